import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay, Pagination } from 'swiper/modules'
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

/**
 * The moving carousel of BannerCarousel (which paints the first banner before this is loaded):
 * autoplay every policies.bannerAutoplay, looping, with pagination; autoplay pauses while a banner
 * has focus or the pointer rests on it. Default export only: loaded lazily with swiper.
 */
export default function BannerSwiper<B extends BannerItem>({ banners, onTap, className, slide, step, focus }: BannerSwiperProps<B>) {
  const { t } = useTranslation('home')
  const swiperRef = useRef<SwiperInstance | null>(null)
  const count = banners.length
  const classes = ['home-banners', className].filter(Boolean).join(' ')

  return (
    <section
      className={classes}
      aria-label={t('banner.label')}
      data-autoplay={policies.bannerAutoplay}
      onFocus={() => swiperRef.current?.autoplay?.pause()}
      onBlur={() => swiperRef.current?.autoplay?.resume()}
    >
      <Swiper
        className="home-banners__frame"
        modules={[Autoplay, Pagination, A11y]}
        slidesPerView={1}
        loop
        initialSlide={slide}
        autoplay={{ delay: policies.bannerAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true }}
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
