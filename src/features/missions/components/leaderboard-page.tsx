import { useAtom, useAtomValue } from 'jotai'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatDateTime } from '@/lib/format/date-time'
import { formatAmount, peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { paths } from '@/lib/routes/paths'
import { EmptyState, PageMessage } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { leaderboardQuery, missionRefusalAtom } from '../missions-atoms'
import { medalOf } from '../missions-rules'
import type { MissionLeaderboard } from '../missions-schema'
import '@/ui/card.css'
import '@/ui/table.css'
import './missions.css'

/**
 * The mission leaderboard (/m/leaderBoard, the MISSION link; PLATFORM.md §6 "missions"): the
 * period's top places by mission points with the prize each pays at the period's end, and the
 * member's own place. For the money types, as the missions themselves.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation(['missions', 'common'])
  const refusal = useAtomValue(missionRefusalAtom)
  const [board, dispatch] = useAtom(leaderboardQuery)
  const messageOf = useApiErrorMessage()
  if (refusal) {
    return <PageMessage message={t(`common:${refusal}`)} />
  }
  return (
    <div className="page-plain missions-page">
      <QueryView result={board} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={8} />}>
        {(value) => (
          <>
            <OwnPlace board={value} />
            {value.list.length === 0 ? <EmptyState message={t('leaderboard.empty')} /> : <Places board={value} />}
          </>
        )}
      </QueryView>
    </div>
  )
}

/** The period, when it pays out, where the member stands, and the way to the missions. */
export function OwnPlace({ board }: { readonly board: MissionLeaderboard }) {
  const { t } = useTranslation('missions')
  const heading = useId()
  const { me } = board
  return (
    <section className="ui-card missions-period" aria-labelledby={heading}>
      <h2 id={heading} className="missions-period__title">
        {board.periodName}
      </h2>
      {board.periodEnd !== null && (
        <p className="missions-period__end">{t('leaderboard.ends', { time: formatDateTime(board.periodEnd) })}</p>
      )}
      {me.rank === null ? (
        <p className="leaderboard-me">{t('leaderboard.unranked')}</p>
      ) : (
        <p className="leaderboard-me">
          {t('leaderboard.your_place', { rank: me.rank, points: formatAmount(me.points) })}{' '}
          {me.prize > 0 ? t('leaderboard.your_prize', { prize: peso(me.prize) }) : t('leaderboard.climb')}
        </p>
      )}
      {/* Points come from the missions: the way to earn more (and the page's one stop for the keyboard). */}
      <Link className="missions-period__link" href={paths.customerTask}>
        {t('leaderboard.earn')}
      </Link>
    </section>
  )
}

/** The top places, the member's own marked. */
function Places({ board }: { readonly board: MissionLeaderboard }) {
  const { t } = useTranslation('missions')
  return (
    <section className="ui-card">
      <table className="ui-table leaderboard">
        <caption>{t('leaderboard.top')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('leaderboard.rank')}</th>
            <th scope="col">{t('leaderboard.player')}</th>
            <th scope="col">{t('leaderboard.points')}</th>
            <th scope="col">{t('leaderboard.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {board.list.map((place) => {
            const mine = place.rank === board.me.rank
            const medal = medalOf(place.rank)
            return (
              <tr key={place.rank} aria-current={mine || undefined} className={mine ? 'leaderboard__mine' : undefined}>
                <td>
                  <span className={medal ? `leaderboard__rank leaderboard__rank--${medal}` : 'leaderboard__rank'}>{place.rank}</span>
                </td>
                <th scope="row">{mine ? t('leaderboard.you', { name: place.userName }) : place.userName}</th>
                <td>{formatAmount(place.points)}</td>
                <td>{place.prize > 0 ? peso(place.prize) : '—'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
