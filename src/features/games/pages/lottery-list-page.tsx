import { Effect, Fiber } from 'effect'
import { useAtom, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { onDeviceClock } from '@/lib/effect/platform-clock'
import { queryAtom } from '@/lib/effect/query-atom'
import { call } from '@/lib/http/call'
import { gameTileImage } from '@/lib/http/game-page'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { formatClock } from '@/lib/format/date-time'
import { EmptyState } from '@/ui/empty-state'
import { QueryView, Skeleton } from '@/ui/query-view'
import { useSecondsLeft } from '@/ui/use-seconds-left'
import { LazyImage } from '../components/lazy-image'
import { nextAskIn } from '../draw-rules'
import * as endpoints from '../games-endpoints'
import type { OpenDraw } from '../games-schema'
import { gameTileName } from '../lobby-rules'
import { useLaunch } from '../use-launch-game'
import './lottery-list.css'

/** The lottery games with their open draws, asked again on each visit and as a draw closes. */
const openDrawsQuery = queryAtom(() => call(endpoints.openDraws).pipe(Effect.map((answer) => answer.list)), { askOnEveryVisit: true })

/**
 * The lottery list (/m/startLottery, SPEC §2 and §7 "lottery list, issue number"): each lottery
 * game with the issue now open for bets and the time left to bet on it. A tap opens the game as a
 * tile does (a guest signs in first). As a draw closes the list is asked again, so the next issue
 * shows; meanwhile a closed row says it is drawing (draw-rules).
 */
export default function LotteryListPage() {
  const { t } = useTranslation('games')
  const messageOf = useApiErrorMessage()
  const [result, dispatch] = useAtom(openDrawsQuery)
  return (
    <div className="lottery-list">
      <QueryView result={result} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
        {(draws) => (draws.length === 0 ? <EmptyState message={t('draws.empty')} /> : <Draws draws={draws} />)}
      </QueryView>
    </div>
  )
}

function Draws({ draws }: { readonly draws: ReadonlyArray<OpenDraw> }) {
  const { t } = useTranslation('games')
  const launch = useLaunch().game
  const refresh = useSetAtom(openDrawsQuery)
  // Armed once per answer: the list asked again brings the next issues and their closing times.
  useEffect(() => {
    const wait = nextAskIn(
      draws.map((draw) => onDeviceClock(draw.closeTime)),
      Date.now(),
    )
    if (wait === null) return
    const fiber = Effect.runFork(Effect.sleep(wait).pipe(Effect.andThen(Effect.sync(() => refresh('refresh')))))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [draws, refresh])
  return (
    <ul className="lottery-list__rows" aria-label={t('draws.label')}>
      {draws.map((draw) => (
        <li key={draw.game.nodeId}>
          <button type="button" className="lottery-draw" onClick={() => void launch(draw.game)}>
            <LazyImage className="lottery-draw__icon" variant="tile" src={gameTileImage(draw.game)} alt="" />
            <span className="lottery-draw__text">
              <span className="lottery-draw__name">{gameTileName(draw.game)}</span>
              <span className="lottery-draw__issue">{t('draws.issue', { numero: draw.numero })}</span>
              <DrawClock closeTime={draw.closeTime} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

function DrawClock({ closeTime }: { readonly closeTime: number }) {
  const { t } = useTranslation('games')
  const seconds = useSecondsLeft(closeTime) ?? 0
  return (
    <span className="lottery-draw__clock">{seconds === 0 ? t('draws.drawing') : t('draws.closes_in', { time: formatClock(seconds) })}</span>
  )
}
