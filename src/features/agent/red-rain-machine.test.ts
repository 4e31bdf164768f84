import { describe, expect, it } from 'vitest'
import { rainStart, rainTotal, rainTransition, type RainEvent, type RainState } from './red-rain-machine'
import { rainMembersMax, type RainResult } from './red-rain-schema'

const run = (events: ReadonlyArray<RainEvent>, from: RainState = rainStart) => events.reduce(rainTransition, from)
const names = (count: number, prefix = 'm') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`)
const result: RainResult = { rainId: 'r1', results: [], totalSent: 0, balance: 0, sentCount: 0 }

describe('red rain steps', () => {
  it.each<[string, ReadonlyArray<RainEvent>, RainState]>([
    [
      'a tap chooses, a second unchooses',
      [
        { type: 'toggle', userName: 'a' },
        { type: 'toggle', userName: 'b' },
        { type: 'toggle', userName: 'a' },
      ],
      { step: 'choose', chosen: ['b'] },
    ],
    ['nobody chosen: no next step', [{ type: 'next' }], rainStart],
    [
      'choose all adds those shown, once each',
      [
        { type: 'toggle', userName: 'b' },
        { type: 'choose-all', userNames: ['a', 'b', 'c'] },
      ],
      { step: 'choose', chosen: ['b', 'a', 'c'] },
    ],
    ['clear', [{ type: 'choose-all', userNames: ['a', 'b'] }, { type: 'clear' }], rainStart],
    [
      'next carries the chosen; back brings them back',
      [{ type: 'toggle', userName: 'a' }, { type: 'next' }, { type: 'back' }],
      { step: 'choose', chosen: ['a'] },
    ],
    [
      'no choosing on the amount step',
      [{ type: 'toggle', userName: 'a' }, { type: 'next' }, { type: 'toggle', userName: 'b' }, { type: 'clear' }],
      { step: 'amount', chosen: ['a'] },
    ],
    [
      'sent shows the result',
      [{ type: 'toggle', userName: 'a' }, { type: 'next' }, { type: 'sent', result }],
      { step: 'result', chosen: ['a'], result },
    ],
    [
      'a result only from the amount step',
      [
        { type: 'toggle', userName: 'a' },
        { type: 'sent', result },
      ],
      { step: 'choose', chosen: ['a'] },
    ],
    ['again starts afresh', [{ type: 'toggle', userName: 'a' }, { type: 'next' }, { type: 'sent', result }, { type: 'again' }], rainStart],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected)
  })

  it(`chooses at most ${rainMembersMax}, by tap or all at once`, () => {
    const full = run([{ type: 'choose-all', userNames: names(rainMembersMax + 10) }])
    expect(full.chosen).toEqual(names(rainMembersMax))
    expect(run([{ type: 'toggle', userName: 'extra' }], full)).toEqual(full)
    const some = run([
      { type: 'choose-all', userNames: names(rainMembersMax - 2, 'x') },
      { type: 'choose-all', userNames: names(5) },
    ])
    expect(some.chosen).toEqual([...names(rainMembersMax - 2, 'x'), 'm1', 'm2'])
  })

  it('totals in whole cents', () => {
    expect(rainTotal(0.1, 3)).toBe(0.3)
    expect(rainTotal(12.35, 7)).toBe(86.45)
    expect(rainTotal(5, 0)).toBe(0)
  })
})
