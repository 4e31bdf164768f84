import type { CSSProperties, ReactNode } from 'react'

// Stories only: a phone-width column with some padding.
const frame: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1rem',
  padding: '1rem',
  maxWidth: '26.875rem',
  minHeight: '100dvh',
  background: 'var(--c-bg)',
  color: 'var(--c-text)',
}

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5rem' }

export const StoryFrame = ({ children }: { children?: ReactNode }) => <div style={frame}>{children}</div>
export const StoryRow = ({ children }: { children?: ReactNode }) => <div style={row}>{children}</div>

/** Stories only: a phone-width page column in the theme's colours, for whole-width components. */
export const StoryPage = ({ children, padded = false }: { children?: ReactNode; padded?: boolean }) => (
  <div
    style={{
      maxWidth: '26.875rem',
      minHeight: '100dvh',
      padding: padded ? '0.75rem' : 0,
      background: 'var(--c-bg)',
      color: 'var(--c-text)',
    }}
  >
    {children}
  </div>
)

/**
 * Stories only: a whole page as the frame holds it, a phone-width column that scrolls by itself.
 * Its class is the frame's page class, where pages look for their scroll root.
 */
export const StoryScreen = ({ children }: { children?: ReactNode }) => (
  <div
    className="page"
    style={{
      maxWidth: '26.875rem',
      height: '100dvh',
      overflowY: 'auto',
      background: 'var(--c-bg)',
      color: 'var(--c-text)',
    }}
  >
    {children}
  </div>
)
