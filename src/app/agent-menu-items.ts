import { canDeposit, getsContractPrompts, type Viewer } from '@/domain/member'
import type { ModuleId } from '@/domain/feature-flags'
import { href, paths } from '@/lib/routes/paths'
import { depositPath, inboxPath, type Entry } from './entry-rules'

/**
 * Agent home's menu (SPEC §2 "Agent home", issue 15). Apart from entry-rules.ts so that only agent
 * home's chunk carries it.
 */

export type AgentMenuItemId =
  | 'team_overview'
  | 'team_pnl'
  | 'my_team'
  | 'team_betting'
  | 'agent_account_record'
  | 'agent_rebate'
  | 'team_rebate'
  | 'open_account'
  | 'red_rain'
  | 'dividend'
  | 'daily_salary'
  | 'hourly_salary'
  | 'realtime_salary'
  | 'salary_contract'
  | 'dividend_contract'
  | 'hourly_contract'
  | 'realtime_contract'
  | 'agent_announcements'
  | 'inbox'
  | 'team_mail'
  | 'deposit'
  | 'withdraw'
  | 'customer_service'
  | 'home'

/** What an item's badge counts (SPEC §2: agent announcements and inbox carry unread badges). */
export type AgentBadge = 'agent_notices' | 'inbox'

interface AgentMenuEntry {
  readonly id: AgentMenuItemId
  readonly entry: Entry
  /**
   * The whitelabel key that shows it. The SPEC says each item follows "its key" without naming the
   * keys; this pairing of the SPEC's module IDs with the agent screens is ours (docs/api-contract.md
   * "Agent"). No key: always shown (online service, home) or shown by member type (money).
   */
  readonly flag?: ModuleId
  readonly badge?: AgentBadge
  /** Money pages: only for the types that may move money (PLATFORM.md §1.4: 1 and 2, not 41, 42). */
  readonly money?: true
  /** Contracts: only for the types that have them (SPEC §4: not 41, 42). */
  readonly contract?: true
}

const go = (to: string): Entry => ({ kind: 'go', to })

/** The menu's order: the team first, then money to and from it, contracts, messages, the way out. */
const agentMenu: ReadonlyArray<AgentMenuEntry> = [
  { id: 'team_overview', entry: go(paths.agentTeamOverview), flag: 'AGEINFO3' },
  { id: 'team_pnl', entry: go(paths.agentTeamPnl), flag: 'AGEINFO3' },
  { id: 'my_team', entry: go(paths.memberTeam), flag: 'AGEDOWNMAN3' },
  { id: 'team_betting', entry: go(paths.teamBetting), flag: 'MEMTRANS3' },
  { id: 'agent_account_record', entry: go(href('transactionRecord', { types: 'A' })), flag: 'MEMTRANS3' },
  { id: 'agent_rebate', entry: go(paths.agentRebate), flag: 'COMM3' },
  { id: 'team_rebate', entry: go(paths.teamRebate), flag: 'COMM3' },
  { id: 'open_account', entry: go(paths.agentRegister), flag: 'AFFMAN3' },
  { id: 'red_rain', entry: go(paths.redRain), flag: 'AGEDOWNMAN3' },
  // SPEC §2: dividend only when dividend is shown, i.e. the site signs dividend contracts.
  { id: 'dividend', entry: go(paths.dividend), flag: 'SIGNCONDIV3', contract: true },
  // Ours: what the daily salary contract pays, day by day (the SPEC's ODSFE2_CurrentDailySalary, _QueryDailySalary).
  { id: 'daily_salary', entry: go(paths.dailySalary), flag: 'DAILYSALCONT3', contract: true },
  { id: 'salary_contract', entry: go(paths.salaryContract), flag: 'DAILYSALCONT3', contract: true },
  { id: 'dividend_contract', entry: go(paths.dividendContract), flag: 'SIGNCONDIV3', contract: true },
  // Ours: what the hourly salary contract pays, hour by hour (PLATFORM.md §8 ODSFE2_hourSalRec, _getHourSalaryDisburseRec).
  { id: 'hourly_salary', entry: go(paths.hourlySalary), flag: 'HOURSAL3', contract: true },
  { id: 'hourly_contract', entry: go(paths.hourlyContract), flag: 'HOURSAL3', contract: true },
  // Ours: what the real-time salary contract pays, day by day (PLATFORM.md §8 ODSFE2_getRealTimeSalary).
  { id: 'realtime_salary', entry: go(paths.realtimeSalary), flag: 'RTSALARY3', contract: true },
  { id: 'realtime_contract', entry: go(paths.realtimeContract), flag: 'RTSALARY3', contract: true },
  { id: 'agent_announcements', entry: go(href('memberNotice', { types: 'A' })), flag: 'AGEANNOUNCE3', badge: 'agent_notices' },
  { id: 'inbox', entry: go(inboxPath), flag: 'INBOX3', badge: 'inbox' },
  // Mail to the team (PLATFORM.md §7 outbox).
  { id: 'team_mail', entry: go(paths.teamMail), flag: 'OUTBOX3' },
  { id: 'deposit', entry: go(depositPath), money: true },
  { id: 'withdraw', entry: go(paths.withdraw), money: true },
  // SPEC §2: online service is always shown.
  { id: 'customer_service', entry: { kind: 'chat' } },
  { id: 'home', entry: go(paths.home) },
]

/** SPEC §2 agent home: the items this agent's site and type show, in the menu's order. */
export const agentMenuItems = (input: {
  readonly viewer: Viewer
  readonly flags: ReadonlySet<ModuleId>
}): ReadonlyArray<{ readonly id: AgentMenuItemId; readonly entry: Entry; readonly badge?: AgentBadge }> => {
  const { viewer, flags } = input
  if (viewer.kind !== 'agent') return []
  return agentMenu
    .filter((item) => item.flag === undefined || flags.has(item.flag))
    .filter((item) => !item.money || canDeposit(viewer.type))
    .filter((item) => !item.contract || getsContractPrompts(viewer.type))
    .map(({ id, entry, badge }) => (badge ? { id, entry, badge } : { id, entry }))
}
