import { afterEach, describe, expect, it } from 'vitest'
import { notePlatformDate, onDeviceClock, onPlatformClock } from './platform-clock'

const at = Date.UTC(2026, 11, 6, 12, 0, 0)
const header = (ms: number) => new Date(ms).toUTCString()
const minutes = (n: number) => n * 60_000

describe("the platform's clock, from the Date of its answers", () => {
  afterEach(() => notePlatformDate(header(at), at, at))

  it('a device five minutes fast counts a platform moment five minutes later on its own clock', () => {
    notePlatformDate(header(at), at + minutes(5), at + minutes(5) + 200)
    expect(Math.abs(onDeviceClock(at) - (at + minutes(5)))).toBeLessThanOrEqual(1_000)
  })

  it("and the platform's time now is five minutes behind the device's", () => {
    notePlatformDate(header(at), at + minutes(5), at + minutes(5) + 200)
    expect(Math.abs(onPlatformClock(at + minutes(5)) - at)).toBeLessThanOrEqual(1_000)
  })

  it('a device two minutes slow, the other way', () => {
    notePlatformDate(header(at + minutes(2)), at, at + 100)
    expect(Math.abs(onDeviceClock(at + minutes(2)) - at)).toBeLessThanOrEqual(1_000)
  })

  it("within the header's second and half the round trip, the clocks are taken to agree", () => {
    notePlatformDate(header(at), at + 900, at + 1_100)
    expect(onDeviceClock(at)).toBe(at)
    notePlatformDate(header(at), at - 400, at - 200)
    expect(onDeviceClock(at)).toBe(at)
  })

  it('an answer without a readable Date changes nothing', () => {
    notePlatformDate(header(at), at + minutes(5), at + minutes(5))
    const before = onDeviceClock(at)
    notePlatformDate(null, at, at)
    notePlatformDate('not a date', at, at)
    expect(onDeviceClock(at)).toBe(before)
  })
})
