import { submitAtom } from '@/lib/effect/submit-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyScreenAccessAtom } from '@/lib/session/money-screen'
import { loadResponsibleGaming, selfExclude, setDepositLimit } from './responsible-api'
import type { SelfExcludeRequest, SetDepositLimitRequest } from './responsible-schema'

/**
 * Who may open the screen: the money types 0, 1, 2 (the ones who deposit, PLATFORM.md §1.4) on a
 * site with RESPGAME3; others are told why and nothing is asked.
 */
export const responsibleAccessAtom = moneyScreenAccessAtom('RESPGAME3')

/** Asked on every visit: the period's deposits and a cooling-off day may have moved on meanwhile. */
export const responsibleGamingQuery = queryAtom((get) => (get(responsibleAccessAtom) === 'open' ? loadResponsibleGaming : null), {
  askOnEveryVisit: true,
})

/** A new limit: sent once per tap, never retried; then the limits asked again, as the platform now has them. */
export const setDepositLimitAtom = submitAtom(
  (request: SetDepositLimitRequest) => setDepositLimit(request),
  (_answer, { set }) => set(responsibleGamingQuery, 'refresh'),
)

/** The self-exclusion: sent once, never retried; once it holds, the platform has ended the session. */
export const selfExcludeAtom = submitAtom((request: SelfExcludeRequest) => selfExclude(request))
