import { Schema } from 'effect'
import { Count } from './agent-schema'

/**
 * The salary contracts' pay, read stretch by stretch: the daily salary here, then the hourly and the
 * real-time salary.
 *
 * Daily salary (ours: /m/member/agent/dailySalary; SPEC §7 "Agent" names ODSFE2_CurrentDailySalary and
 * ODSFE2_QueryDailySalary, PLATFORM.md §8 "daily salary"): what the agent's daily salary contract
 * pays them for each day of their team's play. The platform settles a day after it ends, so the
 * agent only reads the figures here; nothing is paid from this page. No request or answer is public
 * (PLATFORM.md §9), so every shape here is ASSUMED (docs/api-contract.md "Daily salary").
 */

/** ASSUMED: a day's state. `accruing` while it runs (the figures so far); `paid` once the platform has settled it. */
export const SalaryDayStatus = Schema.Literals(['accruing', 'paid'])
export type SalaryDayStatus = typeof SalaryDayStatus.Type

/**
 * ASSUMED: what a salary contract pays for one stretch of a team's play (a day, or an hour).
 * `teamBet` is the team's valid bets in it (the contract's turnover), `activeMembers` the members
 * who bet; the rate is the highest tier of the contract both reach (0 for none), and the salary is
 * the turnover times the rate, to the cent. A settled stretch that reached no tier is `paid` with 0.
 */
const salaryFigures = {
  teamBet: Schema.Number,
  activeMembers: Count,
  rate: Schema.Number,
  salary: Schema.Number,
  status: SalaryDayStatus,
}

/** ASSUMED: one day of a team's daily salary, in the player's time (`day` as YYYY-MM-DD). */
export const SalaryDay = Schema.Struct({ day: Schema.String, ...salaryFigures })
export type SalaryDay = typeof SalaryDay.Type

/** ASSUMED (ODSFE2_CurrentDailySalary): today and yesterday; both null without a daily salary contract. */
export const CurrentSalaryDays = Schema.Struct({
  today: Schema.NullOr(SalaryDay),
  yesterday: Schema.NullOr(SalaryDay),
})
export type CurrentSalaryDays = typeof CurrentSalaryDays.Type

/**
 * ASSUMED (ODSFE2_QueryDailySalary): the settled days before yesterday while the contract was in
 * force, newest first, a page at a time (at most 90 days back, as the records).
 */
export const SalaryDaysQuery = Schema.Struct({ page: Schema.Number, size: Schema.Number })
export type SalaryDaysQuery = typeof SalaryDaysQuery.Type
export const SalaryDaysPage = Schema.Struct({ list: Schema.Array(SalaryDay), totalPages: Count })
export type SalaryDaysPage = typeof SalaryDaysPage.Type

/**
 * Hourly salary (ours: /m/member/agent/hourlySalary; PLATFORM.md §8 "hourly" names
 * ODSFE2_hourSalRec and ODSFE2_getHourSalaryDisburseRec): what the agent's hourly salary contract
 * pays for each hour of the team's play, settled when the hour ends. ASSUMED as the daily salary:
 * one hour in the player's time (`hour` as YYYY-MM-DD HH:00, its start), the same figures.
 */
export const SalaryHour = Schema.Struct({ hour: Schema.String, ...salaryFigures })
export type SalaryHour = typeof SalaryHour.Type

/** ASSUMED (ODSFE2_hourSalRec): this hour and the last; both null without an hourly salary contract. */
export const CurrentSalaryHours = Schema.Struct({
  current: Schema.NullOr(SalaryHour),
  previous: Schema.NullOr(SalaryHour),
})
export type CurrentSalaryHours = typeof CurrentSalaryHours.Type

/**
 * ASSUMED (ODSFE2_getHourSalaryDisburseRec, the same query as the days'): the settled hours before
 * the last while the contract was in force, newest first, a page at a time, at most 7 days back.
 */
export const SalaryHoursPage = Schema.Struct({ list: Schema.Array(SalaryHour), totalPages: Count })
export type SalaryHoursPage = typeof SalaryHoursPage.Type

/** How far back the settled hours go (ASSUMED), in days. */
export const salaryHoursKeptDays = 7

/**
 * Real-time salary (ours: /m/member/agent/realtimeSalary; PLATFORM.md §8 "real-time" names
 * ODSFE2_getRealTimeSalary alone): the real-time contract pays a share of each of the team's bets
 * as it settles, at the rate the day's turnover and active members have reached by then, so a day's
 * salary is paid as it runs and may be less than its turnover times the rate it ends on. ASSUMED,
 * the one call for both parts, as the SPEC's team KPI is asked with size 0 for its totals alone:
 * `today` is the day so far (null without a real-time contract) and `list` the days before it while
 * the contract was in force, newest first, a page at a time, as far back as the records (size 0:
 * none of them).
 */
export const RealtimeSalaryPage = Schema.Struct({
  today: Schema.NullOr(SalaryDay),
  list: Schema.Array(SalaryDay),
  totalPages: Count,
})
export type RealtimeSalaryPage = typeof RealtimeSalaryPage.Type
