import { perMember } from '@/lib/session/session-atoms'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { claimWelcome, loadWelcomeBonuses } from './rewards-api'
import { rewardsAllowedAtom } from './rewards-atoms'

/**
 * The member's welcome bonuses: asked on every visit (one may have run out meanwhile), by their
 * page and the reward centre's link to it; only for the money types 0, 1, 2.
 */
export const welcomeQuery = queryAtom((get) => (perMember(get) && get(rewardsAllowedAtom) ? loadWelcomeBonuses : null), {
  askOnEveryVisit: true,
})

/**
 * Claims one welcome bonus: a money action (sent once per tap, never retried, refused offline; the
 * balance asked again), after whose every answer the bonuses are asked again.
 */
export const claimWelcomeAtom = moneyAtom(claimWelcome, { alsoRefresh: (set) => set(welcomeQuery, 'refresh') })
