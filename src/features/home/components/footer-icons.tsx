import type { ReactNode } from 'react'

/**
 * Generic marks drawn for the footer (no brand logos): social networks as simple pictograms and
 * payment methods as neutral card / bank / wallet / QR / cash badges. Decorative: links and list
 * items carry the names.
 */
export const socialNetworks = ['youtube', 'instagram', 'facebook', 'twitter', 'tiktok', 'telegram'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

export const paymentMethods = ['card', 'bank', 'ewallet', 'qr', 'cash'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

const icon = (children: ReactNode, viewBox = '0 0 24 24') => (
  <svg viewBox={viewBox} aria-hidden="true" focusable="false">
    {children}
  </svg>
)

const social: Record<SocialNetwork, ReactNode> = {
  // A play button in a rounded screen.
  youtube: icon(
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" {...line} />
      <path d="M10 9.2v5.6l4.8-2.8Z" fill="currentColor" />
    </>,
  ),
  // A camera: rounded square, lens and flash dot.
  instagram: icon(
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" {...line} />
      <circle cx="12" cy="12" r="3.6" {...line} />
      <circle cx="16.8" cy="7.2" r="1" fill="currentColor" />
    </>,
  ),
  // Two people: a community.
  facebook: icon(
    <>
      <circle cx="9" cy="9" r="3" {...line} />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" {...line} />
      <circle cx="16.5" cy="8" r="2.3" {...line} />
      <path d="M15.5 13.2A4.5 4.5 0 0 1 20.5 18" {...line} />
    </>,
  ),
  // A speech bubble with a short post.
  twitter: icon(
    <>
      <path d="M4 5.5h16v10H10l-4 3.5v-3.5H4Z" {...line} />
      <path d="M7.5 9h9M7.5 12h6" {...line} />
    </>,
  ),
  // A music note: short videos with sound.
  tiktok: icon(
    <>
      <path d="M10 17.5V5l8-1.5V15" {...line} />
      <circle cx="7.5" cy="17.5" r="2.5" {...line} />
      <circle cx="15.5" cy="15" r="2.5" {...line} />
    </>,
  ),
  // A paper plane: messaging.
  telegram: icon(
    <>
      <path d="M3.5 11.5 20.5 4l-3 16-5.5-4.5" {...line} />
      <path d="M20.5 4 9 14v5l3-3.5" {...line} />
    </>,
  ),
}

export const SocialIcon = ({ network }: { network: SocialNetwork }) => <>{social[network]}</>

const badge = (children: ReactNode) => (
  <svg viewBox="0 0 48 32" aria-hidden="true" focusable="false">
    <rect x="0.75" y="0.75" width="46.5" height="30.5" rx="5" className="home-footer__pay-bg" />
    {children}
  </svg>
)

const payment: Record<PaymentMethod, ReactNode> = {
  // A bank card: stripe and chip.
  card: badge(
    <>
      <rect x="10" y="7" width="28" height="18" rx="2.5" {...line} strokeWidth={1.6} />
      <path d="M10 12h28" stroke="currentColor" strokeWidth="2.6" />
      <rect x="13" y="16" width="6" height="4.5" rx="1" fill="currentColor" />
      <path d="M28 19.5h6" {...line} strokeWidth={1.6} />
    </>,
  ),
  // A bank: pediment and columns.
  bank: badge(
    <>
      <path d="M12 13 24 6l12 7Z" {...line} strokeWidth={1.6} />
      <path d="M15 14.5v7M21 14.5v7M27 14.5v7M33 14.5v7M11 24.5h26" {...line} strokeWidth={1.6} />
    </>,
  ),
  // A wallet with a phone-style clasp.
  ewallet: badge(
    <>
      <path d="M12 10.5a2.5 2.5 0 0 1 2.5-2.5H32v4" {...line} strokeWidth={1.6} />
      <rect x="12" y="11" width="24" height="14" rx="2.5" {...line} strokeWidth={1.6} />
      <path d="M36 15.5h-6a2.5 2.5 0 0 0 0 5h6" {...line} strokeWidth={1.6} />
      <circle cx="30.5" cy="18" r="1.1" fill="currentColor" />
    </>,
  ),
  // A QR code.
  qr: badge(
    <>
      <rect x="14" y="6" width="7" height="7" rx="1" {...line} strokeWidth={1.6} />
      <rect x="27" y="6" width="7" height="7" rx="1" {...line} strokeWidth={1.6} />
      <rect x="14" y="19" width="7" height="7" rx="1" {...line} strokeWidth={1.6} />
      <path d="M27 19h3v3h4M34 26h-4M27 24v2" {...line} strokeWidth={1.6} />
    </>,
  ),
  // A banknote.
  cash: badge(
    <>
      <rect x="9" y="8" width="30" height="16" rx="2" {...line} strokeWidth={1.6} />
      <circle cx="24" cy="16" r="4" {...line} strokeWidth={1.6} />
      <path d="M13 12v0M35 20v0" {...line} strokeWidth={2.4} />
    </>,
  ),
}

export const PaymentIcon = ({ method }: { method: PaymentMethod }) => <>{payment[method]}</>
