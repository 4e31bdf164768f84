import { Effect } from 'effect'
import { recordPageSize } from '@/domain/date-range'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import type { AppServices } from '@/lib/effect/runtime'
import type { ApiError } from '@/lib/http/errors'
import { loadCurrentSalaryDays, loadCurrentSalaryHours, loadPastSalaryDays, loadPastSalaryHours, loadRealtimeSalary } from './agent-api'
import type { SalaryDay, SalaryDaysQuery, SalaryHour } from './salary-schema'
import { isAgent } from './is-agent'

/** The salary contracts whose pay the agent reads stretch by stretch: by the day, by the hour, or as bets settle (by the day). */
export type SalaryKind = 'daily' | 'hourly' | 'realtime'

/** One stretch as the salary page shows it: `id` fit for an element id, `when` as the player reads it. */
export interface SalaryPeriod extends Omit<SalaryDay, 'day'> {
  readonly id: string
  readonly when: string
}

const ofDay = ({ day, ...figures }: SalaryDay): SalaryPeriod => ({ id: day, when: day, ...figures })

/** An hour reads from its start to the next (2026-12-07 14:00–15:00). */
const ofHour = ({ hour, ...figures }: SalaryHour): SalaryPeriod => {
  const next = String((Number(hour.slice(11, 13)) + 1) % 24).padStart(2, '0')
  return { id: `${hour.slice(0, 10)}T${hour.slice(11, 13)}`, when: `${hour}–${next}:00`, ...figures }
}

/**
 * The running stretch and the last (today and yesterday, this hour and the last), each null when
 * not held. The real-time salary's call answers today alone: its yesterday is the first of the
 * earlier days.
 */
export interface CurrentSalary {
  readonly current: SalaryPeriod | null
  readonly previous: SalaryPeriod | null
}

/** A page of settled stretches as the platform answers it (days or hours). */
type PastLoad<A> = (
  query: SalaryDaysQuery,
) => Effect.Effect<{ readonly list: ReadonlyArray<A>; readonly totalPages: number }, ApiError, AppServices>

const pastPage = <A>(load: PastLoad<A>, of: (item: A) => SalaryPeriod) =>
  pagedQueryAtom((get, page) =>
    isAgent(get)
      ? Effect.map(load({ page, size: recordPageSize }), (answer) => ({
          items: answer.list.map(of),
          pageNum: page,
          totalPages: answer.totalPages,
        }))
      : null,
  )

/** Each kind's running and last stretch: asked on every visit (the running figures move as the team plays). */
export const currentSalaryQueries = {
  daily: queryAtom(
    (get) =>
      isAgent(get)
        ? Effect.map(loadCurrentSalaryDays, ({ today, yesterday }): CurrentSalary => ({
            current: today && ofDay(today),
            previous: yesterday && ofDay(yesterday),
          }))
        : null,
    { askOnEveryVisit: true },
  ),
  hourly: queryAtom(
    (get) =>
      isAgent(get)
        ? Effect.map(loadCurrentSalaryHours, ({ current, previous }): CurrentSalary => ({
            current: current && ofHour(current),
            previous: previous && ofHour(previous),
          }))
        : null,
    { askOnEveryVisit: true },
  ),
  realtime: queryAtom(
    (get) =>
      isAgent(get)
        ? Effect.map(loadRealtimeSalary({ page: 1, size: 0 }), ({ today }): CurrentSalary => ({
            current: today && ofDay(today),
            previous: null,
          }))
        : null,
    { askOnEveryVisit: true },
  ),
}

/** Each kind's settled stretches before the last, newest first, page by page. */
export const pastSalaryQueries = {
  daily: pastPage(loadPastSalaryDays, ofDay),
  hourly: pastPage(loadPastSalaryHours, ofHour),
  realtime: pastPage(loadRealtimeSalary, ofDay),
}
