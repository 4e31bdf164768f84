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
  'point',
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
  /** The points mall's points (PLATFORM.md §6: the mall reads its point moves here); ASSUMED id and code 'point'. */
  point: 12,
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

/**
 * The betting record (PLATFORM.md §5): one relay per game category (settled and unsettled apart
 * for sports and e-lottery), the request and the footer the platform's own; the row's fields
 * beyond the sports detail are ASSUMED (docs/api-contract.md "Records").
 */
export const betCategories = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT'] as const
export const BetCategory = Schema.Literals(betCategories)
export type BetCategory = typeof BetCategory.Type

/** 1 win, 2 lose, 3 tie, 4 cancelled (the platform's status filter); 0 not settled yet (ASSUMED). */
export const betStatuses = { unsettled: 0, win: 1, lose: 2, tie: 3, cancelled: 4 } as const
export const BetStatus = Schema.Literals([0, 1, 2, 3, 4])
export type BetStatus = typeof BetStatus.Type

export const BetRecordQuery = Schema.Struct({
  startDate: Schema.Number,
  endDate: Schema.Number,
  /** A vendor's code; '' for every vendor of the category. */
  accountType: Schema.String,
  page: Schema.Number,
  size: Schema.Number,
  language: Schema.String,
  orderNoSearch: Schema.optional(Schema.String),
  status: Schema.optional(BetStatus),
})
export type BetRecordQuery = typeof BetRecordQuery.Type

/** One line of a sports bet (the platform's fields). */
export const BetDetail = Schema.Struct({
  enBetPosName: Schema.String,
  hdp: Schema.NullOr(Schema.String),
  enBetTypeName: Schema.String,
  enMatchName: Schema.String,
  enLeagueName: Schema.String,
  halfScore: Schema.NullOr(Schema.String),
  fullScore: Schema.NullOr(Schema.String),
  firstGoal: Schema.NullOr(Schema.String),
  lastGoal: Schema.NullOr(Schema.String),
})
export type BetDetail = typeof BetDetail.Type

export const BetRecord = Schema.Struct({
  orderNo: Schema.String,
  /** The vendor's code and name. */
  accountType: Schema.String,
  vendorName: Schema.String,
  gameName: Schema.String,
  betTime: Schema.Number,
  settleTime: Schema.NullOr(Schema.Number),
  betAmount: Schema.Number,
  validBetAmount: Schema.Number,
  winAmount: Schema.Number,
  /** winAmount less betAmount once settled. */
  profitAndLoss: Schema.Number,
  status: BetStatus,
  /** Sports: the odds and their kind, and the lines of the bet. */
  odds: Schema.optional(Schema.NullOr(Schema.Number)),
  oddsType: Schema.optional(Schema.NullOr(Schema.String)),
  betDetails: Schema.optional(Schema.Array(BetDetail)),
  /** E-lottery: the draw and what was bet. */
  numero: Schema.optional(Schema.NullOr(Schema.String)),
  betContent: Schema.optional(Schema.NullOr(Schema.String)),
})
export type BetRecord = typeof BetRecord.Type

export const BetRecordPage = Schema.Struct({
  list: Schema.Array(BetRecord),
  totalPages: Schema.Number,
  footer: Schema.Struct({
    betAmount: Schema.Number,
    validBetAmount: Schema.Number,
    winAmount: Schema.Number,
    /** How many bets count toward turnover (ASSUMED meaning). */
    validBetting: Schema.Number,
    profitAndLoss: Schema.Number,
  }),
})
export type BetRecordPage = typeof BetRecordPage.Type

/**
 * Profit and loss (/m/profitandloss): ODSFE2_MemPNL is named by the platform but neither its
 * request nor its answer was ever seen (PLATFORM.md §9), so all of it is ASSUMED: the range, and
 * the totals by category and by day of the betting record's settled bets.
 */
export const PnlQuery = Schema.Struct({ startDate: Schema.Number, endDate: Schema.Number, language: Schema.String })
export type PnlQuery = typeof PnlQuery.Type

const PnlFigures = {
  betAmount: Schema.Number,
  validBetAmount: Schema.Number,
  winAmount: Schema.Number,
  profitAndLoss: Schema.Number,
}
export const Pnl = Schema.Struct({
  total: Schema.Struct(PnlFigures),
  categories: Schema.Array(Schema.Struct({ category: BetCategory, ...PnlFigures })),
  /** Every day of the range, 'YYYY-MM-DD' on the player's clock, oldest first. */
  daily: Schema.Array(Schema.Struct({ date: Schema.String, profitAndLoss: Schema.Number })),
})
export type Pnl = typeof Pnl.Type

