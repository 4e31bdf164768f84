import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import { policies } from '@/lib/effect/policies'
import { DefaultImage, FallbackImage } from './home-media'
import type { BannerItem } from './home-types'
import './home-media.css'
import './banner-carousel.css'

export type BannerCarouselProps<B extends BannerItem = BannerItem> = {
  /** Banner group m_home. */
  banners: ReadonlyArray<B>
  /** Runs the banner's click handler; the page follows its linkage in the same window. */
  onTap: (banner: B) => void
  className?: string | undefined
}

/**
 * SPEC §2 Home page banner area. More than one banner: autoplay every policies.bannerAutoplay,
 * looping, with pagination; a single banner neither autoplays, loops nor shows pagination; none
 * shows the default artwork so the page does not jump. Autoplay pauses while a banner has focus
 * or the pointer rests on it. Default export only: the page loads it lazily (swiper stays out of
 * first paint).
 */
export default function BannerCarousel<B extends BannerItem>({ banners, onTap, className }: BannerCarouselProps<B>) {
  const { t } = useTranslation('home')
  const swiperRef = useRef<SwiperInstance | null>(null)
  const count = banners.length
  const multiple = count > 1
  const classes = ['home-banners', className].filter(Boolean).join(' ')

  if (count === 0) {
    return (
      <section className={classes} aria-label={t('banner.label')}>
        <div className="home-banners__frame">
          <DefaultImage variant="banner" className="home-banners__image" />
        </div>
      </section>
    )
  }

  return (
    <section
      className={classes}
      aria-label={t('banner.label')}
      data-autoplay={multiple ? policies.bannerAutoplay : undefined}
      onFocus={() => swiperRef.current?.autoplay?.pause()}
      onBlur={() => swiperRef.current?.autoplay?.resume()}
    >
      <Swiper
        // Remount when switching between one and many: loop and autoplay do not toggle cleanly live.
        key={multiple ? 'many' : 'one'}
        className="home-banners__frame"
        modules={multiple ? [Autoplay, Pagination, A11y] : [A11y]}
        slidesPerView={1}
        loop={multiple}
        allowTouchMove={multiple}
        autoplay={multiple ? { delay: policies.bannerAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={multiple ? { clickable: true } : false}
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
                // The first banner is the largest paint of the page: fetch it at once.
                loading={index === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  )
}
