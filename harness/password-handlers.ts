import * as endpoints from '../src/features/account/account-endpoints'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * Password changes and free play as the platform answers them (docs/api-contract.md "Account"):
 * the old password is checked; a reset by phone checks the SMS code; free play creates a trial
 * account with its own session, only while FREEPLAY3 is on.
 */
export const passwordHandlers = (kit: EndpointKit) => {
  const { db, store, sms, serve, expired, memberOf } = kit
  let trials = 0
  kit.onReset(() => {
    trials = 0
  })

  const setPassword = async (userName: string, password: string) =>
    db.updateAccount(userName, (account) => {
      account.password = password
      account.firstTimeLogin = false
    })

  return [
    ...serve(endpoints.changePassword, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (body.oldPassword !== account.password) return refuse('login.password.incorrect', 'Login password incorrect')
      if (!body.newPassword || body.newPassword !== body.confirmNewPassword)
        return refuse('CONFIRM_MISMATCH', 'Confirmation password not matched')
      if (body.newPassword === body.oldPassword) return refuse('SAME_PASSWORD', 'The new password and the old password cannot be the same')
      await setPassword(account.member.userName, body.newPassword)
      return null
    }),

    ...serve(endpoints.resetPasswordByPhone, async ({ body }) => {
      const { mobileNum, verificationCode, password, confirmPassword } = body
      const account = db.accounts.findFirst((q) => q.where({ mobile: mobileNum }))
      if (!account) return refuse('USER_NOT_FOUND', 'user does not exist or is disabled')
      if (!password || password !== confirmPassword) return refuse('CONFIRM_MISMATCH', 'Confirmation password not matched')
      const check = sms.check(mobileNum, verificationCode)
      if (check === 'expired') return refuse('SMS_CODE_EXPIRED', 'Verification code expired, please get a new one')
      if (check !== 'ok') return refuse('SMS_CODE_ERROR', 'Verification code error')
      await setPassword(account.member.userName, password)
      return null
    }),

    ...serve(endpoints.freePlay, async () => {
      if (!store.get().whitelabel.includes('FREEPLAY3')) return refuse('MODULE_OFF', 'no permission or feature temporarily unavailable')
      trials += 1
      const userName = `trial${String(trials).padStart(4, '0')}`
      await db.accounts.create({
        member: {
          id: `t-${trials}`,
          type: 4,
          nickname: null,
          account: userName,
          userName,
          memberLabel: [],
          clubLabel: null,
          merchantCode: 'wps-trial',
        },
        password: '',
        wallet: { currencySymbol: '₱', sumBalance: 2000 },
        mobile: '',
        countryDialingCode: '',
        keepsType: true,
      })
      const token = await db.openSession(userName)
      return { token, userName, customerType: 4, merchantCode: 'wps-trial' }
    }),

    ...serve(endpoints.trialUser, ({ request }) => {
      const account = memberOf(request)
      return account ? { userName: account.member.userName } : expired()
    }),
  ]
}
