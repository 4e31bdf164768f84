import { Schema } from 'effect'

/**
 * The account record (PLATFORM.md §5): ODSFE2_MemTransDet's request and answer are the
 * platform's own, seen in its app; only how they travel (a GET with a query) is ASSUMED
 * (docs/api-contract.md "Records").
 */

/** The transaction types the filter offers, '' for all (PLATFORM.md §5). */
export const transactionTypes = [
  '',
  'deposit',
  'withdraw',
  'betting',
  'winning',
  'dividend',
  'betting_rebate',
  'agent_rebate',
  'share_bonus',
  'daily_wage',
  'hour_wage',
  'referral_rebate',
  'other',
] as const
export const TransactionType = Schema.Literals(transactionTypes)
export type TransactionType = typeof TransactionType.Type

/**
 * Which type a row is, by its `txTypeId` (ASSUMED numbering: the platform's own table is not
 * public). The screen names a row by its type, in the player's language; a row of an id not listed
 * shows the platform's `txTypeName`.
 */
export const transactionTypeIds: Readonly<Record<Exclude<TransactionType, ''>, number>> = {
  deposit: 1,
  withdraw: 2,
  betting: 3,
  winning: 4,
  dividend: 5,
  betting_rebate: 6,
  agent_rebate: 7,
  share_bonus: 8,
  daily_wage: 9,
  hour_wage: 10,
  referral_rebate: 11,
  other: 99,
}

const typeById = new Map(Object.entries(transactionTypeIds).map(([type, id]) => [id, type as Exclude<TransactionType, ''>]))
/** The type a row is, by its id; null for an id the app does not know. */
export const transactionTypeOf = (txTypeId: number) => typeById.get(txTypeId) ?? null

export const AccountRecordQuery = Schema.Struct({
  codeTypes: TransactionType,
  /** An agent's search for one of their members (`types=A`). */
  subordinateName: Schema.optional(Schema.String),
  /** ms; whole days. */
  startTime: Schema.Number,
  endTime: Schema.Number,
  page: Schema.Number,
  size: Schema.Number,
  language: Schema.String,
})
export type AccountRecordQuery = typeof AccountRecordQuery.Type

export const AccountRecord = Schema.Struct({
  txId: Schema.String,
  txTypeId: Schema.Number,
  /** The platform's own type name, in the asked language. */
  txTypeName: Schema.String,
  orderNo: Schema.String,
  remark: Schema.NullOr(Schema.String),
  txTimeInTimestamp: Schema.Number,
  /** Signed: money in is positive. */
  amount: Schema.Number,
  currentAvailBalance: Schema.Number,
  customerName: Schema.String,
})
export type AccountRecord = typeof AccountRecord.Type

export const AccountRecordPage = Schema.Struct({ list: Schema.Array(AccountRecord), totalPages: Schema.Number })
export type AccountRecordPage = typeof AccountRecordPage.Type
