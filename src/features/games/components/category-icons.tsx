import type { ReactNode } from 'react'
import type { GameCategory } from '../games-schema'

/** One drawing per lobby category (SPEC §2 Game menu: icon and translated name). Decorative. */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round', strokeLinejoin: 'round' } as const
const solid = { fill: 'currentColor' } as const

const drawings: Record<GameCategory, ReactNode> = {
  // A flame.
  HOT: (
    <>
      <path
        d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.3 2.2-5.3 3.6-7.4.9 1.5 1.8 2.3 2.6 2.5-.3-2.6.7-5.3 2.9-6.9.2 3 2.3 4.6 3.6 6.5.8 1.2 1.3 2.5 1.3 4.1 0 4.2-3 7.4-7.5 7.4Z"
        {...line}
      />
      <path d="M12 21c-1.6 0-2.8-1.1-2.8-2.7 0-1.8 1.5-2.7 2.3-4.3 1.6 1 3.3 2.5 3.3 4.3 0 1.6-1.2 2.7-2.8 2.7Z" {...solid} />
    </>
  ),
  // A slot machine with a lever.
  RNG: (
    <>
      <rect x="3.5" y="5" width="14" height="15" rx="2.5" {...line} />
      <path d="M3.5 9.5h14M3.5 15.5h14M8.2 9.5v6M12.8 9.5v6M20.5 6v6.5h-3" {...line} />
      <circle cx="20.5" cy="5" r="1.5" {...solid} />
    </>
  ),
  // Two playing cards, one showing a spade.
  LIVE: (
    <>
      <rect x="3.5" y="5.5" width="10" height="14" rx="1.8" transform="rotate(-12 8.5 12.5)" {...line} />
      <rect x="10" y="4" width="10.5" height="15" rx="1.8" {...line} />
      <path
        d="M15.2 8c1.6 1.7 3 2.7 3 4.1a1.6 1.6 0 0 1-3 .8 1.6 1.6 0 0 1-3-.8c0-1.4 1.4-2.4 3-4.1Zm0 4.8v2.5"
        {...line}
        strokeWidth={1.4}
      />
    </>
  ),
  // A rooster: comb, beak, wattle, body and tail.
  COCKFIGHT: (
    <>
      <path
        d="M8 9.5c0-2 1.3-3.4 3-3.4s3 1.4 3 3.1c0 1.3-.6 2.3-.6 3.3 2.1.2 3.7-1 4.7-3.2 1.5 2 1.8 4.3 1 6.4-.9 2.6-3.4 4.3-6.6 4.3-3.5 0-5.9-2.1-5.9-5 0-1.7.8-2.9 1.4-3.9"
        {...line}
      />
      <path d="M10 6.2c-.3-1.5.6-2.7 1.8-2.7.2-.9 1.5-1.3 2.3-.3.9-.2 1.7.6 1.3 1.6" {...line} />
      <path d="M8 8.7 5.5 9.8 8 10.8" {...line} />
      <path d="M9 12.2c-.5 1.2-.3 2 .5 2.3" {...line} />
      <circle cx="10.9" cy="8.6" r=".9" {...solid} />
      <path d="M11 19.6v1.9M14 19.5v2" {...line} />
    </>
  ),
  // A football: centre panel, seams and the panels at the edge.
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="8.5" {...line} />
      <path d="M12 8.7 15.1 11l-1.2 3.7h-3.8L8.9 11Z" {...solid} />
      <path
        d="M9.5 3.9a8.5 8.5 0 0 1 5 0L13 5.9h-2ZM19 7.1a8.5 8.5 0 0 1 1.5 4.8l-2.4-.9-.6-1.8ZM18.8 17.1a8.5 8.5 0 0 1-4 2.9v-2.5l1.6-1.1ZM9.2 20a8.5 8.5 0 0 1-4-2.9l2.4-.7 1.6 1.1ZM3.5 11.9A8.5 8.5 0 0 1 5 7.1l1.5 2.1-.6 1.8Z"
        {...solid}
      />
      <path d="M12 8.7V5.8M15.1 11l2.8-.9M13.9 14.7l1.7 2.3M10.1 14.7l-1.7 2.3M8.9 11l-2.8-.9" {...line} strokeWidth={1.3} />
    </>
  ),
  // A game controller.
  ESPORTS: (
    <>
      <path
        d="M7.5 7.5h9c2.4 0 4 1.8 4.4 4.3l.6 3.9c.3 2-1.9 3.4-3.5 2.1L15.5 15.5h-7L6 17.8c-1.6 1.3-3.8-.1-3.5-2.1l.6-3.9C3.5 9.3 5.1 7.5 7.5 7.5Z"
        {...line}
      />
      <path d="M7.5 10v3.5M5.8 11.8h3.4" {...line} />
      <circle cx="15.5" cy="10.8" r="1" {...solid} />
      <circle cx="17.6" cy="12.9" r="1" {...solid} />
    </>
  ),
  // A fish with bubbles.
  FISH: (
    <>
      <path d="M3 12c2.6-3.7 5.6-5.5 9-5.5 3.2 0 5.6 1.6 7 4l2.5-2v7l-2.5-2c-1.4 2.4-3.8 4-7 4-3.4 0-6.4-1.8-9-5.5Z" {...line} />
      <circle cx="7.4" cy="11.2" r="1" {...solid} />
      <path d="M11.5 9.2c.9 1.7.9 3.9 0 5.6" {...line} />
    </>
  ),
  // Two facing cards: player against player.
  PVP: (
    <>
      <rect x="2.8" y="6" width="8" height="12" rx="1.6" {...line} />
      <rect x="13.2" y="6" width="8" height="12" rx="1.6" {...line} />
      <path d="M6.8 9.5 8.5 12l-1.7 2.5L5.1 12ZM17.2 9.5l1.7 2.5-1.7 2.5-1.7-2.5Z" {...solid} />
    </>
  ),
  // Three numbered lottery balls.
  LOTT: (
    <>
      <circle cx="7" cy="14.5" r="4" {...line} />
      <circle cx="17" cy="14.5" r="4" {...line} />
      <circle cx="12" cy="7.5" r="4" {...line} />
      <path d="M12 6v3M7 13v3M16 13.2c.7-.6 2-.4 2 .5 0 .8-2 1.5-2 2.3h2" {...line} strokeWidth={1.3} />
    </>
  ),
  // A ticket with a number on a phone-like screen.
  ELOTT: (
    <>
      <path
        d="M3.5 8.5a2 2 0 0 0 0 4v4a1.5 1.5 0 0 0 1.5 1.5h14a1.5 1.5 0 0 0 1.5-1.5v-4a2 2 0 0 1 0-4v-2A1.5 1.5 0 0 0 19 5H5a1.5 1.5 0 0 0-1.5 1.5Z"
        transform="translate(0 .5)"
        {...line}
      />
      <path d="M14.5 6v12" {...line} strokeDasharray="1.5 1.8" />
      <path d="M7 10h4.5M7 13h3" {...line} />
    </>
  ),
  // A gift box.
  PROMO: (
    <>
      <rect x="4" y="9" width="16" height="4" rx="1" {...line} />
      <path d="M5.5 13v6.5h13V13M12 9v10.5" {...line} />
      <path d="M12 9c-1.5-3.5-5.5-4-5.5-1.6C6.5 9 9.6 9 12 9Zm0 0c1.5-3.5 5.5-4 5.5-1.6C17.5 9 14.4 9 12 9Z" {...line} />
    </>
  ),
  // A star.
  FAV: <path d="m12 3.8 2.5 5.1 5.6.8-4.1 4 1 5.6L12 16.6l-5 2.7 1-5.6-4.1-4 5.6-.8Z" {...line} />,
}

export function CategoryIcon({ category, className }: { category: GameCategory; className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {drawings[category]}
    </svg>
  )
}

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="m12 3.8 2.5 5.1 5.6.8-4.1 4 1 5.6L12 16.6l-5 2.7 1-5.6-4.1-4 5.6-.8Z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinejoin="round"
    />
  </svg>
)
