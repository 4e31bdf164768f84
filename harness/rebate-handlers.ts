import { http, HttpResponse } from 'msw'
import { belowMinimumBets, lastClaimBefore, rebateLines, rebateMinimum } from '../fixtures/rebate'
import * as endpoints from '../src/features/rewards/rewards-endpoints'
import type { Rebate } from '../src/features/rewards/rebate-schema'
import type { Scenario } from './scenario'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

const cents = (amount: number) => Math.round(amount * 100) / 100

/** Each line's valid bets as the scenario plays them. */
const betsOf = (scenario: Scenario['rebate'], gameType: string, fixture: number) =>
  scenario === 'earned' ? fixture : scenario === 'below-minimum' ? (belowMinimumBets[gameType] ?? 0) : 0

/**
 * The rebate claimed by hand (docs/harness.md "Rebate"): fixtures/rebate.ts's rates and bets, the
 * scenario's `rebate` choosing the bets. A claim pays everything into the main wallet and opens a
 * new period with no bets, kept per member until a harness reset. It is a money call, so `serve`
 * replays a seen idempotency key and nothing is paid twice.
 */
export const rebateHandlers = ({ db, store, serve, moneyMemberOf: claimant, onReset, platformNow }: EndpointKit) => {
  const startedAt = platformNow()
  /** Each member's claim of this run, in ms. */
  const claimedAt = new Map<string, number>()
  const paid: Array<{ userName: string; amount: number }> = []
  onReset(() => {
    claimedAt.clear()
    paid.length = 0
  })

  const rebateOf = (userName: string): Rebate => {
    const claimed = claimedAt.get(userName)
    const scenario = store.get().rebate
    const list = rebateLines.map((line) => {
      const validBet = claimed === undefined ? betsOf(scenario, line.gameType, line.validBet) : 0
      return { ...line, validBet, rebateAmount: cents((validBet * line.rebateRate) / 100) }
    })
    return {
      list,
      totalRebate: cents(list.reduce((sum, line) => sum + line.rebateAmount, 0)),
      minClaimAmount: rebateMinimum,
      lastClaimTime: claimed ?? startedAt - lastClaimBefore,
    }
  }

  return [
    /** What members were paid since the last reset, oldest first, for tests and QA. */
    http.get('*/__harness/rebate', () => HttpResponse.json({ paid })),

    ...serve(endpoints.rebate, ({ request }) => {
      const userName = claimant(request)
      return typeof userName === 'string' ? rebateOf(userName) : userName
    }),

    ...serve(endpoints.rebateDisburse, ({ request }) => {
      const userName = claimant(request)
      if (typeof userName !== 'string') return userName
      const { totalRebate } = rebateOf(userName)
      if (totalRebate <= 0) return refuse('rebate.none', 'There is no rebate to claim')
      if (totalRebate < rebateMinimum) return refuse('rebate.below.minimum', 'The rebate is below the minimum to claim')
      claimedAt.set(userName, platformNow())
      paid.push({ userName, amount: totalRebate })
      db.addToMain(userName, totalRebate)
      return { amount: totalRebate }
    }),
  ]
}
