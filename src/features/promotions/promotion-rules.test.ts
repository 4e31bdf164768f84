import { AsyncResult } from 'effect/reactivity'
import { describe, expect, it } from 'vitest'
import type { Viewer } from '@/domain/member'
import { actGate, actionOf, actionStatus, allCategory, categoriesShown, inCategory, offersPromoCodes, periodOf } from './promotion-rules'
import { activityStatuses, type ActivityStatus, type JoinKind } from './promotions-schema'

describe('actionOf (SPEC §6 statuses)', () => {
  const table: ReadonlyArray<readonly [ActivityStatus, JoinKind, ReturnType<typeof actionOf>]> = [
    ['JOIN', 'SIGN_UP', 'join'],
    ['JOIN', 'APPLICATION', 'apply'],
    ['CLAIM', 'SIGN_UP', 'claim'],
    ['CLAIM', 'APPLICATION', 'claim'],
    ['REJECTED', 'APPLICATION', 'apply'],
    ['REJECTED', 'SIGN_UP', null],
  ]
  it.each(table)('%s by %s: %s', (status, joinKind, expected) => expect(actionOf({ status, joinKind })).toBe(expected))

  it.each(activityStatuses.filter((status) => !['JOIN', 'CLAIM', 'REJECTED'].includes(status)))(
    '%s leaves nothing to do, whatever the kind',
    (status) => {
      expect(actionOf({ status, joinKind: 'SIGN_UP' })).toBeNull()
      expect(actionOf({ status, joinKind: 'APPLICATION' })).toBeNull()
    },
  )

  it("names the button with the dictionary's Join or Claim", () => {
    expect([actionStatus('join'), actionStatus('apply'), actionStatus('claim')]).toEqual(['JOIN', 'JOIN', 'CLAIM'])
  })
})

describe('actGate', () => {
  it.each([
    [{ kind: 'guest' }, 'login'],
    [{ kind: 'trial', type: 4 }, 'free_reject'],
    [{ kind: 'member', type: 40 }, 'free_reject'],
    [{ kind: 'agent', type: 41 }, 'free_reject'],
    [{ kind: 'agent', type: 42 }, 'free_reject'],
    [{ kind: 'member', type: 0 }, null],
    [{ kind: 'agent', type: 1 }, null],
    [{ kind: 'agent', type: 2 }, null],
  ] as ReadonlyArray<readonly [Viewer, ReturnType<typeof actGate>]>)('%o: %s', (viewer, expected) => expect(actGate(viewer)).toBe(expected))
})

describe('categories and periods', () => {
  const categories = [
    { code: 'DEPOSIT', name: 'Deposit bonus' },
    { code: 'SLOTS', name: 'Slots' },
    { code: 'VIP', name: 'VIP' },
  ]
  const list = [{ category: 'SLOTS' }, { category: 'DEPOSIT' }, { category: 'SLOTS' }]

  it('shows the categories that have a promotion, in the operator order', () => {
    expect(categoriesShown(categories, list).map((each) => each.code)).toEqual(['DEPOSIT', 'SLOTS'])
  })

  it('filters by category; All holds every promotion', () => {
    expect(inCategory(list, 'SLOTS')).toHaveLength(2)
    expect(inCategory(list, allCategory)).toBe(list)
    expect(inCategory(list, 'VIP')).toEqual([])
  })

  it("gives the period's days on the player's clock, and no end for an open promotion", () => {
    const start = new Date(2026, 10, 1, 0, 0).getTime()
    const end = new Date(2026, 10, 30, 23, 59, 59).getTime()
    expect(periodOf({ startTime: start, endTime: end })).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(periodOf({ startTime: start, endTime: null })).toEqual({ from: '2026-11-01', to: null })
  })
})

describe('offersPromoCodes', () => {
  it.each([
    ['not while the answer is on its way', AsyncResult.initial<boolean>(true), false],
    ['where the site takes codes', AsyncResult.success(true), true],
    ['not where it does not', AsyncResult.success(false), false],
    ['while asked again, by the last answer', AsyncResult.waiting(AsyncResult.success(true)), true],
    ['when the ask failed (the platform checks every code itself)', AsyncResult.fail<string, boolean>('offline'), true],
  ])('%s', (_, enabled, shown) => {
    expect(offersPromoCodes(enabled)).toBe(shown)
  })
})
