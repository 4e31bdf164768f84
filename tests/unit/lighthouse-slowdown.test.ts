import { describe, expect, it } from 'vitest'
import { calibratedSlowdown } from '../../scripts/lighthouse-slowdown'

describe("the CPU slowdown that plays Lighthouse's target phone", () => {
  it("is Lighthouse's default 4x on the machine it is calibrated for", () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2)
  })

  it("passes through the Lighthouse calculator's points", () => {
    expect([150, 800, 1300, 1766, 2000].map(calibratedSlowdown).map((slowdown) => slowdown.toFixed(2))).toEqual([
      '1.00',
      '2.00',
      '3.00',
      '5.00',
      '6.00',
    ])
  })

  it('slows a faster machine more: the slow and the fast hours of this VM', () => {
    expect(calibratedSlowdown(1200)).toBeCloseTo(2.8, 2)
    expect(calibratedSlowdown(2800)).toBeCloseTo(9.44, 2)
  })

  it('refuses a machine slower than the phone it should play', () => {
    expect(() => calibratedSlowdown(120)).toThrow(/too slow/)
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/too slow/)
  })
})
