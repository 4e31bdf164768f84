import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError } from '@/ui'
import { newBuildReloadGuardMs, reloadForNewBuild } from './new-build'

const first = new ChunkLoadError(false, new TypeError('Failed to fetch dynamically imported module'))
const again = new ChunkLoadError(true, new TypeError('Failed to fetch dynamically imported module'))
const t0 = 1_700_000_000_000

describe('reloadForNewBuild', () => {
  beforeEach(() => sessionStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('keeps Retry on a first failure, an offline failure or another error', () => {
    const reload = vi.fn()
    expect(reloadForNewBuild(first, t0, reload)).toBe(false)
    expect(reloadForNewBuild(new Error('render bug'), t0, reload)).toBe(false)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(reloadForNewBuild(again, t0, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads when the import fails again while online, then not again within the guard window', () => {
    const reload = vi.fn()
    expect(reloadForNewBuild(again, t0, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    // The reloaded build fails the same way: Retry stays, no reload loop.
    expect(reloadForNewBuild(again, t0 + newBuildReloadGuardMs - 1, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadForNewBuild(again, t0 + newBuildReloadGuardMs, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
