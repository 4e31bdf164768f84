import { http, HttpResponse } from 'msw'
import { signedBefore, signInDayOffset, signInPromotion } from '../fixtures/sign-in'
import { cycleDayOf } from '../src/domain/sign-in-cycle'
import * as endpoints from '../src/features/rewards/rewards-endpoints'
import type { LoginPromotion } from '../src/features/rewards/sign-in-schema'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

const dayMs = 86_400_000
/** The platform's day number of a moment: days since the epoch, in Manila. */
const dayOf = (time: number) => Math.floor((time + signInDayOffset) / dayMs)

/**
 * The daily sign-in (docs/harness.md "Daily sign-in"): fixtures/sign-in.ts's cycle, each member
 * starting with the scenario's days signed up to yesterday. A sign-in pays the day's bonus into the
 * main wallet; a day missed sets the days in a row back to 0. Kept per member until a harness
 * reset. It is a money call, so `serve` replays a seen idempotency key and nothing is paid twice.
 */
export const signInHandlers = ({ db, store, serve, moneyMemberOf: claimant, onReset, platformNow }: EndpointKit) => {
  /** Each member's sign-ins of this run: days in a row, and the day of the last. */
  const signed = new Map<string, { days: number; on: number }>()
  const paid: Array<{ userName: string; day: number; amount: number }> = []
  onReset(() => {
    signed.clear()
    paid.length = 0
  })

  const promotionOf = (userName: string): LoginPromotion | null => {
    const scenario = store.get().signIn
    if (scenario === 'off') return null
    const today = dayOf(platformNow())
    const last = signed.get(userName) ?? { days: signedBefore[scenario], on: today - 1 }
    return {
      promotionId: signInPromotion.promotionId,
      promotionName: signInPromotion.promotionName,
      days: signInPromotion.bonuses.map((bonus, index) => ({ day: index + 1, bonus })),
      signedDays: last.on >= today - 1 ? last.days : 0,
      signedToday: last.on === today,
      nextSignInTime: (today + 1) * dayMs - signInDayOffset,
      rulesHtml: signInPromotion.rulesHtml,
    }
  }

  return [
    /** Who signed in since the last reset, oldest first, for tests and QA. */
    http.get('*/__harness/sign-in', () => HttpResponse.json({ paid })),

    ...serve(endpoints.loginPromotion, ({ request }) => {
      const userName = claimant(request)
      return typeof userName === 'string' ? promotionOf(userName) : userName
    }),

    ...serve(endpoints.claimLoginPromotion, ({ request, body }) => {
      const userName = claimant(request)
      if (typeof userName !== 'string') return userName
      const promotion = promotionOf(userName)
      if (promotion === null || promotion.promotionId !== body.promotionId) {
        return refuse('signin.not.running', 'This sign-in promotion is not running')
      }
      if (promotion.signedToday) return refuse('signin.already', 'You have already signed in today')
      const day = cycleDayOf({ cycleLength: promotion.days.length, signedDays: promotion.signedDays, signedToday: false })
      const amount = promotion.days[day - 1]!.bonus
      signed.set(userName, { days: day, on: dayOf(platformNow()) })
      paid.push({ userName, day, amount })
      db.addToMain(userName, amount)
      return { day, claimedMoney: amount }
    }),
  ]
}
