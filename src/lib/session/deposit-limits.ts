import { responsibleGaming } from '@/domain/deposit-limits'
import { call } from '@/lib/http/call'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyScreenAccessAtom } from './money-screen'

/**
 * Who has deposit limits to read: the money types 0, 1, 2 (the ones who deposit, PLATFORM.md §1.4)
 * on a site with RESPGAME3; the responsible-gaming screen tells the others why it asks nothing.
 */
export const responsibleAccessAtom = moneyScreenAccessAtom('RESPGAME3')

/**
 * The member's deposit limits, shared by the screen that sets them and the cashier that says what
 * they leave: one answer, so a limit just set is the one the cashier checks. Asked on every visit:
 * the period's deposits and a cooling-off day may have moved on meanwhile.
 */
export const depositLimitsQuery = queryAtom((get) => (get(responsibleAccessAtom) === 'open' ? call(responsibleGaming) : null), {
  askOnEveryVisit: true,
})
