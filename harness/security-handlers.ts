import type { MemberInfo } from '../src/domain/member'
import * as accountEndpoints from '../src/features/account/account-endpoints'
import * as endpoints from '../src/features/security/security-endpoints'
import { matchesRule } from './account-handlers'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * The security centre (docs/api-contract.md "Security centre"): the summary computed from the
 * account's state, the withdrawal switches of the scenario, and the payment password (sealed
 * bodies, the platform's error codes).
 */

const item = (isComplete: boolean, enabled = true) => ({ enabled, isComplete })

/** ASSUMED: the share of the counted items done, as a whole percentage. */
const counted = ['profile', 'loginPassword', 'paymentPassword', 'securityQuestions', 'bankCards', 'email', 'mobileVerified'] as const

export const securityConfigOf = (member: MemberInfo, paymentPassword: string | null | undefined) => {
  const info = {
    profile: item(Boolean(member.nickname && member.payeeName)),
    loginPassword: item(true),
    paymentPassword: item(Boolean(paymentPassword)),
    securityQuestions: item(false),
    bankCards: item(false),
    virtualWallets: item(false),
    email: item(member.isEmailVerification === true),
    payeeName: item(Boolean(member.payeeName)),
    bindGA: item(false, false),
    mobileVerified: item(member.mobileVerified === true),
    mobileNum: item(Boolean(member.mobile)),
    idVerification: item(false, false),
    cpfVerification: item(false, false),
  }
  const done = counted.filter((key) => info[key].isComplete).length
  return { completeProgress: Math.round((100 * done) / counted.length), info }
}

export const securityHandlers = (kit: EndpointKit) => {
  const { db, store, serve, memberOf, expired } = kit
  const yes = (on: boolean) => (on ? ('Y' as const) : ('N' as const))
  /** The payment password's rule (six digits in the fixtures). */
  const wellFormed = (password: string) => matchesRule(kit, 'paymentPassword', password)
  const savePaymentPassword = (userName: string, paymentPassword: string) =>
    db.accounts.update((q) => q.where({ member: { userName } }), {
      data(account) {
        account.paymentPassword = paymentPassword
      },
    })

  return [
    ...serve(endpoints.securityConfig, ({ request }) => {
      const account = memberOf(request)
      return account ? securityConfigOf(account.member, account.paymentPassword) : expired()
    }),
    ...serve(endpoints.bindConfig, ({ request }) => {
      if (!memberOf(request)) return expired()
      const switches = store.get().withdrawalSwitches
      return {
        allowWithdraw: yes(switches.allowWithdraw),
        normalBankWithdrawalSwitch: yes(switches.bank),
        eWalletWithdrawalSwitch: yes(switches.eWallet),
        cryptoWithdrawalSwitch: yes(switches.crypto),
      }
    }),
    ...serve(accountEndpoints.hasPaymentPassword, ({ request }) => {
      const account = memberOf(request)
      return account ? Boolean(account.paymentPassword) : expired()
    }),
    ...serve(accountEndpoints.setPaymentPassword, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (account.paymentPassword) return refuse('payment.password.exists', 'no permission or feature temporarily unavailable')
      if (!wellFormed(body.password)) return refuse('invalid.payment.pw.format', 'password format incorrect')
      if (body.confirmPassword !== body.password) return refuse('password.not.match', 'Confirmation password not matched')
      savePaymentPassword(account.member.userName, body.password)
      return null
    }),
    ...serve(accountEndpoints.changePaymentPassword, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!account.paymentPassword) return refuse('not.exists.payment.password', 'payment password not set')
      if (body.oldPassword !== account.paymentPassword) return refuse('invalid.payment.pw', 'payment password incorrect')
      if (!wellFormed(body.newPassword)) return refuse('invalid.payment.pw.format', 'password format incorrect')
      if (body.confirmPassword !== body.newPassword) return refuse('password.not.match', 'Confirmation password not matched')
      savePaymentPassword(account.member.userName, body.newPassword)
      return null
    }),
  ]
}
