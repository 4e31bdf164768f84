import { Option, Schema } from 'effect'
import { dailyLeft, platformMinutes, withinWindow } from '@/domain/withdraw-window'
import type { ApiError } from '@/lib/http/errors'
import type { CipherError } from '@/lib/http/sealing'
import { amountPattern } from '@/lib/format/money'
import { paths } from '@/lib/routes/paths'
import {
  DepositShortfall,
  MissingMemberInfo,
  PromotionShortfall,
  TurnoverShortfall,
  type TurnoverInfo,
  type TurnoverLine,
  type WithdrawMethod,
  type WithdrawSettings,
} from './withdraw-schema'

/**
 * The withdraw's rules (PLATFORM.md §4, §10 "pre-flight checklist"), pure and table-tested: the
 * checklist shown on entry with a fix for each unmet line, what can be withdrawn,
 * and when an SMS code must confirm it.
 */

export const countLeftOf = (settings: WithdrawSettings) => dailyLeft(settings.dailyCountLimit, settings.dailyCountUsed)
export const amountLeftOf = (settings: WithdrawSettings) => dailyLeft(settings.dailyAmountLimit, settings.dailyAmountUsed)

/** PLATFORM.md §4: withdrawable = min(main balance, what is left of the day's amount). */
export const withdrawableOf = (mainBalance: number, settings: WithdrawSettings) =>
  Math.max(0, Math.min(mainBalance, amountLeftOf(settings)))

/**
 * What "All" fills in: all that can be withdrawn within one withdrawal's maximum, in whole cents
 * (whole pesos where only those go), so the form never refuses what it filled in itself. The
 * float noise of a day's sums (50000 - 0.1 - 0.2) is rounded off first.
 */
export const allAmountOf = (withdrawable: number, settings: WithdrawSettings) => {
  const cents = Math.floor(Math.round(Math.min(withdrawable, settings.max) * 1e6) / 1e4)
  return settings.allowDecimal ? cents / 100 : Math.floor(cents / 100)
}

/** Maya's own code among the e-wallets (PLATFORM.md §4). */
export const mayaWalletCode = '910287'

/** The methods a member is offered: on the Maya white-label only Maya (PLATFORM.md §4), elsewhere all the platform gives. */
export const withdrawMethodsOn = (methods: ReadonlyArray<WithdrawMethod>, maya: boolean) =>
  maya ? methods.filter((method) => method.methodGroupType === 'E' && method.groupId === mayaWalletCode) : methods

/** What one game type still needs played before a withdrawal; the table shows it red above 0. */
export const turnoverLeftOf = (line: TurnoverLine) => Math.max(0, line.requiredTurnover - line.actualTurnover)

export type ChecklistId =
  'time_window' | 'payment_password' | 'account' | 'phone' | 'identity' | 'turnover' | 'daily_count' | 'daily_amount'

export interface ChecklistLine {
  readonly id: ChecklistId
  readonly ok: boolean
  /** Where the member fixes it, when the app can take them there. */
  readonly fix: string | null
}

export interface ChecklistInput {
  readonly now: number
  readonly settings: WithdrawSettings
  /** Off where the site confirms withdrawals without it (WDRAWNOPASSVERIF3). */
  readonly paymentPasswordNeeded: boolean
  readonly hasPaymentPassword: boolean
  /** Accounts bound for the chosen method, and where one is added. */
  readonly accountCount: number
  readonly addAccount: string
  readonly phoneVerified: boolean
  /** The identity check: not asked by the operator, passed (or under review), or still to do. */
  readonly identity: 'not_required' | 'done' | 'required'
  readonly turnover: TurnoverInfo
}

/**
 * Every condition of a withdrawal, in the order a member meets them, each with its fix: instead of
 * an error after the form is filled in, the member sees on entry what stands in the way.
 */
export const withdrawChecklist = (input: ChecklistInput): ReadonlyArray<ChecklistLine> => {
  const { settings } = input
  const lines: Array<ChecklistLine | false> = [
    {
      id: 'time_window',
      ok: withinWindow(settings.withdrawDateFrom, settings.withdrawDateTo, platformMinutes(input.now, settings.gmtOffset)),
      fix: null,
    },
    input.paymentPasswordNeeded && { id: 'payment_password', ok: input.hasPaymentPassword, fix: paths.fundsPassword },
    { id: 'account', ok: input.accountCount > 0, fix: input.addAccount },
    settings.mobileVerificationType !== 'NONE' && { id: 'phone', ok: input.phoneVerified, fix: paths.verifyPhone },
    input.identity !== 'not_required' && { id: 'identity', ok: input.identity === 'done', fix: paths.identifyStatus },
    { id: 'turnover', ok: input.turnover.status !== 'N', fix: paths.home },
    { id: 'daily_count', ok: countLeftOf(settings) > 0, fix: null },
    { id: 'daily_amount', ok: amountLeftOf(settings) > 0, fix: null },
  ]
  return lines.filter((line): line is ChecklistLine => line !== false)
}

