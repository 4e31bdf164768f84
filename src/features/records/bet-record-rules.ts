import type { StatusTone } from '@/ui/record-list'
import { betRelays } from './records-endpoints'
import {
  betStatuses,
  lotteryStatuses,
  type BetCategory,
  type BetRecord,
  type BetStatus,
  type LotteryStatus,
  type LotterySubOrder,
} from './records-schema'

/** The betting record's rules (PLATFORM.md §5): which relay answers, what a status is called and coloured. */

/** Sports and e-lottery keep settled and unsettled bets apart: they get the switch. */
export const hasUnsettled = (category: BetCategory) => betRelays[category].unsettled !== null

export const betRelayOf = (category: BetCategory, settled: boolean) => {
  const relays = betRelays[category]
  return settled || relays.unsettled === null ? relays.settled : relays.unsettled
}

export type BetStatusName = keyof typeof betStatuses
const nameOf = new Map(Object.entries(betStatuses).map(([name, code]) => [code as BetStatus, name as BetStatusName]))
export const betStatusName = (status: BetStatus): BetStatusName => nameOf.get(status) ?? 'unsettled'

const tones: Readonly<Record<BetStatusName, StatusTone>> = {
  unsettled: 'pending',
  win: 'success',
  lose: 'failed',
  tie: 'plain',
  cancelled: 'plain',
}
export const betTone = (status: BetStatus) => tones[betStatusName(status)]

/** Sports and e-lottery bets open a detail sheet (PLATFORM.md §5). */
export const hasDetail = (bet: Pick<BetRecord, 'betDetails' | 'numero'>) => (bet.betDetails?.length ?? 0) > 0 || Boolean(bet.numero)

/** The status filter: the platform's four results, for settled bets only. */
export const statusFilter: ReadonlyArray<BetStatus> = [betStatuses.win, betStatuses.lose, betStatuses.tie, betStatuses.cancelled]

/** The betting record's tabs: the categories of the platform's report relays, and the lottery's own orders. */
export type RecordTab = BetCategory | 'LOTT'

/** A category's name: the lobby's own title of it (common namespace). */
export const categoryTitleKey: Readonly<Record<RecordTab, string>> = {
  RNG: 'titles.slots',
  LIVE: 'titles.live',
  FISH: 'titles.fish',
  PVP: 'titles.pvp',
  SPORTS: 'titles.sports',
  ELOTT: 'titles.elottery',
  LOTT: 'titles.lottery',
}

/** A lottery order's or issue's state by name (records:lottery.status.*), and its colour. */
export type LotteryStatusName = keyof typeof lotteryStatuses
const lotteryNames = new Map(Object.entries(lotteryStatuses).map(([name, code]) => [code as LotteryStatus, name as LotteryStatusName]))
export const lotteryStatusName = (status: LotteryStatus): LotteryStatusName => lotteryNames.get(status) ?? 'waiting'
const lotteryTones: Readonly<Record<LotteryStatusName, StatusTone>> = {
  waiting: 'pending',
  won: 'success',
  lost: 'failed',
  cancelled: 'plain',
}
export const lotteryTone = (status: LotteryStatus) => lotteryTones[lotteryStatusName(status)]

/** The lottery's status filter: every state an order can be in. */
export const lotteryStatusFilter: ReadonlyArray<LotteryStatus> = [
  lotteryStatuses.waiting,
  lotteryStatuses.won,
  lotteryStatuses.lost,
  lotteryStatuses.cancelled,
]

/** Only an issue still waiting for its draw can be cancelled (its stake comes back). */
export const cancellable = (sub: Pick<LotterySubOrder, 'orderStatus'>) => sub.orderStatus === lotteryStatuses.waiting
