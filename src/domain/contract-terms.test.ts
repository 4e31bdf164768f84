import { describe, expect, it } from 'vitest'
import { termsIssueOf, tierIssuesOf, type TierValues } from './contract-terms'

const tier = (threshold: number, activeMembers: number, rate: number): TierValues => ({ threshold, activeMembers, rate })

describe('a contract tier (issue 15 contracts)', () => {
  it.each<[string, ReadonlyArray<TierValues>, number, ReadonlyArray<string | null>]>([
    ['one good tier', [tier(10_000, 5, 1.5)], 2, [null]],
    ['each tier asks and pays more', [tier(10_000, 5, 0.5), tier(50_000, 10, 1), tier(100_000, 10, 2)], 2, [null, null, null]],
    ['a rate exactly the agent’s own', [tier(1, 0, 2)], 2, [null]],
    ['a threshold of zero', [tier(0, 1, 1)], 2, ['threshold']],
    ['a threshold that is not a number', [tier(Number.NaN, 1, 1)], 2, ['threshold']],
    ['a threshold with three decimals', [tier(10.005, 1, 1)], 2, ['threshold']],
    ['a threshold not above the one before', [tier(100, 1, 1), tier(100, 1, 1.5)], 2, [null, 'threshold_order']],
    ['active members that are not whole', [tier(100, 1.5, 1)], 2, ['active']],
    ['negative active members', [tier(100, -1, 1)], 2, ['active']],
    ['fewer active members than the tier before', [tier(100, 5, 1), tier(200, 4, 1.5)], 2, [null, 'active_order']],
    ['a rate of zero', [tier(100, 1, 0)], 2, ['rate']],
    ['a rate over 100 %', [tier(100, 1, 100.5)], 200, ['rate']],
    ['a rate with three decimals', [tier(100, 1, 0.125)], 2, ['rate']],
    ['a rate above the agent’s own', [tier(100, 1, 2.01)], 2, ['rate_max']],
    ['a rate not above the tier before', [tier(100, 1, 1), tier(200, 1, 1)], 2, [null, 'rate_order']],
    ['0.1 + 0.2 is 0.3 (floating point aside)', [tier(0.1 + 0.2, 0, 0.1 + 0.2)], 2, [null]],
  ])('%s', (_case, terms, rateMax, issues) => {
    expect(tierIssuesOf(terms, rateMax)).toEqual(issues)
  })
})

describe('a contract’s terms as a whole', () => {
  it.each<[string, ReadonlyArray<TierValues>, ReturnType<typeof termsIssueOf>]>([
    ['no tiers', [], 'count'],
    ['six tiers', [1, 2, 3, 4, 5, 6].map((n) => tier(n * 100, n, n / 10)), 'count'],
    ['five tiers', [1, 2, 3, 4, 5].map((n) => tier(n * 100, n, n / 10)), null],
    ['a tier out of the rule', [tier(100, 1, 1), tier(50, 1, 1.5)], 'tier'],
    ['only a rate above the agent’s own', [tier(100, 1, 1), tier(200, 1, 3)], 'rate_max'],
    ['a tier out of the rule wins over a rate too high', [tier(100, 1, 3), tier(50, 1, 3.5)], 'tier'],
  ])('%s', (_case, terms, issue) => {
    expect(termsIssueOf(terms, 2)).toBe(issue)
  })
})
