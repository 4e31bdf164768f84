import { describe, expect, it } from 'vitest'
import {
  betRelayOf,
  betStatusName,
  betTone,
  cancellable,
  hasDetail,
  hasUnsettled,
  lotteryStatusName,
  lotteryTone,
} from './bet-record-rules'

describe('betting record rules', () => {
  it.each([
    ['RNG', true, 'ODSFE2_RNGOrders'],
    ['RNG', false, 'ODSFE2_RNGOrders'],
    ['LIVE', true, 'ODSFE2_LiveOrders'],
    ['FISH', true, 'ODSFE2_FishOrders'],
    ['PVP', true, 'ODSFE2_PvPOrders'],
    ['SPORTS', true, 'ODSFE2_SportsSettOrders'],
    ['SPORTS', false, 'ODSFE2_SportsUnsettOrders'],
    ['ELOTT', true, 'ODSFE2_ElottSettledOrders'],
    ['ELOTT', false, 'ODSFE2_ElottUnsettledOrders'],
  ] as const)('%s, settled %s, asks %s', (category, settled, relay) => {
    expect(betRelayOf(category, settled)).toBe(relay)
  })

  it('only sports and e-lottery have an unsettled switch', () => {
    expect((['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT'] as const).filter(hasUnsettled)).toEqual(['SPORTS', 'ELOTT'])
  })

  it.each([
    [0, 'unsettled', 'pending'],
    [1, 'win', 'success'],
    [2, 'lose', 'failed'],
    [3, 'tie', 'plain'],
    [4, 'cancelled', 'plain'],
  ] as const)('status %i is %s, coloured %s', (status, name, tone) => {
    expect([betStatusName(status), betTone(status)]).toEqual([name, tone])
  })

  it('sports lines or a lottery draw open a detail; a slot spin does not', () => {
    expect(hasDetail({ betDetails: [], numero: null })).toBe(false)
    expect(hasDetail({ numero: '20261125-001' })).toBe(true)
    expect(
      hasDetail({
        betDetails: [
          {
            enBetPosName: 'Over',
            hdp: null,
            enBetTypeName: 'O/U',
            enMatchName: 'A vs B',
            enLeagueName: 'L',
            halfScore: null,
            fullScore: null,
            firstGoal: null,
            lastGoal: null,
          },
        ],
      }),
    ).toBe(true)
  })
})

describe('lottery order rules', () => {
  it.each([
    [0, 'waiting', 'pending', true],
    [1, 'won', 'success', false],
    [2, 'lost', 'failed', false],
    [3, 'cancelled', 'plain', false],
  ] as const)('state %i is %s, %s, cancellable %s', (status, name, tone, canCancel) => {
    expect(lotteryStatusName(status)).toBe(name)
    expect(lotteryTone(status)).toBe(tone)
    expect(cancellable({ orderStatus: status })).toBe(canCancel)
  })
})
