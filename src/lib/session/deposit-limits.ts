import { responsibleGaming } from '@/domain/deposit-limits'
import { call } from '@/lib/http/call'
import { queryAtom } from '@/lib/effect/query-atom'
import { responsibleAccessAtom } from './money-screen'

/**
 * The member's deposit limits, shared by the screen that sets them and the cashier that says what
 * they leave: one answer, so a limit just set is the one the cashier checks. Asked on every visit:
 * the period's deposits and a cooling-off day may have moved on meanwhile.
 */
export const depositLimitsQuery = queryAtom((get) => (get(responsibleAccessAtom) === 'open' ? call(responsibleGaming) : null), {
  askOnEveryVisit: true,
})
