import { AsyncResult } from 'effect/reactivity'
import { useHeldUntil } from '@/lib/effect/answered-within'
import { useAtom, useAtomValue } from 'jotai'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatDateTime } from '@/lib/format/date-time'
import { formatAmount, peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { paths } from '@/lib/routes/paths'
import { useClaim, type Claim } from '@/lib/session/use-claim'
import { EmptyState, PageMessage, toast } from '@/ui'
import { FailureOf } from '@/ui/failure-row'
import { FoldedOperatorHtml } from '@/ui/folded-operator-html'
import { QueryView, Skeleton } from '@/ui/query-view'
import { claimAtom, milestonesQuery, milestonesReadyAtom, missionRefusalAtom, rulesQuery, summaryQuery } from '../missions-atoms'
import { completedCount, isMoneyUnit, progressOf } from '../missions-rules'
import type { ClaimMissionRequest, Milestone, Mission, MissionSummary } from '../missions-schema'
import '@/ui/card.css'
import './missions.css'
import { FormError } from '@/ui/form-error'

/** Where a player goes to move a mission on: the games for bets and plays, the cashier for deposits. */
const goTo: Partial<Record<Mission['unit'], string>> = { BET: paths.home, GAMES: paths.home, DEPOSIT: paths.deposit }

/**
 * Customer missions (/m/customerTask, SPEC §2 "customer task", contents not shown; issue 14;
 * PLATFORM.md §6 "missions"): the period's missions with their progress, each reward claimed in
 * place and once, the milestones that more missions done open, and the rules. For the money types.
 */
export default function MissionsPage() {
  const { t } = useTranslation(['missions', 'common'])
  const refusal = useAtomValue(missionRefusalAtom)
  const [summary, dispatch] = useAtom(summaryQuery)
  // Asked beside the missions, and waited for (at most policies.formDataWait): they stand above them.
  const shown = useHeldUntil(summary, milestonesReadyAtom)
  /** One claim at a time on this screen, which shows which row is on its way. */
  const claim = useClaim(claimAtom, (value) => toast.success(t('claimed', { amount: peso(value.claimedMoney) })))
  const messageOf = useApiErrorMessage()
  if (refusal) {
    return <PageMessage message={t(`common:${refusal}`)} />
  }
  return (
    <div className="page-plain missions-page">
      <QueryView result={shown} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={5} />}>
        {(value) =>
          value.missions.length === 0 ? (
            <EmptyState message={t('empty')} />
          ) : (
            <>
              <Period summary={value} />
              <Milestones done={completedCount(value.missions)} claim={claim} />
              <ul className="missions-list" role="list">
                {value.missions.map((mission) => (
                  <li key={mission.missionId}>
                    <MissionCard mission={mission} claim={claim} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
      <Rules />
    </div>
  )
}

function Period({ summary }: { readonly summary: MissionSummary }) {
  const { t } = useTranslation('missions')
  const heading = useId()
  const done = completedCount(summary.missions)
  const total = summary.missions.length
  return (
    <section className="ui-card missions-period" aria-labelledby={heading}>
      <h2 id={heading} className="missions-period__title">
        {summary.periodName}
      </h2>
      {summary.periodEnd !== null && <p className="missions-period__end">{t('resets', { time: formatDateTime(summary.periodEnd) })}</p>}
      <p className="missions-period__done">{t('done', { done, total })}</p>
      <progress className="missions-bar" max={total} value={done} aria-label={t('done', { done, total })} />
      <Link className="missions-period__link" href={paths.leaderBoard}>
        {t('leaderboard.open')}
      </Link>
    </section>
  )
}

function Milestones({ done, claim }: { readonly done: number; readonly claim: Claim<ClaimMissionRequest> }) {
  const { t } = useTranslation('missions')
  const messageOf = useApiErrorMessage()
  const [milestones, dispatch] = useAtom(milestonesQuery)
  const list = AsyncResult.getOrElse(milestones, (): ReadonlyArray<Milestone> => [])
  // Rewards the player may claim: a failed read says so with Retry rather than leave them out unsaid.
  if (list.length === 0 && !AsyncResult.isFailure(milestones)) return null
  return (
    <section className="missions-milestones" aria-label={t('milestones')}>
      <FailureOf result={milestones} messageOf={messageOf} onRetry={() => dispatch('refresh')}>
        {list.map((milestone) => (
          <div key={milestone.milestoneId} className={`missions-milestone missions-milestone--${milestone.status.toLowerCase()}`}>
            <span className="missions-milestone__need">{t('milestone_need', { count: milestone.requiredCompleted, done })}</span>
            <span className="missions-milestone__reward">{peso(milestone.reward)}</span>
            {milestone.status === 'CLAIMABLE' ? (
              <button
                type="button"
                className="btn btn-primary"
                aria-label={t('claim_milestone', { count: milestone.requiredCompleted })}
                disabled={claim.locked(milestone.milestoneId)}
                aria-busy={claim.locked(milestone.milestoneId) || undefined}
                onClick={() => void claim.claim(milestone.milestoneId, { milestoneId: milestone.milestoneId })}
              >
                {t('claim')}
              </button>
            ) : (
              <span className="missions-milestone__status">{t(`milestone_status.${milestone.status}`)}</span>
            )}
            <FormError message={claim.failureOf(milestone.milestoneId)} />
          </div>
        ))}
      </FailureOf>
    </section>
  )
}

function MissionCard({ mission, claim }: { readonly mission: Mission; readonly claim: Claim<ClaimMissionRequest> }) {
  const { t } = useTranslation('missions')
  const figure = (value: number) => (isMoneyUnit(mission.unit) ? peso(value) : formatAmount(value))
  const progress = t('progress', { current: figure(Math.min(mission.current, mission.target)), target: figure(mission.target) })
  const go = goTo[mission.unit]
  return (
    <article className="mission" aria-label={mission.title}>
      <div className="mission__head">
        <h3 className="mission__title">{mission.title}</h3>
        <span className="mission__reward">+{peso(mission.reward)}</span>
      </div>
      <progress className="missions-bar" max={1} value={progressOf(mission)} aria-label={progress} />
      <div className="mission__foot">
        <span className="mission__progress">{progress}</span>
        {mission.status === 'CLAIMABLE' ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={claim.locked(mission.missionId)}
            aria-busy={claim.locked(mission.missionId) || undefined}
            onClick={() => void claim.claim(mission.missionId, { missionId: mission.missionId })}
          >
            {t('claim')}
          </button>
        ) : mission.status === 'CLAIMED' ? (
          <span className="mission__claimed">{t('claimed_badge')}</span>
        ) : go ? (
          <Link className="btn btn-ghost" href={go}>
            {t(`go.${mission.unit}`)}
          </Link>
        ) : null}
      </div>
      <FormError message={claim.failureOf(mission.missionId)} />
    </article>
  )
}

function Rules() {
  const { t } = useTranslation('missions')
  const [rules, dispatch] = useAtom(rulesQuery)
  const messageOf = useApiErrorMessage()
  return (
    <QueryView result={rules} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={1} />}>
      {(value) => <FoldedOperatorHtml summary={t('rules')} html={value.rulesHtml} />}
    </QueryView>
  )
}
