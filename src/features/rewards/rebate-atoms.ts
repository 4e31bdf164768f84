import { perMember } from '@/lib/session/session-atoms'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { moneyScreenAccessAtom } from '@/lib/session/money-screen'
import { claimRebate, loadRebate } from './rewards-api'

/** Who may open the rebate: the money types 0, 1, 2 on a site with PLYRBT (PLATFORM.md §1.4, §5). */
export const rebateAccessAtom = moneyScreenAccessAtom('PLYRBT')

/** Asked on every visit: bets placed meanwhile have moved it. Nothing is asked unless the page is open to the viewer. */
export const rebateQuery = queryAtom((get) => (perMember(get) && get(rebateAccessAtom) === 'open' ? loadRebate : null), {
  askOnEveryVisit: true,
})

/**
 * Claim: a money action (sent once per tap, never retried, refused offline; the balance asked
 * again). The rebate is asked again whatever the answer: a payout opens a new period, and a refusal
 * means the figures on screen were no longer the platform's.
 */
export const claimRebateAtom = moneyAtom(() => claimRebate, { alsoRefresh: (set) => set(rebateQuery, 'refresh') })
