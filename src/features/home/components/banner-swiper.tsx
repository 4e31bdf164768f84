import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import { policies } from '@/lib/effect/policies'
import { FallbackImage } from './home-media'
import type { BannerItem } from './home-types'
import './home-media.css'
import './banner-carousel.css'

export type BannerSwiperProps<B extends BannerItem = BannerItem> = {
  /** Banner group m_home, more than one. */
  banners: ReadonlyArray<B>
  onTap: (banner: B) => void
  className?: string | undefined
  /** The slide on screen when swiper takes over (a picked bullet). */
  slide: number
  /** Then one step on (the first autoplay turn, a swipe left), back (a swipe right) or none. */
  step: -1 | 0 | 1
  /** Focus the bullet of `slide` (the player picked the plain carousel's bullet, now gone). */
  focus: boolean
}

/** What holds autoplay: a focused banner or bullet, a mouse resting on the carousel, a finger on it. */
type Hold = 'focus' | 'pointer' | 'touch'

/**
 * Autoplay as one timeout a turn, counted from each slide change and held while anything in
 * `Hold` lasts. Not swiper's Autoplay module: it counts its time left in a requestAnimationFrame
 * loop, which woke the main thread for every frame while home was open (a style pass and a commit
 * 60 times a second, ~17% of a core in Chromium on an idle home page, docs/performance.md).
 */
const useAutoplay = (swiper: { readonly current: SwiperInstance | null }) => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const holds = useRef(new Set<Hold>())
  useEffect(() => () => clearTimeout(timer.current), [])
  const schedule = () => {
    clearTimeout(timer.current)
    if (holds.current.size === 0) timer.current = setTimeout(() => swiper.current?.slideNext(), policies.bannerAutoplay)
  }
  const hold = (reason: Hold, held: boolean) => {
    if (held) holds.current.add(reason)
    else holds.current.delete(reason)
    schedule()
  }
  return { schedule, hold }
}

/**
 * The moving carousel of BannerCarousel (which paints the first banner before this is loaded):
 * autoplay every policies.bannerAutoplay, looping, with pagination; autoplay pauses while a banner
 * has focus, the pointer rests on it or a finger drags it. Default export only: loaded lazily with swiper.
 */
export default function BannerSwiper<B extends BannerItem>({ banners, onTap, className, slide, step, focus }: BannerSwiperProps<B>) {
  const { t } = useTranslation('home')
  const swiperRef = useRef<SwiperInstance | null>(null)
  const autoplay = useAutoplay(swiperRef)
  const count = banners.length
  const classes = ['home-banners', className].filter(Boolean).join(' ')

  return (
    <section
      className={classes}
      aria-label={t('banner.label')}
      data-autoplay={policies.bannerAutoplay}
      onFocus={() => autoplay.hold('focus', true)}
      onBlur={() => autoplay.hold('focus', false)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && autoplay.hold('pointer', true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && autoplay.hold('pointer', false)}
    >
      <Swiper
        className="home-banners__frame"
        modules={[Pagination, A11y]}
        slidesPerView={1}
        loop
        initialSlide={slide}
        onSlideChange={autoplay.schedule}
        onTouchStart={() => autoplay.hold('touch', true)}
        onTouchEnd={() => autoplay.hold('touch', false)}
        pagination={{ clickable: true }}
        a11y={{
          enabled: true,
          // Swiper fills in {{index}} itself; i18next is handed the literal placeholder back.
          paginationBulletMessage: t('banner.go_to', { index: '{{index}}' }),
          slideLabelMessage: t('banner.slide', { index: '{{index}}', count: '{{slidesLength}}' }),
          containerRoleDescriptionMessage: t('banner.carousel'),
          itemRoleDescriptionMessage: t('banner.slide_role'),
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper
          if (step === 1) swiper.slideNext()
          if (step === -1) swiper.slidePrev()
          if (focus) swiper.pagination.bullets[slide]?.focus()
          autoplay.schedule()
        }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id} className="home-banners__slide">
            <button type="button" className="home-banners__tap" onClick={() => onTap(banner)}>
              <FallbackImage
                className="home-banners__image"
                variant="banner"
                src={banner.url}
                alt={banner.title || t('banner.slide', { index: index + 1, count })}
                // The first is already on screen (BannerCarousel painted it); the others come as they show.
                loading={index === slide ? 'eager' : 'lazy'}
                draggable={false}
              />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  )
}
