import { Secret, TOTP } from 'otpauth'
import { accounts, qaAccountUserName } from '../fixtures/accounts'
import {
  bankCardFixtures,
  bankFixturesOf,
  kycFieldFixtures,
  kycPopupFixture,
  maxBankCards,
  qaSecuritySetUps,
  securityQuestionFixtures,
} from '../fixtures/member'
import { deletionOffered } from '../src/domain/card-deletion'
import type { MemberInfo } from '../src/domain/member'
import * as accountEndpoints from '../src/features/account/account-endpoints'
import { accountNumberPatterns } from '../src/features/account/card-schema'
import * as endpoints from '../src/features/security/security-endpoints'
import { matchesRule } from './account-handlers'
import { deleteSwitchesOf } from './card-deletion'
import type { EndpointKit } from './handlers'
import type { Scenario } from './scenario'
import { paymentPasswordRefusal, refuse } from './serve-endpoint'
import { uploadedImage } from './uploads'

/**
 * The security centre (docs/api-contract.md "Security centre"): the summary computed from the
 * account's state, the withdrawal switches of the scenario, and the payment password (sealed
 * bodies, the platform's error codes).
 */

const item = (isComplete: boolean, enabled = true) => ({ enabled, isComplete })

/** ASSUMED: the share of the counted items done, as a whole percentage. */
const counted = ['profile', 'loginPassword', 'paymentPassword', 'securityQuestions', 'bankCards', 'email', 'mobileVerified'] as const

type KycScenario = ReturnType<EndpointKit['store']['get']>['kyc']

export const securityConfigOf = (
  member: MemberInfo,
  {
    paymentPassword,
    questionsSet,
    cardCount,
    cryptoCount,
    kyc,
    authenticator,
  }: {
    paymentPassword: string | null | undefined
    questionsSet: boolean
    cardCount: number
    cryptoCount: number
    kyc: KycScenario
    authenticator: { offered: boolean; bound: boolean }
  },
) => {
  const info = {
    profile: item(Boolean(member.nickname && member.payeeName)),
    loginPassword: item(true),
    paymentPassword: item(Boolean(paymentPassword)),
    securityQuestions: item(questionsSet),
    bankCards: item(cardCount > 0),
    virtualWallets: item(cryptoCount > 0),
    email: item(member.isEmailVerification === true),
    payeeName: item(Boolean(member.payeeName)),
    bindGA: item(authenticator.bound, authenticator.offered),
    mobileVerified: item(member.mobileVerified === true),
    mobileNum: item(Boolean(member.mobile)),
    idVerification: {
      enabled: kyc.on,
      isComplete: kyc.status === 'VERIFIED',
      status: kyc.status === 'NOT_SUBMITTED' ? 'NOT_VERIFIED' : kyc.status,
    },
    cpfVerification: item(false, false),
  }
  const done = counted.filter((key) => info[key].isComplete).length
  return { completeProgress: Math.round((100 * done) / counted.length), info }
}

/** The site's authenticator entry: what the app shows above the codes. */
export const authenticatorOf = (userName: string, secret: string) =>
  new TOTP({ issuer: 'WPS', label: userName, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })

