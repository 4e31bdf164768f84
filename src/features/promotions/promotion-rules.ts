import { AsyncResult } from 'effect/reactivity'
import { canDeposit, type Viewer } from '@/domain/member'
import { formatDateTime } from '@/lib/format/date-time'
import type { ActivityStatus, Promotion, PromotionCategory } from './promotions-schema'

/** What the member can do with a promotion now: join at once, apply with the form, or claim the bonus. */
export type PromotionAction = 'join' | 'apply' | 'claim'

/**
 * SPEC §6 statuses: JOIN is joined by sign-up or by application (the promotion's kind), CLAIM is
 * claimed; a REJECTED application may be sent again (ours). Every other status is where the
 * promotion stands, with nothing to do.
 */
export const actionOf = (promotion: Pick<Promotion, 'status' | 'joinKind'>): PromotionAction | null => {
  if (promotion.status === 'CLAIM') return 'claim'
  if (promotion.joinKind === 'APPLICATION') return promotion.status === 'JOIN' || promotion.status === 'REJECTED' ? 'apply' : null
  return promotion.status === 'JOIN' ? 'join' : null
}

/** The button's word: the dictionary's 'Join' or 'Claim' (SPEC §6). */
export const actionStatus = (action: PromotionAction): ActivityStatus => (action === 'claim' ? 'CLAIM' : 'JOIN')

/**
 * Who may act on a promotion (ours, after PLATFORM.md §6 "types 0–2 only" for rewards): a guest
 * logs in first and comes back to it; accounts without a real wallet (trial 4, virtual 40, 41, 42)
 * are refused with free_reject.
 */
export const actGate = (viewer: Viewer): 'login' | 'free_reject' | null => {
  if (viewer.kind === 'guest') return 'login'
  return canDeposit(viewer.type) ? null : 'free_reject'
}

/** The "All" tab, then each of the operator's categories that has a promotion, in its order. */
export const allCategory = 'ALL'
export const categoriesShown = (categories: ReadonlyArray<PromotionCategory>, list: ReadonlyArray<Pick<Promotion, 'category'>>) =>
  categories.filter((category) => list.some((promotion) => promotion.category === category.code))

export const inCategory = <P extends Pick<Promotion, 'category'>>(list: ReadonlyArray<P>, category: string) =>
  category === allCategory ? list : list.filter((promotion) => promotion.category === category)

/** 'YYYY-MM-DD' of a time, on the player's clock. */
const dayOf = (ms: number) => formatDateTime(ms).slice(0, 10)

/** The card's period: both days, or from the first day on when there is no end. */
export const periodOf = ({ startTime, endTime }: Pick<Promotion, 'startTime' | 'endTime'>) =>
  endTime === null ? { from: dayOf(startTime), to: null } : { from: dayOf(startTime), to: dayOf(endTime) }

/**
 * Whether the promo-code box shows (PLATFORM.md §6 getPromoCodeEnable): where the site takes codes.
 * Not while the answer is on its way (it would come and go); a failed ask shows it, as the platform
 * checks every code sent anyway and a player holding one is not turned away by a lost answer.
 */
export const offersPromoCodes = (enabled: AsyncResult.AsyncResult<boolean, unknown>) =>
  AsyncResult.isFailure(enabled) || AsyncResult.getOrElse(enabled, () => false)
