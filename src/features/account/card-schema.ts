import { Schema } from 'effect'

/**
 * Bank cards a member withdraws to (PLATFORM.md §2 `/wps/v2/member/bankCards`, `MCSFE_getBanks`).
 * No public source shows these shapes: every one here is ASSUMED (docs/api-contract.md).
 */

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

/** The member's cards, and how many the site allows. */
export const BankCards = Schema.Struct({ cards: Schema.Array(BankCard), max: Schema.Number })
export type BankCards = typeof BankCards.Type

export const Bank = Schema.Struct({ bankCode: Schema.String, bankName: Schema.String })
export const BankList = Schema.Array(Bank)
export type Bank = typeof Bank.Type

/** Sealed like login: the card number and the payment password never travel in the clear. */
export const AddBankCardRequest = Schema.Struct({
  bankCode: Schema.String,
  cardNumber: Schema.String,
  accountName: Schema.String,
  branch: Schema.optional(Schema.String),
  paymentPassword: Schema.String,
})
export type AddBankCardRequest = typeof AddBankCardRequest.Type

export const DeleteBankCardRequest = Schema.Struct({ bankCardId: Schema.String })
