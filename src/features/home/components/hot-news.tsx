import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { useImageFallback } from '@/lib/site/use-image-fallback'
import { SandboxedFrame } from '@/ui'
import { toEmbedUrl } from './embed-url'
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from './home-icons'
import type { BannerItem } from './home-types'
import './hot-news-frame.css'
import './hot-news.css'

export type HotNewsProps<B extends BannerItem = BannerItem> = {
  /** Banners whose linkage is a video link (YouTube watch links become embeds). */
  banners: ReadonlyArray<B>
  /** The slide now showing. */
  onChange?: ((index: number, banner: B) => void) | undefined
  className?: string | undefined
}

/** YouTube's iframe API command, as the player expects it (enablejsapi=1 on the embed). */
export const pauseCommand = JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] })

const originOf = (src: string) => {
  try {
    return new URL(src).origin
  } catch {
    return null
  }
}

/**
 * What a slide shows until its video is played. Not YouTube's thumbnail (i.ytimg.com): the CSP's
 * img-src allows only the site's image CDNs (docs/deployment.md), and widening it for a poster is
 * not worth it; offline (tests, the harness) it would fail too. So the banner's own image, which
 * comes from an allowed CDN, when it has one and it loads; otherwise nothing, and the button's own
 * drawn background and play mark are the placeholder (no broken-image icon).
 */
function Poster({ url }: { url: string }) {
  const { src, broken, onError } = useImageFallback(url)
  if (broken) return null
  return <img className="home-hot-news__poster-image" src={src} alt="" loading="lazy" decoding="async" onError={onError} />
}

/**
 * SPEC §2 Hot News: a carousel of videos with previous/next buttons; the video that slides away is
 * paused. Hidden when no banner has a playable link. Each slide is a poster with a play button
 * until tapped: only then is its player (a whole YouTube page) created, playing at once. No loop:
 * moving an iframe in the DOM (as a looping carousel does) would reload it. Default export only:
 * lazy-loaded with swiper.
 */
export default function HotNews<B extends BannerItem>({ banners, onChange, className }: HotNewsProps<B>) {
  const { t } = useTranslation('home')
  const swiperRef = useRef<SwiperInstance | null>(null)
  const frames = useRef<Array<HTMLIFrameElement | null>>([])
  const [active, setActive] = useState(0)
  // Banner ids whose play button was tapped; their players stay (paused when slid away).
  const [started, setStarted] = useState<ReadonlySet<string>>(() => new Set())
  // The player just asked for takes the focus from its play button, which it replaces.
  const focusOnMount = useRef<string | null>(null)
  const origin = typeof window === 'undefined' ? undefined : window.location.origin
  const slides = banners.flatMap((banner) => {
    const src = toEmbedUrl(banner.linkage, { jsApi: true, autoplay: true, ...(origin ? { origin } : {}) })
    return src ? [{ banner, src }] : []
  })
  if (slides.length === 0) return null

  const count = slides.length
  const current = Math.min(active, count - 1)

  const play = (id: string) => {
    focusOnMount.current = id
    setStarted((ids) => new Set(ids).add(id))
  }

  const pause = (index: number) => {
    const slide = slides[index]
    const target = slide ? originOf(slide.src) : null
    const frame = frames.current[index]
    if (target) frame?.contentWindow?.postMessage(pauseCommand, target)
  }

  return (
    <section
      className={['home-hot-news', className].filter(Boolean).join(' ')}
      aria-roledescription={t('hot_news.carousel')}
      aria-label={t('hot_news.title')}
    >
      <div className="home-hot-news__head">
        <h2 className="home-hot-news__title">{t('hot_news.title')}</h2>
        {count > 1 ? (
          <div className="home-hot-news__nav">
            <span className="home-hot-news__count" aria-hidden="true">
              {`${current + 1} / ${count}`}
            </span>
            <button
              type="button"
              className="home-hot-news__arrow"
              aria-label={t('hot_news.previous')}
              disabled={current === 0}
              onClick={() => swiperRef.current?.slideTo(current - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="home-hot-news__arrow"
              aria-label={t('hot_news.next')}
              disabled={current === count - 1}
              onClick={() => swiperRef.current?.slideTo(current + 1)}
            >
              <ChevronRightIcon />
            </button>
          </div>
        ) : null}
      </div>
      <Swiper
        className="home-hot-news__frame"
        modules={[A11y]}
        slidesPerView={1}
        spaceBetween={12}
        a11y={{
          enabled: true,
          slideLabelMessage: t('hot_news.slide', { index: '{{index}}', count: '{{slidesLength}}' }),
          itemRoleDescriptionMessage: t('hot_news.slide_role'),
          containerRoleDescriptionMessage: t('hot_news.carousel'),
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper
        }}
        onSlideChange={(swiper) => {
          pause(swiper.previousIndex)
          setActive(swiper.activeIndex)
          const slide = slides[swiper.activeIndex]
          if (slide) onChange?.(swiper.activeIndex, slide.banner)
        }}
      >
        {slides.map(({ banner, src }, index) => {
          const title = banner.title || t('hot_news.slide', { index: index + 1, count })
          return (
            <SwiperSlide key={banner.id} className="home-hot-news__slide">
              <div className="home-hot-news__player">
                {started.has(banner.id) ? (
                  // The player refuses to play without the embedding origin as Referer: origin only.
                  // autoplay=1 in src and allow="autoplay": it was created by the user's tap on play.
                  <SandboxedFrame
                    referrer="origin"
                    ref={(frame) => {
                      frames.current[index] = frame
                      if (frame && focusOnMount.current === banner.id) {
                        focusOnMount.current = null
                        frame.focus()
                      }
                    }}
                    src={src}
                    title={title}
                    allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                  />
                ) : (
                  <button
                    type="button"
                    className="home-hot-news__poster"
                    aria-label={t('hot_news.play', { title })}
                    onClick={() => play(banner.id)}
                  >
                    <Poster url={banner.url} />
                    <PlayIcon className="home-hot-news__play" />
                  </button>
                )}
              </div>
              {banner.title ? <p className="home-hot-news__caption">{banner.title}</p> : null}
            </SwiperSlide>
          )
        })}
      </Swiper>
    </section>
  )
}
