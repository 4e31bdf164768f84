import { Suspense, useId, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { nativeName, type LanguageCode } from '@/domain/language'
import { href } from '@/lib/routes/paths'
import { lazyRetry, Select, WhenNear } from '@/ui'
import { toEmbedUrl } from './embed-url'
import { PaymentIcon, SocialIcon, paymentMethods, socialNetworks, type PaymentMethod, type SocialNetwork } from './footer-icons'
import { ChevronRightIcon, GlobeIcon, ShieldIcon } from './home-icons'
import type { BannerItem } from './home-types'
import './footer.css'
import './hot-news-frame.css'

// The m_video group plays in the Hot News carousel (one way to show videos); swiper loads with it,
// when the carousel nears the screen (far below the first one: not on the first paint's path).
const HotNews = lazyRetry(() => import('./hot-news'))

/**
 * The carousel's frame, empty: its head, its 16:9 player and (when a video has a title) its
 * caption line, so the carousel that replaces it moves nothing below (a tap on the footer lands).
 */
function VideosPlaceholder({ captioned }: { captioned: boolean }) {
  return (
    <div className="home-hot-news home-footer__videos" aria-hidden="true">
      <div className="home-hot-news__head" />
      <div className="home-hot-news__player home-footer__videos-placeholder" />
      {captioned ? <p className="home-hot-news__caption">{'\u00a0'}</p> : null}
    </div>
  )
}

/** What the Hot News carousel of these banners looks like from outside: none, or with or without a caption line. */
export type HotNewsFrame = 'none' | 'plain' | 'captioned'
export const hotNewsFrameOf = (banners: ReadonlyArray<BannerItem>): HotNewsFrame => {
  const videos = banners.filter((banner) => toEmbedUrl(banner.linkage) !== null)
  if (videos.length === 0) return 'none'
  return videos.some((banner) => banner.title) ? 'captioned' : 'plain'
}

/** The Hot News carousel once it nears the screen; its place until then. */
function VideosWhenNear({ banners, watch }: { banners: ReadonlyArray<BannerItem>; watch: boolean }) {
  const placeholder = <VideosPlaceholder captioned={hotNewsFrameOf(banners) === 'captioned'} />
  return (
    <WhenNear placeholder={placeholder} watch={watch}>
      <Suspense fallback={placeholder}>
        <HotNews banners={banners} className="home-footer__videos" />
      </Suspense>
    </WhenNear>
  )
}

export type { PaymentMethod, SocialNetwork } from './footer-icons'
export type SocialLinks = Partial<Record<SocialNetwork, string>>

export type FooterProps = {
  /** The offered languages, shown by their own names. */
  languages: ReadonlyArray<LanguageCode>
  language: LanguageCode
  onLanguage: (language: LanguageCode) => void
  /** Banner group m_video, shown in the Hot News carousel (hidden when none has a video link). */
  videoBanners: ReadonlyArray<BannerItem>
  /** While the m_video banners load: the carousel frame to hold (as last time). */
  videosPending?: HotNewsFrame | undefined
  /** False while the page above the footer is still loading: Hot News is not yet watched for nearness (WhenNear). */
  videosWatched?: boolean | undefined
  /** Only networks with a link are shown. */
  socialLinks: SocialLinks
  /** Payment marks to show; defaults to card, bank, e-wallet and QR. */
  paymentIcons?: ReadonlyArray<PaymentMethod> | undefined
  /** Help titles; each opens /m/help?i={index}. */
  helpTitles: ReadonlyArray<string>
  /** While the help topics load: how many rows their block holds (as many as last time). */
  helpPending?: number | undefined
  onHelp: (index: number) => void
  /** SPEC §2 Others, the affiliate button: where it leads is the app's entry rule. */
  onAffiliate?: (() => void) | undefined
  /** Age of consent on the badge and in the wording (SPEC §1: 21, configurable). */
  ageLimit?: number | undefined
  className?: string | undefined
}

const defaultPayments: ReadonlyArray<PaymentMethod> = ['card', 'bank', 'ewallet', 'qr']

export const helpHref = (index: number) => href('help', { i: index })

/**
 * SPEC §2 Footer: language selector, m_video players, social links (only those with a link; new
 * tab, no opener), payment method marks, the help block, the affiliate button and the age-consent
 * badge.
 */
export function Footer({
  languages,
  language,
  onLanguage,
  videoBanners,
  videosPending = 'none',
  videosWatched = true,
  socialLinks,
  paymentIcons = defaultPayments,
  helpTitles,
  helpPending = 0,
  onHelp,
  onAffiliate,
  ageLimit = 21,
  className,
}: FooterProps) {
  const { t } = useTranslation('home')
  const ids = { social: useId(), pay: useId(), help: useId() }
  const hasVideos = hotNewsFrameOf(videoBanners) !== 'none'
  const socials = socialNetworks.flatMap((network) => {
    const href = socialLinks[network]?.trim()
    return href ? [{ network, href }] : []
  })
  const payments = paymentIcons.filter((method) => paymentMethods.includes(method))
  const options = languages.map((code) => ({ value: code, label: nativeName[code] }))

  const openHelp = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault()
    onHelp(index)
  }

  return (
    <footer className={['home-footer', className].filter(Boolean).join(' ')}>
      {options.length > 0 ? (
        <div className="home-footer__language">
          <GlobeIcon className="home-footer__language-icon" />
          <Select<LanguageCode> label={t('footer.language')} options={options} value={language} onChange={onLanguage} />
        </div>
      ) : null}

      {hasVideos ? (
        <VideosWhenNear banners={videoBanners} watch={videosWatched} />
      ) : videosPending !== 'none' ? (
        <VideosPlaceholder captioned={videosPending === 'captioned'} />
      ) : null}

      {socials.length > 0 ? (
        <nav className="home-footer__block" aria-labelledby={ids.social}>
          <h2 id={ids.social} className="home-footer__heading">
            {t('footer.follow_us')}
          </h2>
          <ul className="home-footer__social" role="list">
            {socials.map(({ network, href }) => (
              <li key={network}>
                <a
                  className="home-footer__social-link"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.new_tab', { name: t(`footer.social.${network}`) })}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {payments.length > 0 ? (
        <section className="home-footer__block" aria-labelledby={ids.pay}>
          <h2 id={ids.pay} className="home-footer__heading">
            {t('footer.payments')}
          </h2>
          <ul className="home-footer__payments" role="list">
            {payments.map((method) => (
              <li key={method} className="home-footer__payment" role="listitem" aria-label={t(`footer.payment.${method}`)}>
                <PaymentIcon method={method} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {helpTitles.length > 0 || helpPending > 0 ? (
        // Still loading, the block holds empty rows, hidden from assistive technology.
        <nav className="home-footer__block" aria-labelledby={ids.help} aria-hidden={helpTitles.length === 0 || undefined}>
          <h2 id={ids.help} className="home-footer__heading">
            {t('footer.help')}
          </h2>
          <ul className="home-footer__help" role="list">
            {helpTitles.length > 0
              ? helpTitles.map((title, index) => (
                  <li key={index}>
                    <a className="home-footer__help-link" href={helpHref(index)} onClick={(event) => openHelp(event, index)}>
                      <span>{title}</span>
                      <ChevronRightIcon className="home-footer__help-chevron" />
                    </a>
                  </li>
                ))
              : Array.from({ length: helpPending }, (_, index) => (
                  <li key={index}>
                    <span className="home-footer__help-link">
                      <span className="ui-skeleton__line home-footer__help-skeleton" />
                    </span>
                  </li>
                ))}
          </ul>
        </nav>
      ) : null}

      {onAffiliate ? (
        <button type="button" className="home-footer__affiliate" onClick={onAffiliate}>
          {t('footer.affiliate')}
          <ChevronRightIcon className="home-footer__help-chevron" />
        </button>
      ) : null}

      <div className="home-footer__age">
        <span className="home-footer__age-badge" role="img" aria-label={t('footer.age_badge', { age: ageLimit })}>
          <span aria-hidden="true">{`${ageLimit}+`}</span>
        </span>
        <p className="home-footer__age-text">
          <ShieldIcon className="home-footer__age-icon" />
          {t('footer.age_consent', { age: ageLimit })}
        </p>
      </div>
    </footer>
  )
}

export default Footer
