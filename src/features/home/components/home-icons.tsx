import type { ReactNode } from 'react'

/** Inline icons of the home components; decorative (the controls carry the names). */
type IconProps = { className?: string }

const svg = (className: string | undefined, children: ReactNode, viewBox = '0 0 24 24') => (
  <svg className={className} viewBox={viewBox} aria-hidden="true" focusable="false">
    {children}
  </svg>
)

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

export const SpeakerIcon = ({ className }: IconProps) =>
  svg(
    className,
    <>
      <path d="M4 10v4a1 1 0 0 0 1 1h3l5 4V5L8 9H5a1 1 0 0 0-1 1Z" fill="currentColor" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" {...stroke} />
    </>,
  )

export const ChevronRightIcon = ({ className }: IconProps) => svg(className, <path d="M9 6l6 6-6 6" {...stroke} />)
export const ChevronLeftIcon = ({ className }: IconProps) => svg(className, <path d="M15 6l-6 6 6 6" {...stroke} />)

export const PlayIcon = ({ className }: IconProps) =>
  svg(
    className,
    <>
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.72" />
      <path d="M10 8.2v7.6a.6.6 0 0 0 .9.5l6-3.8a.6.6 0 0 0 0-1l-6-3.8a.6.6 0 0 0-.9.5Z" fill="#fff" />
    </>,
  )

export const TrophyIcon = ({ className }: IconProps) =>
  svg(
    className,
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" fill="currentColor" />
      <path d="M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5A3.5 3.5 0 0 1 16.5 11M12 14v3M8.5 20h7M9.5 17h5" {...stroke} />
    </>,
  )

export const DownloadAppGlyph = ({ className }: IconProps) =>
  svg(
    className,
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" {...stroke} />
      <path d="M12 7v7M9 11.5l3 3 3-3M10.5 18.5h3" {...stroke} />
    </>,
  )

export const HelpIcon = ({ className }: IconProps) =>
  svg(
    className,
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" {...stroke} />
      <circle cx="12" cy="17" r="1.1" fill="currentColor" />
    </>,
  )

export const GlobeIcon = ({ className }: IconProps) =>
  svg(
    className,
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" {...stroke} />
    </>,
  )

export const ShieldIcon = ({ className }: IconProps) =>
  svg(
    className,
    <>
      <path d="M12 3l7 3v5.5c0 4.3-3 7.9-7 9.5-4-1.6-7-5.2-7-9.5V6l7-3Z" {...stroke} />
      <path d="M9 12l2 2 4-4" {...stroke} />
    </>,
  )
