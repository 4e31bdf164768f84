import { useId, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { limits, policies } from '@/lib/effect/policies'
import { formatBalance } from '@/lib/format/money'
import { usePrefersReducedMotion } from '@/ui/reduced-motion'
import { TrophyIcon } from './home-icons'
import { FallbackImage } from './home-media'
import type { WinnerItem } from './home-types'
import './home-media.css'
import './winner-board.css'

export type WinnerBoardProps<W extends WinnerItem = WinnerItem> = {
  /** Board entries (the `vo` of each), newest first. */
  winners: ReadonlyArray<W>
  /** Tapping a row launches that game. */
  onLaunch: (winner: W) => void
  /** Before the board's first answer: a skeleton of the scrolling board's size holds its place. */
  loading?: boolean | undefined
  className?: string | undefined
}

/** SPEC §2: win amounts are pesos, #,##0.00. */
export const pesoSign = '₱'
export const formatWin = (amount: number) => `${pesoSign}${formatBalance(amount)}`

/**
 * SPEC §2 Latest winner board: nothing when empty; a table (Game, Player, Win) whose rows launch
 * their game. Above limits.winnerBoardScrollAbove entries the rows scroll upwards in a continuous
 * loop, one row per policies.winnerBoardScrollSpeed with no pause between (the seed's autoplay
 * delay 0); the loop pauses while touched, hovered or focused, and stands still (scrollable by
 * hand) under reduced motion.
 */
export function WinnerBoard<W extends WinnerItem>({ winners, onLaunch, loading = false, className }: WinnerBoardProps<W>) {
  const { t } = useTranslation('home')
  const titleId = useId()
  const reduced = usePrefersReducedMotion()
  if (loading) return <WinnerBoardSkeleton className={className} />
  if (winners.length === 0) return null

  const scrolls = winners.length > limits.winnerBoardScrollAbove
  const looping = scrolls && !reduced
  const visible = limits.winnerBoardScrollAbove
  const style = {
    '--home-winners-visible': String(visible),
    '--home-winners-rows': String(winners.length),
    '--home-winners-duration': `${winners.length * policies.winnerBoardScrollSpeed}ms`,
  } as CSSProperties

  const rows = (list: ReadonlyArray<W>, copy: boolean) =>
    list.map((winner, index) => (
      <div key={`${winner.recordId}-${index}`} role="row" className="home-winners__row" {...(copy ? {} : { 'aria-rowindex': index + 2 })}>
        <span role="cell" className="home-winners__game">
          <FallbackImage className="home-winners__icon" variant="icon" src={winner.iconUrl} alt="" width={32} height={32} />
          <button type="button" className="home-winners__launch" tabIndex={copy ? -1 : undefined} onClick={() => onLaunch(winner)}>
            {winner.gameName}
          </button>
        </span>
        <span role="cell" className="home-winners__player">
          {winner.customerName}
        </span>
        <span role="cell" className="home-winners__win">
          {formatWin(winner.winAmount)}
        </span>
      </div>
    ))

  return (
    <section
      className={['home-winners', scrolls ? 'home-winners--scrolls' : null, looping ? 'home-winners--looping' : null, className]
        .filter(Boolean)
        .join(' ')}
      style={style}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="home-winners__title">
        <TrophyIcon className="home-winners__trophy" />
        {t('winners.title')}
      </h2>
      <div role="table" className="home-winners__table" aria-labelledby={titleId} aria-rowcount={winners.length + 1}>
        <div role="rowgroup" className="home-winners__head">
          <div role="row" className="home-winners__row home-winners__row--head" aria-rowindex={1}>
            <span role="columnheader">{t('winners.game')}</span>
            <span role="columnheader">{t('winners.player')}</span>
            <span role="columnheader" className="home-winners__win">
              {t('winners.win')}
            </span>
          </div>
        </div>
        <div className="home-winners__viewport">
          <div className="home-winners__track">
            <div role="rowgroup">{rows(winners, false)}</div>
            {/* What scrolls in behind the last row: only the first `visible` rows (the viewport is
                exactly that tall), so at the loop's end (moved by all the rows) it shows what the
                start shows and the jump back is seamless; a full copy would double the DOM. Not
                for assistive tech. */}
            {looping ? (
              <div role="rowgroup" aria-hidden="true" inert>
                {rows(winners.slice(0, visible), true)}
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}

/** The board as it will stand (title, column heads, the visible rows), its rows still grey. */
function WinnerBoardSkeleton({ className }: { className?: string | undefined }) {
  const { t } = useTranslation('home')
  const style = { '--home-winners-visible': String(limits.winnerBoardScrollAbove) } as CSSProperties
  return (
    <section
      className={['home-winners', 'home-winners--scrolls', 'home-winners--loading', className].filter(Boolean).join(' ')}
      style={style}
      aria-busy="true"
      aria-label={t('winners.title')}
    >
      <h2 className="home-winners__title">
        <TrophyIcon className="home-winners__trophy" />
        {t('winners.title')}
      </h2>
      <div className="home-winners__row home-winners__row--head" aria-hidden="true" />
      <div className="home-winners__viewport" aria-hidden="true">
        {Array.from({ length: limits.winnerBoardScrollAbove }, (_, index) => (
          <div key={index} className="home-winners__row">
            <span className="home-winners__skeleton" />
          </div>
        ))}
      </div>
    </section>
  )
}

export default WinnerBoard