/**
 * The lottery's own orders (PLATFORM.md §5 "lottery bets", SPEC §7 Games: /lgw/orders,
 * /lgw/orders/detail, the sub-order cancel). The request fields are the platform's; everything
 * the answers hold is ASSUMED (docs/api-contract.md "Records").
 */
/** 0 waiting for the draw, 1 won, 2 lost, 3 cancelled (ASSUMED numbering). */
export const lotteryStatuses = { waiting: 0, won: 1, lost: 2, cancelled: 3 } as const
export const LotteryStatus = Schema.Literals([0, 1, 2, 3])
export type LotteryStatus = typeof LotteryStatus.Type

export const LotteryOrdersQuery = Schema.Struct({
  /** 1: chase orders only; 0: all (ASSUMED meaning). */
  chase: Schema.Literals([0, 1]),
  startDate: Schema.Number,
  endDate: Schema.Number,
  gameId: Schema.optional(Schema.String),
  /** An issue (draw) number. */
  numero: Schema.optional(Schema.String),
  orderStatus: Schema.optional(LotteryStatus),
  page: Schema.Number,
  size: Schema.Number,
  /** 1 Lott (the platform's lottery), 3 Elott. */
  prizeModeId: Schema.Literals([1, 3]),
  /** A lottery vendor's code; absent for all. */
  productCode: Schema.optional(Schema.String),
})
export type LotteryOrdersQuery = typeof LotteryOrdersQuery.Type

export const LotteryOrder = Schema.Struct({
  orderId: Schema.String,
  gameId: Schema.String,
  gameName: Schema.String,
  productCode: Schema.String,
  /** The issue bet on; a chase's first issue. */
  numero: Schema.String,
  playName: Schema.String,
  betContent: Schema.String,
  betAmount: Schema.Number,
  winAmount: Schema.Number,
  orderStatus: LotteryStatus,
  orderTime: Schema.Number,
  /** A chase: the same bet on several issues in a row, each a sub-order. */
  chase: Schema.Boolean,
  chaseIssues: Schema.Number,
})
export type LotteryOrder = typeof LotteryOrder.Type

export const LotteryOrderPage = Schema.Struct({
  list: Schema.Array(LotteryOrder),
  totalPages: Schema.Number,
  footer: Schema.Struct({ betAmount: Schema.Number, winAmount: Schema.Number, profitAndLoss: Schema.Number }),
})
export type LotteryOrderPage = typeof LotteryOrderPage.Type

/** One issue of an order: its draw, once drawn, and what it won. */
export const LotterySubOrder = Schema.Struct({
  subOrderId: Schema.String,
  numero: Schema.String,
  betAmount: Schema.Number,
  winAmount: Schema.Number,
  orderStatus: LotteryStatus,
  drawNumbers: Schema.NullOr(Schema.String),
})
export type LotterySubOrder = typeof LotterySubOrder.Type

export const LotteryOrderDetail = Schema.Struct({ order: LotteryOrder, subOrders: Schema.Array(LotterySubOrder) })
export type LotteryOrderDetail = typeof LotteryOrderDetail.Type

/** Cancels issues of a chase not drawn yet; their stakes come back to the main wallet. */
export const CancelSubOrdersRequest = Schema.Struct({ orderId: Schema.String, subOrderIds: Schema.Array(Schema.String) })
export type CancelSubOrdersRequest = typeof CancelSubOrdersRequest.Type
export const CancelSubOrdersResult = Schema.Struct({ refunded: Schema.Number })

/**
 * Games whose bets count less (or not at all) toward turnover (/m/gameRecordExclude, PLATFORM.md
 * §5): the request and the row are the platform's; the page count is ASSUMED.
 */
export const ExcludedGamesQuery = Schema.Struct({
  /** A vendor's code; '' for all. */
  vassalage: Schema.String,
  gameName: Schema.String,
  pageNo: Schema.Number,
  pageSize: Schema.Number,
})
export type ExcludedGamesQuery = typeof ExcludedGamesQuery.Type
export const ExcludedGame = Schema.Struct({
  gameName: Schema.String,
  gameType: Schema.String,
  vassalage: Schema.String,
  /** The share of a bet left out of turnover, in per cent. */
  excludeTurnover: Schema.Number,
})
export type ExcludedGame = typeof ExcludedGame.Type
export const ExcludedGamesPage = Schema.Struct({ dataList: Schema.Array(ExcludedGame), totalPages: Schema.Number })
/** The platform's page size for this list. */
export const excludedGamesPageSize = 13
