import { Schema } from 'effect'

/**
 * The deposit and withdraw records (PLATFORM.md §5). The deposit record's fields are the
 * platform's own; how its dates travel (ms) and what each state number means are ASSUMED. The
 * withdraw record's shape was never seen (PLATFORM.md §9): all of it is ASSUMED, drawn to match
 * the deposit record (docs/api-contract.md "Records").
 */

/** The range and page every record call takes; dates in ms, whole days. */
const RecordRange = {
  startDate: Schema.Number,
  endDate: Schema.Number,
  page: Schema.Number,
  size: Schema.Number,
}

/** ASSUMED meaning of the platform's states "2".."7". */
export const depositStates = { pending: '2', success: '3', failed: '4', cancelled: '5', expired: '6', processing: '7' } as const
export type DepositStateName = keyof typeof depositStates
export const DepositState = Schema.Literals(Object.values(depositStates))
export type DepositState = typeof DepositState.Type

export const DepositRecordQuery = Schema.Struct({
  ...RecordRange,
  /** A code of the platform's deposit-type list; '' for all (the app offers no type filter yet). */
  depositType: Schema.String,
  /** '' for every state. */
  depositState: Schema.Union([Schema.Literal(''), DepositState]),
})
export type DepositRecordQuery = typeof DepositRecordQuery.Type

/** NA none, MA may accelerate (in its window), AC reminder sent, A accelerated, R refused. */
export const AccelerationStatus = Schema.Literals(['NA', 'MA', 'AC', 'A', 'R'])
export type AccelerationStatus = typeof AccelerationStatus.Type

export const DepositRecord = Schema.Struct({
  depositId: Schema.String,
  depositMethod: Schema.String,
  depositDate: Schema.Number,
  requestedAmount: Schema.Number,
  amount: Schema.Number,
  reimbursementAmount: Schema.Number,
  customerBankCharge: Schema.Number,
  promotionName: Schema.NullOr(Schema.String),
  refId: Schema.NullOr(Schema.String),
  actualDepositDate: Schema.NullOr(Schema.Number),
  remark: Schema.NullOr(Schema.String),
  state: DepositState,
  depositSlip: Schema.Literals(['Y', 'N']),
  accelerationStatus: AccelerationStatus,
  accelerateAvailabilityStart: Schema.NullOr(Schema.Number),
  accelerateAvailabilityEnd: Schema.NullOr(Schema.Number),
})
export type DepositRecord = typeof DepositRecord.Type

export const DepositRecordPage = Schema.Struct({
  list: Schema.Array(DepositRecord),
  totalPages: Schema.Number,
  footer: Schema.Struct({ amount: Schema.Number }),
})
export type DepositRecordPage = typeof DepositRecordPage.Type

/** MCSFE_initiateReminder: ask the cashier to look at a pending order now (PLATFORM.md §5). */
export const DepositReminderRequest = Schema.Struct({ depositId: Schema.String })

export const withdrawStates = ['PENDING', 'PROCESSING', 'SUCCESS', 'REJECTED', 'CANCELLED'] as const
export const WithdrawState = Schema.Literals(withdrawStates)
export type WithdrawState = typeof WithdrawState.Type

export const WithdrawRecordQuery = Schema.Struct({ ...RecordRange, state: Schema.Union([Schema.Literal(''), WithdrawState]) })
export type WithdrawRecordQuery = typeof WithdrawRecordQuery.Type

export const WithdrawRecord = Schema.Struct({
  withdrawId: Schema.String,
  withdrawDate: Schema.Number,
  /** The bank, e-wallet or coin, and the account's number, masked. */
  methodName: Schema.String,
  accountNo: Schema.String,
  amount: Schema.Number,
  charge: Schema.Number,
  /** What reaches the account: amount less the fee. */
  actualAmount: Schema.Number,
  state: WithdrawState,
  remark: Schema.NullOr(Schema.String),
})
export type WithdrawRecord = typeof WithdrawRecord.Type

export const WithdrawRecordPage = Schema.Struct({
  list: Schema.Array(WithdrawRecord),
  totalPages: Schema.Number,
  footer: Schema.Struct({ amount: Schema.Number }),
})
export type WithdrawRecordPage = typeof WithdrawRecordPage.Type
