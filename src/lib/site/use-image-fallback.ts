import { useState } from 'react'
import { imageUrl } from './image-cdn'

/**
 * An image source resolved against the visit's image CDN, and whether to show the default image
 * instead: when there is no source, or this source failed to load.
 */
export function useImageFallback(source: string | null | undefined) {
  const [failed, setFailed] = useState<string | null>(null)
  const src = source ? imageUrl(source) : ''
  return { src, broken: src === '' || failed === src, onError: () => setFailed(src) }
}
