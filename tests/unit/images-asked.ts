import { vi } from 'vitest'

/**
 * Replaces `Image` (what fetchImage uses to ask for a file ahead of its <img>) with one that only
 * notes the address; returns the addresses, in order. Undo with vi.unstubAllGlobals().
 */
export const recordImagesAsked = (asked: string[] = []) => {
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto'
      set src(url: string) {
        asked.push(url)
      }
    },
  )
  return asked
}
