import { describe, expect, it } from 'vitest'
import { gateOf } from './gate'

describe('error gate (SPEC §2)', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1], // maintenance together with region restriction counts as 1
    [false, true, 2], // region restriction alone is 2
  ] as const)('maintenance %s, region %s → %s', (maintenance, regionRestriction, expected) => {
    expect(gateOf({ maintenance, regionRestriction })).toBe(expected)
  })
})
