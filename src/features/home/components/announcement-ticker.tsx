import { Fragment, useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { usePrefersReducedMotion } from '@/ui/reduced-motion'
import { ChevronRightIcon, SpeakerIcon } from './home-icons'
import './announcement-ticker.css'

export type AnnouncementTickerProps = {
  titles: ReadonlyArray<string>
  /** The announcements could not be loaded: said in place of 'No announcement', which would not be true. */
  failed?: boolean
  /** The whole ticker is one control; the page sends it to /m/notice. */
  onTap: () => void
  className?: string | undefined
}

/**
 * The seed's marquee moves one pixel per frame at policies.marqueeFps; the CSS animation keeps
 * that speed (so many titles take longer, not faster) without a JavaScript frame loop, and its
 * frame rate too: it steps a whole pixel at a time, so the text stays sharp and the compositor
 * draws 30 frames a second for it, not the screen's 60 or more.
 */
export const marqueeStepPx = 1

/** How long one full pass over `distancePx` takes at the marquee's speed, in ms. */
export const marqueeDurationMs = (distancePx: number, fps: number = policies.marqueeFps) =>
  Math.round((Math.max(0, distancePx) / (fps * marqueeStepPx)) * 1000)

/**
 * SPEC §2 Home header ticker: the titles scroll right-to-left in a seamless loop; with no titles a
 * 'No announcement' placeholder stands still (when they could not be loaded, it says that).
 * Reduced motion shows the titles still, cut with an ellipsis. The loop pauses while pressed,
 * hovered or focused.
 */
export function AnnouncementTicker({ titles, failed = false, onTap, className }: AnnouncementTickerProps) {
  const { t } = useTranslation('home')
  const reduced = usePrefersReducedMotion()
  const textId = useId()
  const viewportRef = useRef<HTMLSpanElement>(null)
  const copyRef = useRef<HTMLSpanElement>(null)
  const [distance, setDistance] = useState(0)
  const [viewportWidth, setViewportWidth] = useState(0)
  const items = titles.map((title) => title.trim()).filter(Boolean)
  const empty = items.length === 0
  const moving = !empty && !reduced && distance > 0
  const itemsKey = items.join('\u0000')

  // One copy (at least as wide as the viewport) is the loop's distance; the second copy follows
  // it so the seam never shows. Widths are measured: a percentage min-width would resolve against
  // the track, which holds both copies. They are read from the ResizeObserver's entries, never
  // from the elements: reading offsetWidth during the commit would force the whole home page
  // through a layout of its own (about 200 ms on a mid-range phone) before its first paint.
  useEffect(() => {
    const copy = copyRef.current
    const viewport = viewportRef.current
    // Without an observer (browsers before 2020) the titles simply stand still.
    if (!copy || !viewport || empty || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const width = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width
        if (entry.target === copy) setDistance(width)
        else setViewportWidth(width)
      }
    })
    observer.observe(copy)
    observer.observe(viewport)
    return () => observer.disconnect()
  }, [empty, itemsKey])

  const text = () =>
    empty ? (
      <span className="home-ticker__placeholder">{t(failed ? 'ticker.failed' : 'ticker.empty')}</span>
    ) : (
      items.map((title, index) => (
        <Fragment key={index}>
          <span className="home-ticker__title">{title}</span>
          {index < items.length - 1 ? <span className="home-ticker__dot" aria-hidden="true" /> : null}
        </Fragment>
      ))
    )

  const style = {
    '--home-ticker-distance': `${distance}px`,
    '--home-ticker-duration': `${marqueeDurationMs(distance)}ms`,
    '--home-ticker-steps': `${Math.max(1, Math.round(distance / marqueeStepPx))}`,
    '--home-ticker-viewport': `${viewportWidth}px`,
  } as CSSProperties

  return (
    <button
      type="button"
      className={['home-ticker', moving ? 'home-ticker--moving' : null, className].filter(Boolean).join(' ')}
      style={style}
      onClick={onTap}
    >
      {/* Named by its content (label in name, WCAG 2.5.3): 'Announcements' and the titles shown. */}
      <span className="visually-hidden">{t('ticker.label')}</span>
      <SpeakerIcon className="home-ticker__icon" />
      <span ref={viewportRef} className="home-ticker__viewport">
        <span className="home-ticker__track">
          <span ref={copyRef} id={textId} className="home-ticker__copy">
            {text()}
          </span>
          {moving ? (
            <span className="home-ticker__copy" aria-hidden="true">
              {text()}
            </span>
          ) : null}
        </span>
      </span>
      <ChevronRightIcon className="home-ticker__more" />
    </button>
  )
}

export default AnnouncementTicker
