import { http, HttpResponse } from 'msw'
import { hostileHtml } from '../fixtures/hostile-html'
import {
  conversionTypeFixtures,
  mallItemFixtures,
  mallRulesHtml,
  pointConversionTerms,
  redemptionFixtures,
  type MallItemFixture,
} from '../fixtures/mall'
import { cashFor, conversionIssueOf } from '../src/domain/point-conversion'
import * as endpoints from '../src/features/mall/mall-endpoints'
import type { PointReward, RedeemStatus, Redemption } from '../src/features/mall/mall-schema'
import type { EndpointKit } from './handlers'
import { paymentPasswordRefusal, refuse } from './serve-endpoint'

/** Free-play trials may not use the mall; every other type may. */
const trialType = 4

/** A redemption made in this run. */
interface Redeemed {
  readonly userName: string
  readonly rewardId: string
  readonly row: Redemption
  /** What went to the main wallet (cash and bonus items); 0 for gifts and tickets. */
  readonly credited: number
}

/** Gifts are posted by the operator's team, so they wait; everything else is done at once. */
const statusOf = (item: MallItemFixture): RedeemStatus => (item.conversionType === 'GIFT' ? 'PENDING' : 'SUCCESS')

/**
 * The points mall (docs/harness.md "Points mall"): the tabs and items of fixtures/mall.ts, each
 * member's points and history, and the sealed redeem, which checks the payment password as the
 * withdraw does. Points and this run's redemptions are kept per member, the stock for the whole shop,
 * in memory until a harness reset; the redeem is a money call, so `serve` replays a seen idempotency
 * key and nothing is redeemed twice.
 */
