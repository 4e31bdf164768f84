import { describe, expect, it } from 'vitest'
import { compare, pairOrder } from '../../scripts/bench-compare'
import type { Run } from '../../scripts/lighthouse-run'

const run = (tbt: number, performance: number, tracedByCpu = tbt / 4): Run => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  fcp: 700,
  seenFcp: 130,
  lcp: 2000,
  tbt,
  cls: 0,
  scriptBytes: 160_000,
  requests: 40,
  elements: 500,
  benchmarkIndex: 1500,
  tracedByWall: tbt * 2,
  tracedByCpu,
})

describe('two builds compared under Lighthouse', () => {
  it('turns the order round every other pair, so neither build always runs first', () => {
    expect([0, 1, 2, 3].map(pairOrder)).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
      [1, 0],
    ])
  })

  it("gives each build's medians and counts the pairs the second build won and lost", () => {
    const result = compare([
      [run(400, 88), run(200, 95)],
      [run(300, 90), run(350, 89)],
      [run(500, 85), run(250, 93)],
      [run(250, 93, 40), run(250, 93, 30)],
    ])
    expect(result.tbt).toEqual([400, 250])
    expect(result.tracedByCpu).toEqual([100, 62.5])
    expect(result.performance).toEqual([90, 93])
    expect([result.secondLower, result.secondHigher]).toEqual([2, 1])
  })
})
