import { http, HttpResponse } from 'msw'
import { hostileHtml } from '../fixtures/hostile-html'
import { promoCodes, promotionCategories, promotionFixtures, startingStatus, type PromotionFixture } from '../fixtures/promotions'
import * as endpoints from '../src/features/promotions/promotions-endpoints'
import { applyImageMaxBytes, type ActivityStatus, type Promotion } from '../src/features/promotions/promotions-schema'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/** The platform's cap on an application image (SPEC §9). */
const maxImageBytes = applyImageMaxBytes

/** Bytes a base64 string (a data: URL prefix allowed) decodes to, counted without decoding. */
const decodedSize = (base64: string) => {
  const data = base64.slice(base64.indexOf(',') + 1).replace(/\s/g, '')
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding)
}

/** A fixture as the list answers it, at `now` with this status (the reason only when rejected). */
const promotionAt = (promotion: PromotionFixture, status: ActivityStatus, now: number): Promotion => ({
  promotionId: promotion.promotionId,
  promotionName: promotion.promotionName,
  promotionType: promotion.promotionType,
  category: promotion.category,
  bannerUrl: promotion.bannerUrl,
  startTime: now + promotion.startsIn,
  endTime: promotion.endsIn === null ? null : now + promotion.endsIn,
  status,
  joinKind: promotion.joinKind,
  remark: promotion.remark,
  ...(status === 'REJECTED' ? { rejectReason: promotion.rejectReason ?? null } : {}),
  ...(promotion.bonus ? { bonus: promotion.bonus } : {}),
})

/** Member types that may claim a bonus (players and agents); trials and free play may not. */
const claimingTypes = new Set<number>([0, 1, 2])

/**
 * Promotions (docs/harness.md "Promotions"): the list with each member's statuses, joining,
 * applying and claiming, and promo codes. A member's changes live in memory until a harness reset;
 * until they act, a member sees the fixture's starting statuses (fixtures/promotions.ts
 * `startingStatus`). Claims are money calls: `serve` replays a seen idempotency key, so nothing is
 * claimed twice.
 */