/** How the platform masks a number it shows back (917****501). */
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-3)}`

export const securityHandlers = (kit: EndpointKit) => {
  const { db, store, serve, sms, humanChecks, memberOf, expired } = kit
  /** A code's check, answered as the platform refuses a wrong or stale one. */
  const codeRefusal = (to: string, code: string) => {
    const check = sms.check(to, code)
    if (check === 'expired') return refuse('SMS_CODE_EXPIRED', 'Verification code expired, please get a new one')
    return check === 'ok' ? null : refuse('SMS_CODE_ERROR', 'Verification code error')
  }
  const { updateAccount } = db
  const yes = (on: boolean) => (on ? ('Y' as const) : ('N' as const))
  /** The payment password's rule (six digits in the fixtures). */
  const wellFormed = (password: string) => matchesRule(kit, 'paymentPassword', password)
  const savePaymentPassword = (userName: string, paymentPassword: string) =>
    updateAccount(userName, (account) => {
      account.paymentPassword = paymentPassword
    })

  const cardsOf = (userName: string, type: 'B' | 'E' | 'V' = 'B') => db.bankCards.findMany((q) => q.where({ userName, type }))
  /** The platform shows the last four digits only. */
  const cardView = (card: ReturnType<typeof cardsOf>[number]) => ({
    bankCardId: card.bankCardId,
    bankCode: card.bankCode,
    bankName: bankFixturesOf(card.type).find((bank) => bank.bankCode === card.bankCode)?.bankName ?? card.bankCode,
    cardNumber: `**** ${card.number.slice(-4)}`,
    accountName: card.accountName,
    status: card.status,
  })
  const virtual = (type: number) => [40, 41, 42].includes(type)

  const questionOf = (questionId: string) => securityQuestionFixtures.find((question) => question.questionId === questionId)
  /** Answers compare as the app says: trimmed, case-insensitive. */
  const sameAnswer = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

  /**
   * The panel's security set-up of the QA account (scenario qaSecurity): applied when picked, and at
   * start when a kept scenario names one (the in-page harness's data does not survive a reload).
   */
  const setUpQaAccount = async (preset: Scenario['qaSecurity']) => {
    const fixture = accounts.find((account) => account.member.userName === qaAccountUserName)
    if (!fixture) return
    const setUp =
      preset === 'fixtures'
        ? {
            paymentPassword: fixture.paymentPassword ?? null,
            securityAnswers: fixture.securityAnswers ?? [],
            member: fixture.member,
            cards: bankCardFixtures[qaAccountUserName] ?? [],
          }
        : qaSecuritySetUps[preset]
    await updateAccount(qaAccountUserName, (stored) => {
      stored.paymentPassword = setUp.paymentPassword
      stored.securityAnswers = [...setUp.securityAnswers]
      stored.authenticatorProposed = undefined
      stored.authenticatorBound = undefined
      stored.member = {
        ...stored.member,
        mobileVerified: setUp.member.mobileVerified,
        isEmailVerification: setUp.member.isEmailVerification,
        payeeName: setUp.member.payeeName,
      }
    })
    await db.setBankCards(qaAccountUserName, setUp.member.payeeName ?? qaAccountUserName, setUp.cards)
  }
  let qaSecurity = store.get().qaSecurity
  if (qaSecurity !== 'fixtures') kit.scenarioWork(setUpQaAccount(qaSecurity))
  store.subscribe((scenario) => {
    if (scenario.qaSecurity === qaSecurity) return
    qaSecurity = scenario.qaSecurity
    kit.scenarioWork(setUpQaAccount(qaSecurity))
  })

  /** The ID images uploaded since the last reset (their ids), as the platform's storage would keep them. */
  const idImages = new Set<string>()
  kit.onReset(() => idImages.clear())

  return [
    // The identity check: the scenario is the operator's settings and the member's state; a submission puts it under review.
    ...serve(accountEndpoints.kycSettings, ({ request }) => {
      if (!memberOf(request)) return expired()
      const { on, mandatory, moments } = store.get().kyc
      return {
        merchantProviderResponse: {
          kycSwitchValue: on,
          mandatoryVerification: mandatory,
          beforeDepositVerification: moments.includes('deposit'),
          beforeWithdrawVerification: moments.includes('withdraw'),
          loginVerification: moments.includes('login'),
          gameVerification: moments.includes('game'),
        },
        popUpContentResponse: [{ ...kycPopupFixture, mandatoryVerification: mandatory }],
      }
    }),
    ...serve(accountEndpoints.kycStatus, ({ request }) => {
      if (!memberOf(request)) return expired()
      const { status } = store.get().kyc
      return status === 'VERIFIED'
        ? { verifyStatus: 'VERIFIED' as const, statusForFE: 'APPROVED' }
        : { verifyStatus: 'NOT_VERIFIED' as const, statusForFE: status }
    }),
    ...serve(accountEndpoints.kycFields, ({ request }) => (memberOf(request) ? kycFieldFixtures : expired())),
    ...serve(accountEndpoints.uploadIdImage, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const image = uploadedImage(body.image)
      if (image instanceof Response) return image
      const imageId = `id-${account.member.userName}-${idImages.size + 1}`
      idImages.add(imageId)
      return { imageId }
    }),
    ...serve(accountEndpoints.submitKyc, ({ request, body }) => {
      if (!memberOf(request)) return expired()
      const given = new Map(body.map((field) => [field.fieldId, field.fieldValue.trim()]))
      const missing = kycFieldFixtures.filter((field) => field.required && !given.get(field.fieldId))
      if (missing.length > 0) return refuse('kyc.field.required', 'Please complete every required field')
      if (!idImages.has(given.get('ID_IMAGE') ?? '')) return refuse('kyc.image.missing', 'Please upload a photo of your ID')
      // The number is the member's only with the code sent to it (PLATFORM.md §2 "SMS for MOBILE_NUMBER").
      const mobile = body.find((field) => field.fieldId === 'MOBILE_NUMBER')
      if (mobile) {
        if (!matchesRule(kit, 'mobileNum', mobile.fieldValue)) return refuse('PHONE_FORMAT', 'phone format incorrect')
        const refused = codeRefusal(mobile.fieldValue, mobile.verificationCode ?? '')
        if (refused) return refused
      }
      store.set({ kyc: { ...store.get().kyc, status: 'PENDING' } })
      return null
    }),

    // Security questions: set once; they confirm a payment-password reset, as a code to the verified phone does.
    ...serve(accountEndpoints.securityQuestions, ({ request }) => (memberOf(request) ? securityQuestionFixtures : expired())),
    ...serve(accountEndpoints.customerSecurityQuestions, ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      return (account.securityAnswers ?? []).flatMap(({ questionId }) => questionOf(questionId) ?? [])
    }),
    ...serve(accountEndpoints.setSecurityQuestions, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if ((account.securityAnswers?.length ?? 0) > 0)
        return refuse('function.not.available', 'no permission or feature temporarily unavailable')
      if (!account.paymentPassword) return refuse('not.exists.payment.password', 'payment password not set')
      const ids = body.answers.map((answer) => answer.questionId)
      if (
        ids.length !== 2 ||
        new Set(ids).size !== 2 ||
        !ids.every(questionOf) ||
        body.answers.some((answer) => answer.answer.trim() === '')
      ) {
        return refuse('invalid.security.questions', 'Unknown error')
      }
      updateAccount(account.member.userName, (stored) => {
        stored.securityAnswers = body.answers.map(({ questionId, answer }) => ({ questionId, answer: answer.trim() }))
      })
      return null
    }),
    ...serve(accountEndpoints.sendVerifiedCode, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!account.member.mobileVerified) return refuse('mobile.not.verified', 'Please verify your phone first')
      if (!humanChecks.spend(body.humanVerification, 'sms')) return refuse('VERIFY_REQUIRED', 'Verification failed, please try again')
      return { expirationTime: sms.send(account.mobile, body.operationType, store.get().smsTtlSeconds).expiresAt }
    }),
    ...serve(accountEndpoints.resetPaymentPassword, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (body.method === 'QUESTION') {
        const stored = account.securityAnswers ?? []
        const given = body.answers ?? []
        const right =
          stored.length > 0 &&
          stored.every((answer) => given.some((each) => each.questionId === answer.questionId && sameAnswer(each.answer, answer.answer)))
        if (!right) return refuse('security.answer.incorrect', 'Security answer incorrect')
      } else {
        const refused = codeRefusal(account.mobile, body.verificationCode ?? '')
        if (refused) return refused
      }
      if (!wellFormed(body.newPassword)) return refuse('invalid.payment.pw.format', 'password format incorrect')
      if (body.confirmPassword !== body.newPassword) return refuse('password.not.match', 'Confirmation password not matched')
      savePaymentPassword(account.member.userName, body.newPassword)
      return null
    }),

    // Bank cards: virtual accounts may not bind; a card is confirmed with the payment password.
    ...serve(accountEndpoints.banks, ({ request, query }) => (memberOf(request) ? bankFixturesOf(query.type ?? 'B') : expired())),
    ...serve(accountEndpoints.bankCards, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      return {
        cards: cardsOf(account.member.userName, query.type ?? 'B').map(cardView),
        max: maxBankCards,
        ...deleteSwitchesOf(store.get().cardDeletion),
      }
    }),
    ...serve(accountEndpoints.addBankCard, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const userName = account.member.userName
      const type = body.type ?? 'B'
      if (virtual(account.member.type)) return refuse('no_permissions', 'no permission or feature temporarily unavailable')
      const passwordRefusal = paymentPasswordRefusal(account.paymentPassword, body.paymentPassword)
      if (passwordRefusal) return passwordRefusal
      if (!bankFixturesOf(type).some((bank) => bank.bankCode === body.bankCode)) return refuse('invalid.bank', 'Unknown error')
      if (!accountNumberPatterns[type].test(body.cardNumber)) return refuse('invalid.card.number', 'Account number format incorrect')
      // Bank cards and e-wallets are paid in the member's own name; a crypto address has no holder.
      if (type !== 'V') {
        if (account.member.payeeName && body.accountName !== account.member.payeeName) {
          return refuse('account.name.mismatch', 'The account holder must be your payee name')
        }
        if (!account.member.payeeName && !matchesRule(kit, 'payeeName', body.accountName))
          return refuse('invalid.payee.name', 'name format incorrect')
      }
      if (cardsOf(userName, type).length >= maxBankCards) return refuse('bank.card.limit', 'Bank card limit reached')
      if (db.bankCards.findFirst((q) => q.where({ number: body.cardNumber })))
        return refuse('bank_card_exists', 'This bank card is already bound')
      await db.bankCards.create({
        userName,
        type,
        bankCardId: `card-${db.tick()}`,
        bankCode: body.bankCode,
        number: body.cardNumber,
        accountName: body.accountName,
        status: 'ACTIVE',
      })
      // The first card's holder becomes the payee name.
      if (type !== 'V' && !account.member.payeeName) {
        updateAccount(userName, (stored) => {
          stored.member = { ...stored.member, payeeName: body.accountName }
        })
      }
      return null
    }),
    ...serve(accountEndpoints.deleteBankCard, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const card = db.bankCards.findFirst((q) => q.where({ userName: account.member.userName, bankCardId: body.bankCardId }))
      if (!card) return refuse('bank.card.not.found', 'Unknown error')
      if (!deletionOffered(card.type, deleteSwitchesOf(store.get().cardDeletion))) {
        return refuse('function.not.available', 'function.not.available')
      }
      if (card.status === 'FROZEN') return refuse('bank_card_is_frozen', 'bank card is frozen')
      const passwordRefusal = paymentPasswordRefusal(account.paymentPassword, body.paymentPassword)
      if (passwordRefusal) return passwordRefusal
      db.bankCards.delete((q) => q.where({ bankCardId: body.bankCardId }))
      return null
    }),

    // Phone and e-mail verification: the gateway keeps the last code per number or address (GET /__harness/sms?mobile=…).
    ...serve(accountEndpoints.sendPhoneCode, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!matchesRule(kit, 'mobileNum', body.mobileNum)) return refuse('PHONE_FORMAT', 'phone format incorrect')
      const owner = db.accounts.findFirst((q) => q.where({ mobile: body.mobileNum }))
      if (owner && owner.member.userName !== account.member.userName) return refuse('MOBILE_EXISTS', 'This number is already in use')
      const purpose = body.operationType === 'KYC' ? 'kyc' : 'bind'
      return { expirationTime: sms.send(body.mobileNum, purpose, store.get().smsTtlSeconds).expiresAt }
    }),
    ...serve(accountEndpoints.verifyPhone, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const refused = codeRefusal(body.mobileNum, body.verificationCode)
      if (refused) return refused
      updateAccount(account.member.userName, (stored) => {
        stored.mobile = body.mobileNum
        stored.countryDialingCode = body.countryDialingCode
        stored.member = {
          ...stored.member,
          mobile: masked(body.mobileNum),
          countryDialingCode: body.countryDialingCode,
          mobileVerified: true,
        }
      })
      return null
    }),
    ...serve(accountEndpoints.sendMailCode, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!matchesRule(kit, 'email', body.email)) return refuse('invalid.email', 'e-mail format incorrect')
      return { expirationTime: sms.send(body.email.toLowerCase(), 'bind', store.get().smsTtlSeconds).expiresAt }
    }),
    ...serve(accountEndpoints.verifyMail, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const refused = codeRefusal(body.email.toLowerCase(), body.verificationCode)
      if (refused) return refused
      updateAccount(account.member.userName, (stored) => {
        stored.member = { ...stored.member, email: body.email, isEmailVerification: true }
      })
      return null
    }),

    ...serve(endpoints.securityConfig, ({ request }) => {
      const account = memberOf(request)
      return account
        ? securityConfigOf(account.member, {
            paymentPassword: account.paymentPassword,
            questionsSet: (account.securityAnswers?.length ?? 0) > 0,
            cardCount: cardsOf(account.member.userName).length,
            cryptoCount: cardsOf(account.member.userName, 'V').length,
            kyc: store.get().kyc,
            authenticator: { offered: store.get().googleAuth, bound: Boolean(account.authenticatorBound) },
          })
        : expired()
    }),
    // Google Authenticator: a secret is proposed (kept until bound, so a reload shows the same one); a current code binds it.
    ...serve(accountEndpoints.googleAuth, ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (account.authenticatorBound) return { bound: true as const }
      const userName = account.member.userName
      const secret = account.authenticatorProposed ?? new Secret({ size: 20 }).base32
      if (!account.authenticatorProposed) {
        updateAccount(userName, (stored) => {
          stored.authenticatorProposed = secret
        })
      }
      return { bound: false as const, secret, otpauthUrl: authenticatorOf(userName, secret).toString() }
    }),
    ...serve(accountEndpoints.bindGoogleAuth, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (account.authenticatorBound) return refuse('ga.already.bound', 'no permission or feature temporarily unavailable')
      if (!account.authenticatorProposed || body.secret !== account.authenticatorProposed)
        return refuse('ga.secret.unknown', 'Unknown error')
      // One step either side, as authenticator servers allow for a phone's clock drift.
      if (authenticatorOf(account.member.userName, body.secret).validate({ token: body.code, window: 1 }) === null)
        return refuse('ga.code.invalid', 'Verification code error')
      updateAccount(account.member.userName, (stored) => {
        stored.authenticatorBound = body.secret
        stored.authenticatorProposed = undefined
      })
      return null
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
