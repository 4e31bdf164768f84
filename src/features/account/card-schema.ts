import { Schema } from 'effect'
import { deleteSwitchFields } from '@/domain/card-deletion'

/**
 * The accounts a member withdraws to (PLATFORM.md §2 `/wps/v2/member/bankCards`, `MCSFE_getBanks`):
 * bank cards (type B), e-wallets (E) and crypto addresses (V, "virtual"). No public source shows
 * these shapes: every one here is ASSUMED (docs/api-contract.md).
 */

export const AccountKind = Schema.Literals(['B', 'E', 'V'])
export type AccountKind = typeof AccountKind.Type
/** Which kind of account a list or a bank list is asked for. */
export const KindQuery = Schema.Struct({ type: Schema.optional(AccountKind) })

export const BankCard = Schema.Struct({
  bankCardId: Schema.String,
  bankCode: Schema.String,
  bankName: Schema.String,
  /** Masked by the platform: the last four digits only. */
  cardNumber: Schema.String,
  accountName: Schema.String,
  /** ACTIVE, or FROZEN (the platform's bank_card_is_frozen). */
  status: Schema.String,
})
export type BankCard = typeof BankCard.Type

/**
 * The member's cards, how many the site allows, and whether the site lets a member delete one of
 * each kind (src/domain/card-deletion.ts; ASSUMED: the switches come with the list, as with the
 * accounts the operator's withdraw page draws).
 */
export const BankCards = Schema.Struct({
  cards: Schema.Array(BankCard),
  max: Schema.Number,
  ...deleteSwitchFields,
})
export type BankCards = typeof BankCards.Type

export const Bank = Schema.Struct({ bankCode: Schema.String, bankName: Schema.String })
export const BankList = Schema.Array(Bank)
export type Bank = typeof Bank.Type

/** Sealed like login: the card number and the payment password never travel in the clear. */
export const AddBankCardRequest = Schema.Struct({
  type: Schema.optional(AccountKind),
  bankCode: Schema.String,
  cardNumber: Schema.String,
  accountName: Schema.String,
  branch: Schema.optional(Schema.String),
  paymentPassword: Schema.String,
})
export type AddBankCardRequest = typeof AddBankCardRequest.Type

/**
 * Sealed: deleting an account is confirmed with the payment password (the operator's
 * /m/securityCenter/deleteCardAuth). ASSUMED: the body, and `type` as the add's.
 */
export const DeleteBankCardRequest = Schema.Struct({
  type: Schema.optional(AccountKind),
  bankCardId: Schema.String,
  paymentPassword: Schema.String,
})
export type DeleteBankCardRequest = typeof DeleteBankCardRequest.Type

/**
 * ASSUMED (the platform's patterns are not public): a bank account number is 10 to 19 digits; an
 * e-wallet is the Philippine mobile number it is registered to (GCash, Maya: 09 and nine digits);
 * a crypto address is a TRC20 (T…, 34 characters) or ERC20 (0x and 40 hex digits) USDT address.
 */
export const accountNumberPatterns: Readonly<Record<AccountKind, RegExp>> = {
  B: /^\d{10,19}$/,
  E: /^09\d{9}$/,
  V: /^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/,
}