export const promotionsHandlers = ({ db, store, serve, expired, memberOf, onReset, platformNow }: EndpointKit) => {
  /** Statuses changed by each member, by userName then promotionId. */
  const changed = new Map<string, Map<string, ActivityStatus>>()
  const applications: Array<{
    userName: string
    promotionId: string
    comment: string
    imageCount: number
    imageSizes: number[]
  }> = []
  const claims: Array<{ userName: string; promotionId: string; amount: number }> = []
  const codes: Array<{ userName: string; promoCode: string; amount: number }> = []
  onReset(() => {
    changed.clear()
    applications.length = 0
    claims.length = 0
    codes.length = 0
  })

  const statusOf = (userName: string | undefined, promotionId: string) => {
    const promotion = promotionFixtures.find((entry) => entry.promotionId === promotionId)
    if (!promotion) return undefined
    return (userName ? changed.get(userName)?.get(promotionId) : undefined) ?? startingStatus(promotion, userName)
  }
  const setStatus = (userName: string, promotionId: string, status: ActivityStatus) => {
    const own = changed.get(userName) ?? new Map<string, ActivityStatus>()
    own.set(promotionId, status)
    changed.set(userName, own)
  }
  const fixtureOf = (promotionId: string) => promotionFixtures.find((entry) => entry.promotionId === promotionId)
  const notFound = () => refuse('promotion.not.found', 'Unknown error')

  /**
   * A claim credits the promotion's bonus once. A raffle is claimed by its own call (PLATFORM.md §6
   * MCSFE_claimRafflePromotion), any other by the express claim; (A) the other call is refused.
   */
  const claim = (request: Request, promotionId: string, call: 'express' | 'raffle') => {
    const account = memberOf(request)
    if (!account) return expired()
    if (!claimingTypes.has(account.member.type)) return refuse('free_reject', 'free-play account restriction')
    const userName = account.member.userName
    const promotion = fixtureOf(promotionId)
    if (!promotion) return notFound()
    const status = statusOf(userName, promotion.promotionId)
    if (status === 'CLAIMED') return refuse('promotion.already.claimed', 'Unknown error')
    const raffle = promotion.promotionType === 'RAFFLE'
    if (status !== 'CLAIM' || raffle !== (call === 'raffle')) {
      return refuse('promotion.not.claimable', 'no permission or feature temporarily unavailable')
    }
    const claimedMoney = promotion.claimedMoney ?? 0
    setStatus(userName, promotion.promotionId, 'CLAIMED')
    claims.push({ userName, promotionId: promotion.promotionId, amount: claimedMoney })
    if (claimedMoney > 0) db.addToMain(userName, claimedMoney)
    return { status: 'CLAIMED' as const, claimedMoney }
  }

  return [
    /** What members applied for, claimed and redeemed since the last reset, oldest first, for tests and QA. */
    http.get('*/__harness/promotions', () => HttpResponse.json({ applications, claims, codes })),

    ...serve(endpoints.promotions, ({ request }) => {
      const userName = memberOf(request)?.member.userName
      const now = platformNow()
      const hostile = store.get().hostileHtml
      return {
        categories: promotionCategories,
        list: promotionFixtures.map((promotion, index) => {
          const shown = promotionAt(promotion, statusOf(userName, promotion.promotionId) ?? 'JOIN', now)
          // Scenario hostileHtml: promotion number i carries hostile payload i after its rules.
          return hostile ? { ...shown, remark: `${shown.remark}${hostileHtml[index % hostileHtml.length]?.html ?? ''}` } : shown
        }),
      }
    }),

    ...serve(endpoints.joinPromotion, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const userName = account.member.userName
      const promotion = fixtureOf(body.promotionId)
      if (!promotion) return notFound()
      if (statusOf(userName, promotion.promotionId) !== 'JOIN' || promotion.joinKind !== 'SIGN_UP') {
        return refuse('promotion.not.joinable', 'no permission or feature temporarily unavailable')
      }
      setStatus(userName, promotion.promotionId, 'JOINED')
      return { status: 'JOINED' as const }
    }),

    ...serve(endpoints.applyPromotion, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const userName = account.member.userName
      const promotion = fixtureOf(body.promotionId)
      if (!promotion) return notFound()
      const status = statusOf(userName, promotion.promotionId)
      if (!((status === 'JOIN' && promotion.joinKind === 'APPLICATION') || status === 'REJECTED')) {
        return refuse('promotion.not.joinable', 'no permission or feature temporarily unavailable')
      }
      const imageSizes = body.images.map(decodedSize)
      if (imageSizes.some((size) => size > maxImageBytes)) return refuse('promotion.image.too.large', 'Unknown error')
      applications.push({ userName, promotionId: promotion.promotionId, comment: body.comment, imageCount: imageSizes.length, imageSizes })
      setStatus(userName, promotion.promotionId, 'APPLYING')
      return { status: 'APPLYING' as const }
    }),

    ...serve(endpoints.claimPromotion, ({ request, body }) => claim(request, body.promotionId, 'express')),
    ...serve(endpoints.claimRafflePromotion, ({ request, body }) => claim(request, body.promotionId, 'raffle')),

    /** Asked with or without a session (ASSUMED): the operator's setting, not the member's. */
    ...serve(endpoints.promoCodeEnabled, () => store.get().promoCodes),
    ...serve(endpoints.claimPromoCode, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!store.get().promoCodes) return refuse('#543 function.not.available', 'no permission or feature temporarily unavailable')
      const userName = account.member.userName
      const promoCode = body.promoCode.trim().toUpperCase()
      const code = promoCodes[promoCode]
      if (!code) return refuse('promo.code.invalid', 'Unknown error')
      if (codes.some((used) => used.userName === userName && used.promoCode === promoCode)) {
        return refuse('promo.code.used', 'Unknown error')
      }
      codes.push({ userName, promoCode, amount: code.claimedMoney })
      db.addToMain(userName, code.claimedMoney)
      return { promotionName: code.promotionName, claimedMoney: code.claimedMoney }
    }),
  ]
}
