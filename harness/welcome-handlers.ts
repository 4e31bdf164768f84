import { http, HttpResponse } from 'msw'
import { registeredBefore, welcomeBonuses } from '../fixtures/welcome'
import * as endpoints from '../src/features/rewards/rewards-endpoints'
import type { WelcomeBonus } from '../src/features/rewards/welcome-schema'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

const day = 86_400_000

/**
 * The welcome bonuses (docs/harness.md "Welcome bonuses"): fixtures/welcome.ts's, for every money
 * member while the scenario's `welcomeBonus` is `new-member` (none when `none`). A claim pays the
 * bonus into the main wallet and marks it CLAIMED for that member until a harness reset. It is a
 * money call, so `serve` replays a seen idempotency key and nothing is paid twice.
 */
export const welcomeHandlers = ({ db, store, serve, moneyMemberOf: claimant, onReset, platformNow }: EndpointKit) => {
  const registeredAt = platformNow() - registeredBefore
  /** Each member's claims of this run, by promotion: when. */
  const claimed = new Map<string, Map<string, number>>()
  const paid: Array<{ userName: string; promotionId: string; amount: number }> = []
  onReset(() => {
    claimed.clear()
    paid.length = 0
  })

  const bonusesOf = (userName: string): ReadonlyArray<WelcomeBonus> => {
    if (store.get().welcomeBonus === 'none') return []
    const own = claimed.get(userName)
    return welcomeBonuses.map(({ promotionId, promotionName, bonus, claimDays }) => {
      const claimedTime = own?.get(promotionId) ?? null
      return {
        promotionId,
        promotionName,
        bonus,
        claimBefore: claimDays === null ? null : registeredAt + claimDays * day,
        status: claimedTime === null ? 'CLAIMABLE' : 'CLAIMED',
        claimedTime,
      }
    })
  }

  return [
    /** What members were paid since the last reset, oldest first, for tests and QA. */
    http.get('*/__harness/welcome', () => HttpResponse.json({ paid })),

    ...serve(endpoints.welcomeBonuses, ({ request }) => {
      const userName = claimant(request)
      return typeof userName === 'string' ? { list: bonusesOf(userName) } : userName
    }),

    ...serve(endpoints.claimWelcomeBonus, ({ request, body }) => {
      const userName = claimant(request)
      if (typeof userName !== 'string') return userName
      const bonus = bonusesOf(userName).find((entry) => entry.promotionId === body.promotionId)
      if (!bonus) return refuse('welcome.not_open', 'This bonus is not open to your account')
      if (bonus.status === 'CLAIMED') return refuse('welcome.claimed', 'This bonus has already been claimed')
      if (bonus.claimBefore !== null && bonus.claimBefore <= platformNow()) return refuse('welcome.expired', 'This bonus has expired')
      const own = claimed.get(userName) ?? new Map<string, number>()
      own.set(bonus.promotionId, platformNow())
      claimed.set(userName, own)
      paid.push({ userName, promotionId: bonus.promotionId, amount: bonus.bonus })
      db.addToMain(userName, bonus.bonus)
      return { claimedMoney: bonus.bonus }
    }),
  ]
}