export const mallHandlers = ({ db, store, serve, expired, memberOf, points, onReset, platformNow }: EndpointKit) => {
  /** This run's redemptions, oldest first. */
  const redeemed: Redeemed[] = []
  /** Points converted into cash since the last reset. */
  const converted: Array<{ userName: string; points: number; amount: number }> = []
  let sequence = 0
  onReset(() => {
    redeemed.length = 0
    converted.length = 0
    sequence = 0
  })

  const pointsOf = points.balanceOf
  const redeemedBy = (userName: string) => redeemed.filter((entry) => entry.userName === userName)
  /** How many of an item a member holds: the fixture history's (not the rejected ones) and this run's. */
  const countOf = (userName: string, rewardId: string) =>
    (redemptionFixtures[userName] ?? [])
      .filter((row) => row.rewardId === rewardId && row.status !== 'REJECTED')
      .reduce((sum, row) => sum + row.quantity, 0) +
    redeemedBy(userName)
      .filter((entry) => entry.rewardId === rewardId)
      .reduce((sum, entry) => sum + entry.row.quantity, 0)
  /** What is left of an item in the shop (all members' redemptions of this run taken off); null: no limit. */
  const stockOf = (item: MallItemFixture) =>
    item.stock === null
      ? null
      : item.stock - redeemed.filter((entry) => entry.rewardId === item.rewardId).reduce((sum, entry) => sum + entry.row.quantity, 0)

  const itemAt = (item: MallItemFixture, userName: string): PointReward => ({
    rewardId: item.rewardId,
    rewardName: item.rewardName,
    conversionType: item.conversionType,
    points: item.points,
    imageUrl: item.imageUrl,
    cashValue: item.cashValue,
    stock: stockOf(item),
    perMemberLimit: item.perMemberLimit,
    redeemedCount: countOf(userName, item.rewardId),
    description: item.description,
  })

  /** The member who may use the mall, or the refusal. */
  const shopper = (request: Request) => {
    const account = memberOf(request)
    if (!account) return expired()
    if (account.member.type === trialType) return refuse('free_reject', 'free-play account restriction')
    return account
  }

  return [
    /** What members redeemed since the last reset, oldest first, for tests and QA. */
    http.get('*/__harness/mall', () =>
      HttpResponse.json({
        redemptions: redeemed.map(({ userName, rewardId, row, credited }) => ({
          userName,
          rewardId,
          quantity: row.quantity,
          points: row.points,
          status: row.status,
          credited,
        })),
        conversions: converted,
      }),
    ),

    ...serve(endpoints.pointConfig, ({ request }) => {
      const account = shopper(request)
      if (account instanceof Response) return account
      const scenario = store.get()
      // Scenario hostileHtml: the rules end with every hostile payload.
      const hostile = scenario.hostileHtml ? hostileHtml.map((payload) => payload.html).join('') : ''
      return {
        mallEnabled: scenario.mallEnabled,
        rulesHtml: `${mallRulesHtml}${hostile}`,
        conversion: scenario.pointConversion ? pointConversionTerms : null,
      }
    }),

    ...serve(endpoints.pointBalance, ({ request }) => {
      const account = shopper(request)
      if (account instanceof Response) return account
      return { pointBalance: pointsOf(account.member.userName) }
    }),

    // The names are English whatever the language asked.
    ...serve(endpoints.conversionTypes, ({ request }) => {
      const account = shopper(request)
      if (account instanceof Response) return account
      return conversionTypeFixtures
    }),

    ...serve(endpoints.pointRewards, ({ request, query }) => {
      const account = shopper(request)
      if (account instanceof Response) return account
      return mallItemFixtures
        .filter((item) => item.conversionType === query.conversionType)
        .map((item) => itemAt(item, account.member.userName))
    }),

    ...serve(endpoints.redeemList, ({ request, query }) => {
      const account = shopper(request)
      if (account instanceof Response) return account
      const userName = account.member.userName
      const now = platformNow()
      const rows: Redemption[] = [
        ...redeemedBy(userName)
          .map((entry) => entry.row)
          .reverse(),
        ...(redemptionFixtures[userName] ?? []).map(({ redeemId, rewardName, quantity, points: spent, redeemedIn, status }) => ({
          redeemId,
          rewardName,
          quantity,
          points: spent,
          redeemTime: now + redeemedIn,
          status,
        })),
      ]
      // Pages count from 1.
      const size = query.size > 0 ? Math.floor(query.size) : 10
      const from = (Math.max(1, Math.floor(query.page)) - 1) * size
      return { list: rows.slice(from, from + size), totalPages: Math.ceil(rows.length / size) }
    }),

    ...serve(endpoints.redeem, async ({ request, body }) => {
      const account = shopper(request)
      if (account instanceof Response) return account
      const userName = account.member.userName
      const passwordRefusal = paymentPasswordRefusal(account.paymentPassword, body.password)
      if (passwordRefusal) return passwordRefusal
      const item = mallItemFixtures.find((entry) => entry.rewardId === body.rewardId)
      if (!item) return refuse('mall.reward.not.found', 'This item is no longer available')
      const quantity = body.quantity
      if (!Number.isInteger(quantity) || quantity < 1) return refuse('mall.quantity.invalid', 'Invalid quantity')
      const stock = stockOf(item)
      if (stock !== null && stock < quantity) return refuse('mall.out.of.stock', 'This item is out of stock')
      if (item.perMemberLimit !== null && countOf(userName, item.rewardId) + quantity > item.perMemberLimit) {
        return refuse('mall.limit.reached', 'You have reached the limit for this item')
      }
      const spent = item.points * quantity
      const balance = pointsOf(userName)
      if (spent > balance) return refuse('mall.points.insufficient', 'Not enough points')

      const redeemId = `RP-${String(platformNow()).slice(-6)}${String(++sequence).padStart(3, '0')}`
      const pointBalance = points.spend(userName, spent, { orderNo: redeemId, remark: item.rewardName })
      const credited = item.cashValue === null ? 0 : item.cashValue * quantity
      redeemed.push({
        userName,
        rewardId: item.rewardId,
        credited,
        row: { redeemId, rewardName: item.rewardName, quantity, points: spent, redeemTime: platformNow(), status: statusOf(item) },
      })
      // Cash and bonus items go to the main wallet, as the reward centre's claims do (one wallet in the harness).
      if (credited > 0) await db.addToMain(userName, credited)
      return { redeemId, pointBalance }
    }),

    // Sealed and money: the points go, the cash reaches the main wallet once (a seen key replays).
    ...serve(endpoints.convert, async ({ request, body }) => {
      const account = shopper(request)
      if (account instanceof Response) return account
      const userName = account.member.userName
      if (!store.get().pointConversion) return refuse('mall.conversion.closed', 'Points cannot be converted now')
      const passwordRefusal = paymentPasswordRefusal(account.paymentPassword, body.password)
      if (passwordRefusal) return passwordRefusal
      const balance = pointsOf(userName)
      const issue = conversionIssueOf(String(body.points), balance, pointConversionTerms)
      if (issue === 'over_balance') return refuse('mall.points.insufficient', 'Not enough points')
      if (issue) return refuse('mall.conversion.invalid', 'Points cannot be converted in that amount')
      const amount = cashFor(body.points, pointConversionTerms)
      const pointBalance = points.spend(userName, body.points, {
        orderNo: `PC-${String(platformNow()).slice(-6)}${String(++sequence).padStart(3, '0')}`,
        remark: `Converted into ₱${amount.toFixed(2)}`,
      })
      converted.push({ userName, points: body.points, amount })
      await db.addToMain(userName, amount)
      return { amount, pointBalance }
    }),
  ]
}
