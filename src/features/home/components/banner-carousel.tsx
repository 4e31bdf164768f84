import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { handOverFirstBanner, removeFirstBanner } from '@/lib/http/head-start'
import { later } from '@/ui/later'
import { DefaultImage, FallbackImage } from './home-media'
import type { BannerItem } from './home-types'
import './home-media.css'
import './banner-carousel.css'

export type BannerCarouselProps<B extends BannerItem = BannerItem> = {
  /** Banner group m_home. */
  banners: ReadonlyArray<B>
  /** True until the banners' first answer: the frame stays an empty tile of the same size. */
  loading?: boolean | undefined
  /** Runs the banner's click handler; the page follows its linkage in the same window. */
  onTap: (banner: B) => void
  className?: string | undefined
}

/** How far a finger moves across the plain first banner before it counts as a swipe, in CSS px. */
const swipeDistance = 30

interface TakeOver {
  /** The slide on screen when swiper mounts. */
  readonly slide: number
  /** Then one step on (autoplay's turn, a swipe left), back (a swipe right) or none (a bullet). */
  readonly step: -1 | 0 | 1
  /** Focus swiper's bullet of that slide (the player picked a bullet). */
  readonly focus: boolean
}

/** Swiper, fetched after the player's first interaction and mounted only when the carousel must move. */
const bannerSwiper = later(() => import('./banner-swiper').then((module) => module.default))

/**
 * SPEC §2 Home page banner area. The first banner is painted at once as a plain image (it is the
 * page's largest paint, so it is eager and fetched first), with pagination bullets when there are
 * more. The carousel itself (swiper: autoplay every policies.bannerAutoplay, looping) takes over
 * when it has something to do: when the first autoplay turn comes, or when the player swipes or
 * picks a bullet. Until then nothing moves, so swiper's set-up (a forced layout of the
 * whole page, hundreds of ms on a mid-range phone) stays out of the page's start.
 * One banner neither autoplays, loops nor shows pagination; none shows the default artwork.
 */
export function BannerCarousel<B extends BannerItem>({ banners, loading = false, onTap, className }: BannerCarouselProps<B>) {
  const { t } = useTranslation('home')
  const multiple = banners.length > 1
  /** Where swiper takes over from; null while the plain first banner is enough. */
  const [takeOver, setTakeOver] = useState<TakeOver | null>(null)
  const swiperArrived = bannerSwiper.use(takeOver !== null)
  const swipeFrom = useRef<number | null>(null)
  const swiped = useRef(false)
  const classes = ['home-banners', className].filter(Boolean).join(' ')

  // The document's copy of the first banner (head-start.ts) goes once this one is drawn, or when
  // there is none to draw, and with the carousel.
  const firstUrl = banners[0]?.url
  useEffect(() => {
    if (!firstUrl && !loading) removeFirstBanner()
  }, [firstUrl, loading])
  useEffect(() => removeFirstBanner, [])

  // The first autoplay turn: swiper mounts on banner 1 and moves on to banner 2 at once.
  useEffect(() => {
    if (!multiple || takeOver) return
    const timer = setTimeout(() => setTakeOver({ slide: 0, step: 1, focus: false }), policies.bannerAutoplay)
    return () => clearTimeout(timer)
  }, [multiple, takeOver])

  if (takeOver && swiperArrived) return <bannerSwiper.Component<B> banners={banners} onTap={onTap} className={className} {...takeOver} />

  const first = banners[0]
  // A swipe across the plain banner moves it as swiper would; a tap stays a tap (nothing re-renders under it).
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      swipeFrom.current = event.clientX
    },
    onPointerUp: (event: PointerEvent) => {
      const dx = swipeFrom.current === null ? 0 : event.clientX - swipeFrom.current
      swipeFrom.current = null
      swiped.current = Math.abs(dx) > swipeDistance
      if (multiple && swiped.current) setTakeOver({ slide: 0, step: dx < 0 ? 1 : -1, focus: false })
    },
  }
  // A mouse drag still ends in a click on the banner: a swipe is not a tap on it.
  const tapFirst = (banner: B) => {
    if (!swiped.current) onTap(banner)
    swiped.current = false
  }
  return (
    <section className={classes} aria-label={t('banner.label')} {...swipe}>
      <div className="home-banners__frame">
        {first ? (
          <button type="button" className="home-banners__tap" onClick={() => tapFirst(first)}>
            <FallbackImage
              className="home-banners__image"
              variant="banner"
              src={first.url}
              alt={first.title || t('banner.slide', { index: 1, count: banners.length })}
              loading="eager"
              fetchPriority="high"
              draggable={false}
              onLoad={(event) => void handOverFirstBanner(event.currentTarget)}
            />
          </button>
        ) : loading ? null : (
          <DefaultImage variant="banner" className="home-banners__image" />
        )}
        {multiple ? (
          <div className="home-banners__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={index === 0 ? 'home-banners__dot home-banners__dot--current' : 'home-banners__dot'}
                aria-label={t('banner.go_to', { index: index + 1 })}
                aria-current={index === 0 ? 'true' : undefined}
                // Swiper's own bullet takes the focus over, so a keyboard user stays where they were.
                onClick={() => setTakeOver({ slide: index, step: 0, focus: true })}
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}

export default BannerCarousel
