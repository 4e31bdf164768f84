import { atom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
import { queryAtom } from '@/lib/effect/query-atom'
import { submitAtom } from '@/lib/effect/submit-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { sessionScopedAtom, sessionTokenAtom } from '@/lib/session/session-atoms'
import { applyForPromotion, claimCode, claimPromotionOf, joinPromotionById, loadPromoCodeEnabled, loadPromotions } from './promotions-api'
import type { ActivityStatus, Promotion, PromotionApplication, Promotions } from './promotions-schema'

/**
 * The promotions in the player's language, with the player's statuses: asked again when the
 * language or the session changes (a guest sees them as a newcomer would), and on every visit.
 */
export const promotionsQuery = queryAtom(
  (get) => {
    get(sessionTokenAtom)
    return loadPromotions(get(languageAtom))
  },
  { ...inLanguage(), askOnEveryVisit: true },
)

/** Whether the site takes promo codes: the operator's setting, asked once per app load. */
export const promoCodeEnabledQuery = queryAtom(() => loadPromoCodeEnabled)

/** Statuses this device changed (joined, applied, claimed), for the session they were changed in. */
const changedAtom = sessionScopedAtom<ReadonlyMap<string, ActivityStatus>>(new Map())

/** The list as the page shows it: what the member did here applied at once, over the last answer. */
export const promotionsAtom = atom((get) => {
  const statuses = get(changedAtom)
  return AsyncResult.map(get(promotionsQuery), (answer): Promotions => ({
    ...answer,
    list: answer.list.map((promotion): Promotion => {
      const status = statuses.get(promotion.promotionId)
      return status ? { ...promotion, status } : promotion
    }),
  }))
})

/** Records a promotion's new status (and asks for the list again, so the platform's word follows). */
const recordStatus = atom(null, (get, set, promotionId: string, status: ActivityStatus) => {
  set(changedAtom, new Map([...get(changedAtom), [promotionId, status]]))
})

/** Joining by sign-up: a write sent once per tap. */
export const joinAtom = submitAtom(
  (promotionId: string) => joinPromotionById(promotionId),
  (outcome, { set, input }) => set(recordStatus, input, outcome.status),
)

/** An application (comment and images): a write sent once per tap. */
export const applyAtom = submitAtom(
  (application: PromotionApplication) => applyForPromotion(application),
  (outcome, { set, input }) => set(recordStatus, input.promotionId, outcome.status),
)

/** Claiming a bonus: a money action (sent once, never retried, refused offline; the balance asked again). */
export const claimAtom = moneyAtom((promotion: Promotion) => claimPromotionOf(promotion), {
  settle: (outcome, { set, input }) => set(recordStatus, input.promotionId, outcome.status),
})

/** A promo code: a money action too, since it credits a bonus. */
export const promoCodeAtom = moneyAtom((code: string) => claimCode(code.trim()), {
  alsoRefresh: (set) => set(promotionsQuery, 'refresh'),
})

/**
 * The promo code being typed: kept in memory past the page, so a guest who taps Redeem, signs in
 * and comes back finds it still there. A redeemed code clears it.
 */
export const promoCodeDraftAtom = atom('')
