import { describe, expect, it } from 'vitest'
import { remarkOf, rowTypeOf, searchesMembers, transactionTypesFor } from './account-record-rules'

const every = new Set(['PLYRBT', 'REFERRAL3', 'PTSYS3'])

describe('account record rules', () => {
  it.each([
    [
      0,
      every,
      [
        '',
        'deposit',
        'withdraw',
        'betting',
        'winning',
        'dividend',
        'betting_rebate',
        'share_bonus',
        'daily_wage',
        'hour_wage',
        'referral_rebate',
        'point',
        'other',
      ],
    ],
    [
      1,
      every,
      [
        '',
        'deposit',
        'withdraw',
        'betting',
        'winning',
        'dividend',
        'betting_rebate',
        'agent_rebate',
        'share_bonus',
        'daily_wage',
        'hour_wage',
        'referral_rebate',
        'point',
        'other',
      ],
    ],
    [
      2,
      new Set<string>(),
      ['', 'deposit', 'withdraw', 'betting', 'winning', 'dividend', 'agent_rebate', 'share_bonus', 'daily_wage', 'hour_wage', 'other'],
    ],
    [41, new Set(['CREDITMAR3']), ['', 'betting', 'winning', 'dividend', 'share_bonus', 'daily_wage', 'hour_wage', 'other']],
  ])('type %i with %o offers %o', (memberType, whitelabel, types) => {
    expect(transactionTypesFor({ whitelabel, memberType })).toEqual(types)
  })

  it.each([
    ['A', 1, true],
    ['A', 41, true],
    ['A', 0, false],
    ['A', 4, false],
    ['A', 40, false],
    [null, 2, false],
  ] as const)('types=%s for member type %i searches members: %s', (asked, memberType, searches) => {
    expect(searchesMembers(asked, memberType)).toBe(searches)
  })

  it('names rows by their type id; an unknown id has none', () => {
    expect(rowTypeOf({ txTypeId: 3 })).toBe('betting')
    expect(rowTypeOf({ txTypeId: 99 })).toBe('other')
    expect(rowTypeOf({ txTypeId: 12345 })).toBeNull()
  })

  it.each([
    ['8102', { code: 'to_game_wallet' }],
    [' 8202 ', { code: 'from_game_wallet' }],
    ['GCash', { text: 'GCash' }],
    ['', null],
    [null, null],
  ])('remark %o shows as %o', (remark, shown) => {
    expect(remarkOf(remark)).toEqual(shown)
  })
})