/** The form shows once every line is met. */
export const checklistPasses = (lines: ReadonlyArray<ChecklistLine>) => lines.every((line) => line.ok)

/** What is wrong with a typed amount (a key of the cashier namespace, with its values), or null. */
export type WithdrawAmountIssue = { readonly key: string; readonly values?: Readonly<Record<string, number>> }

export const withdrawAmountIssue = (typed: string, settings: WithdrawSettings, withdrawable: number): WithdrawAmountIssue | null => {
  const text = typed.trim()
  if (text === '') return { key: 'withdraw.amount_required' }
  const pattern = settings.allowDecimal ? amountPattern : /^\d+$/
  if (!pattern.test(text)) return { key: settings.allowDecimal ? 'withdraw.amount_format' : 'withdraw.amount_whole' }
  const amount = Number(text)
  if (amount < settings.min) return { key: 'withdraw.amount_min', values: { min: settings.min } }
  if (amount > settings.max) return { key: 'withdraw.amount_max', values: { max: settings.max } }
  if (amount > withdrawable) return { key: 'withdraw.amount_over', values: { withdrawable } }
  return null
}

/**
 * A refusal of the withdraw that has its own dialog (PLATFORM.md §1.1): the text (a key of the
 * cashier namespace, with the amounts of `value.data`), what the member still has to give, and the
 * screen that fixes it with its button's label. Other failures show as a line under the form.
 */
export interface WithdrawRefusal {
  /** A key of the cashier namespace, or of another namespace named with its prefix (common:…). */
  readonly key: string
  readonly amounts: Readonly<Record<string, number>>
  readonly missing: ReadonlyArray<MissingMemberInfo>
  readonly go: { readonly to: string; readonly label: string } | null
}

const decoded = <A>(schema: Schema.Codec<A, unknown>, data: unknown) => Option.getOrNull(Schema.decodeUnknownOption(schema)(data))

export const withdrawRefusalOf = (
  error: ApiError | CipherError | undefined,
  { forgotPassword }: { readonly forgotPassword: string | null },
): WithdrawRefusal | null => {
  if (error?._tag !== 'ServerRefusal') return null
  const refusal = (key: string, go: WithdrawRefusal['go'], more: Partial<WithdrawRefusal> = {}): WithdrawRefusal => ({
    key: key.includes(':') ? key : `withdraw.refusal.${key}`,
    amounts: {},
    missing: [],
    go,
    ...more,
  })
  const play = { to: paths.home, label: 'withdraw.fix.turnover' }
  switch (error.code) {
    case 'invalid.payment.pw':
      return refusal(
        'common:errors.invalid_payment_pw',
        forgotPassword ? { to: forgotPassword, label: 'withdraw.go.reset_password' } : null,
      )
    case 'not.exists.payment.password':
      return refusal('common:errors.no_payment_password', { to: paths.fundsPassword, label: 'withdraw.fix.payment_password' })
    case 'missing_encryption':
      return refusal('not_sealed', null)
    case 'required_member_information_incomplete': {
      const listed = Array.isArray(error.data) ? error.data : []
      return refusal(
        'details_missing',
        { to: paths.securityCenter, label: 'withdraw.go.security' },
        {
          missing: listed.filter(Schema.is(MissingMemberInfo)),
        },
      )
    }
    case 'withdraw_turnover_not_enough': {
      const shortfall = decoded(TurnoverShortfall, error.data)
      if (!shortfall) return refusal('turnover_plain', play)
      return refusal('turnover', play, { amounts: { required: shortfall.requiredTurnover, actual: shortfall.actualTurnover } })
    }
    case 'promotion_turnover_not_enough': {
      const shortfall = decoded(PromotionShortfall, error.data)
      if (!shortfall) return refusal('promotion_turnover_plain', play)
      return refusal('promotion_turnover', play, { amounts: { left: shortfall.all.remainingTurnover } })
    }
    case 'required_deposit_amount_not_reached': {
      const shortfall = decoded(DepositShortfall, error.data)
      const go = { to: paths.deposit, label: 'withdraw.go.deposit' }
      if (!shortfall) return refusal('deposit_plain', go)
      return refusal('deposit', go, {
        amounts: { required: shortfall.requiredDepositAmount, actual: shortfall.actualDepositAmount },
      })
    }
    case 'bank_card_is_frozen':
      return refusal('common:errors.bank_card_frozen', { to: paths.myBankCards, label: 'withdraw.go.cards' })
    default:
      return null
  }
}
