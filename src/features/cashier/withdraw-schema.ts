import { Schema } from 'effect'
import { deleteSwitchFields } from '@/domain/card-deletion'

/**
 * The withdraw's calls (PLATFORM.md §4). Names of calls and fields are the platform's; the
 * structure around them is not public, so every shape here is ASSUMED unless a comment says
 * otherwise, and listed in docs/api-contract.md "Withdraw".
 */

/** A method tab (MCSFE_getWithdrawMethods): B bank, V crypto, E an e-wallet group (its `groupId`). */
export const WithdrawMethod = Schema.Struct({
  methodGroupType: Schema.Literals(['B', 'V', 'E']),
  withdrawMethodGroup: Schema.String,
  groupName: Schema.String,
  groupIconUrl: Schema.optional(Schema.NullOr(Schema.String)),
  groupId: Schema.optional(Schema.String),
})
export type WithdrawMethod = typeof WithdrawMethod.Type
export const WithdrawMethods = Schema.Array(WithdrawMethod)

/** When an SMS code confirms a withdrawal (`mobileVerificationType`, module `1TxO`). */
export const MobileVerificationType = Schema.Literals(['NONE', 'REQUIRED', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT'])
export type MobileVerificationType = typeof MobileVerificationType.Type

/**
 * MCSFE_getWithdrawSettings?groupId: the time window (platform time, `gmtOffset` minutes east of
 * UTC), the day's count and amount used and allowed, the limits and fixed amounts, and the SMS rule.
 */
export const WithdrawSettings = Schema.Struct({
  withdrawDateFrom: Schema.String,
  withdrawDateTo: Schema.String,
  gmtOffset: Schema.Number,
  withdrawTimeMsg: Schema.optional(Schema.NullOr(Schema.String)),
  dailyCountLimit: Schema.Number,
  dailyCountUsed: Schema.Number,
  dailyAmountLimit: Schema.Number,
  dailyAmountUsed: Schema.Number,
  min: Schema.Number,
  max: Schema.Number,
  fixedAmountFlag: Schema.Boolean,
  fixedWithdrawAmounts: Schema.Array(Schema.Number),
  allowDecimal: Schema.Boolean,
  mobileVerificationType: MobileVerificationType,
  mobileVerificationWithdrawAmount: Schema.optional(Schema.NullOr(Schema.Number)),
  /** The C2C penalty (PLATFORM.md §4 `withdrawPenaltyCharge`), a percentage of the amount; ASSUMED to come with the settings. */
  withdrawPenaltyCharge: Schema.optional(Schema.NullOr(Schema.Number)),
})
export type WithdrawSettings = typeof WithdrawSettings.Type

/** One game type's turnover: what is required before a withdrawal and what has been played. */
export const TurnoverLine = Schema.Struct({
  gameType: Schema.String,
  requiredTurnover: Schema.Number,
  actualTurnover: Schema.Number,
})
export type TurnoverLine = typeof TurnoverLine.Type

/**
 * MCSFE_getTurnoverInfo: `status` C (met), I (not yet met everywhere: the table shows what is
 * left, the form stays) or N (not met: the form is hidden, "play more games").
 */
export const TurnoverInfo = Schema.Struct({
  status: Schema.Literals(['C', 'I', 'N']),
  details: Schema.Array(TurnoverLine),
})
export type TurnoverInfo = typeof TurnoverInfo.Type

/** The account kind of a method: the type the bound-accounts call takes. */
export const AccountKind = Schema.Literals(['B', 'E', 'V'])

/** MCSFE_getWithdrawAccountInfo (alias MCS2_bankCards): the accounts bound for a method, masked. */
export const WithdrawAccount = Schema.Struct({
  bankCardId: Schema.String,
  /** The bank's or wallet's code (GCASH, PAYMAYA(VIP)): what tells a VIP e-wallet. ASSUMED field. */
  bankCode: Schema.optional(Schema.String),
  bankName: Schema.String,
  cardNumber: Schema.String,
  accountName: Schema.String,
  /** 'Y' while the bank or wallet takes withdrawals; otherwise its maintenance window. */
  isWithdrawActive: Schema.Literals(['Y', 'N']),
  /** A crypto address's currency (USDT): what the exchange rate is asked for. ASSUMED field. */
  currency: Schema.optional(Schema.String),
  maintenanceStartTime: Schema.optional(Schema.NullOr(Schema.String)),
  maintenanceEndTime: Schema.optional(Schema.NullOr(Schema.String)),
})
export type WithdrawAccount = typeof WithdrawAccount.Type
/** The accounts, how many may be bound, and whether the site lets a member delete one (src/domain/card-deletion.ts). */
export const WithdrawAccounts = Schema.Struct({ cards: Schema.Array(WithdrawAccount), max: Schema.Number, ...deleteSwitchFields })
export type WithdrawAccounts = typeof WithdrawAccounts.Type

/** MCSFE_getCalculatedWithdrawCharges{withdrawAmount, withdrawType BC|EW|VW}: the fee, and the platform's note on it. */
export const WithdrawChargesQuery = Schema.Struct({
  withdrawAmount: Schema.Number,
  withdrawType: Schema.Literals(['BC', 'EW', 'VW']),
})
export const WithdrawCharges = Schema.Struct({ charge: Schema.Number, message: Schema.optional(Schema.NullOr(Schema.String)) })
export type WithdrawCharges = typeof WithdrawCharges.Type

/**
 * POST /wps/v2/transaction/withdraw, sealed (PLATFORM.md §1.6 names the fields): `check: 'v2'`,
 * the amount, the account, the payment password (absent where the site does without it), the
 * e-wallet group. Answers `redirectUrl` for the VIP e-wallet flow: the page where the member
 * finishes it.
 */
export const WithdrawRequest = Schema.Struct({
  check: Schema.Literal('v2'),
  amount: Schema.Number,
  bankCardId: Schema.String,
  password: Schema.optional(Schema.String),
  verificationCode: Schema.optional(Schema.String),
  groupId: Schema.optional(Schema.String),
  /** To a crypto address: the amount of the currency the member was shown and confirmed. */
  virtualAmount: Schema.optional(Schema.Number),
  /** To a Philippine VIP e-wallet (PLATFORM.md §4): the wallet's own page finishes it. ASSUMED a boolean. */
  isByPaster: Schema.optional(Schema.Boolean),
})
export type WithdrawRequest = typeof WithdrawRequest.Type
export const WithdrawResult = Schema.NullOr(Schema.Struct({ redirectUrl: Schema.optional(Schema.String) }))

/**
 * The details the platform puts in `value.data` when it refuses a withdrawal (PLATFORM.md §1.1;
 * the field names are the platform's, the numbers' types ASSUMED).
 */
export const TurnoverShortfall = Schema.Struct({ requiredTurnover: Schema.Number, actualTurnover: Schema.Number })
export const DepositShortfall = Schema.Struct({ requiredDepositAmount: Schema.Number, actualDepositAmount: Schema.Number })
export const PromotionShortfall = Schema.Struct({ all: Schema.Struct({ remainingTurnover: Schema.Number }) })
/** `required_member_information_incomplete`: what the member still has to give. */
export const MissingMemberInfo = Schema.Literals([
  'required_nickname',
  'required_id_not_verified',
  'required_email_add',
  'required_mobile_no',
  'required_qq',
  'required_address',
  'invalid_id_verification_status',
])
export type MissingMemberInfo = typeof MissingMemberInfo.Type
export const MissingMemberInfoList = Schema.Array(MissingMemberInfo)

/**
 * MCSFE_getExchangeRates{sourceCurrency}: pesos per unit of a crypto currency, the platform's
 * buying and selling prices (PLATFORM.md §4 names `sell` and `buy`; numbers ASSUMED). A
 * withdrawal is paid at `sell` (ASSUMED: the platform sells the member the currency).
 */
export const ExchangeRate = Schema.Struct({ sell: Schema.Number, buy: Schema.Number })
export type ExchangeRate = typeof ExchangeRate.Type
