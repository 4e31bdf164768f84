import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rateLimit } from './rate-limit'

describe('rateLimit', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs the first ask at once and the asks inside the window once, as it ends', () => {
    const work = vi.fn()
    const limit = rateLimit(300, work)
    limit.ask()
    expect(work).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(100)
    limit.ask()
    limit.ask()
    vi.advanceTimersByTime(199)
    expect(work).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(300)
    limit.ask()
    expect(work).toHaveBeenCalledTimes(3)
  })

  it('cancel drops the run waiting for the window to end', () => {
    const work = vi.fn()
    const limit = rateLimit(300, work)
    limit.ask()
    limit.ask()
    limit.cancel()
    vi.advanceTimersByTime(1000)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
