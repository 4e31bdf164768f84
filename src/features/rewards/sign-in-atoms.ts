import { perMember } from '@/lib/session/session-atoms'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { loadLoginPromotion, signInToday } from './rewards-api'
import { rewardsAllowedAtom } from './rewards-atoms'

/**
 * The LOGIN promotion and the member's place in its cycle: asked on every visit (a day may have
 * turned meanwhile), by the sign-in page and the reward centre's link to it. Nothing is asked
 * unless the viewer may claim rewards (the money types 0, 1, 2).
 */
export const signInQuery = queryAtom((get) => (perMember(get) && get(rewardsAllowedAtom) ? loadLoginPromotion : null), {
  askOnEveryVisit: true,
})

/**
 * Today's sign-in: a money action (sent once per tap, never retried, refused offline; the balance
 * asked again). The promotion is asked again whatever the answer: signed, the day moves on; a
 * refusal means the day on screen was no longer the platform's.
 */
export const signInAtom = moneyAtom(signInToday, { alsoRefresh: (set) => set(signInQuery, 'refresh') })
