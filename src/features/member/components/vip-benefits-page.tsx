import { useAtom, useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { answeredOrNull, retryFailedQueries } from '@/lib/effect/query-atom'
import { formatAmount, peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { EmptyState, PageMessage } from '@/ui'
import { FoldedOperatorHtml } from '@/ui/folded-operator-html'
import { QueryView, Skeleton } from '@/ui/query-view'
import { Tabs } from '@/ui/tabs'
import { rankProgressQuery } from '../member-atoms'
import { labelPaint } from '../member-rules'
import type { RankProgress } from '../member-schema'
import { clubBenefitsQuery, clubRanksQuery, clubRulesQuery, rankSalaryQuery, salaryHistoryQuery, vipRefusalAtom } from '../vip-atoms'
import { benefitsOf, clubLadderOf, requirementsOf, type Benefit, type RankStep } from '../vip-rules'
import { RankSalarySection } from './rank-salary'
import { VipProgress } from './vip-progress'
import '@/ui/card.css'
import './member.css'
import './vip.css'

/**
 * VIP benefits (/m/member/benefits, the MEMBER link and the member centre's VIP card; PLATFORM.md
 * §6 "VIP"): the member's rank and progress, then the club's ranks as tabs, each saying what it
 * takes (with how far the member has come towards the next) and what it gives, the rank salary,
 * and the club's rules folded away. A trial account has no rank and is told so.
 */
export default function VipBenefitsPage() {
  const { t } = useTranslation('common')
  const refusal = useAtomValue(vipRefusalAtom)
  if (refusal) {
    return <PageMessage message={t(refusal)} />
  }
  return (
    <div className="page-plain vip-page">
      <Club />
    </div>
  )
}

function Club() {
  const messageOf = useApiErrorMessage()
  const all = AsyncResult.all([
    useAtomValue(rankProgressQuery),
    useAtomValue(clubRanksQuery),
    useAtomValue(clubBenefitsQuery),
    // The salary is drawn with the ladder, which waits for its answer; failing, it says so on its own.
    answeredOrNull(useAtomValue(rankSalaryQuery)),
    answeredOrNull(useAtomValue(salaryHistoryQuery)),
  ])
  return (
    // Retry asks again whichever failed (retryFailedQueries: every failed query on screen).
    <QueryView result={all} onRetry={retryFailedQueries} messageOf={messageOf} skeleton={<ClubSkeleton />}>
      {([progress, ranks, benefits]) => (
        <>
          <ClubLadder progress={progress} steps={clubLadderOf(ranks.list, benefits.list, progress)} />
          <RankSalarySection />
          {/* Under the ladder once it stands: drawn beside its skeleton, it was pushed down when the ranks came. */}
          <ClubRules />
        </>
      )}
    </QueryView>
  )
}

/** The card, the tabs' row and the panel as grey blocks of their own heights: nothing moves when the answers come. */
function ClubSkeleton() {
  return (
    <>
      <Skeleton lines={2} className="ui-card member-vip-skeleton" />
      <Skeleton lines={1} className="vip-tabs-skeleton" />
      <Skeleton lines={6} className="ui-card" />
      <Skeleton lines={4} className="ui-card" />
    </>
  )
}

/** The member's card, then a tab per rank, opened on the member's own. */
export function ClubLadder({ progress, steps }: { readonly progress: RankProgress; readonly steps: ReadonlyArray<RankStep> }) {
  const { t } = useTranslation('member')
  const own = steps.find((step) => step.standing === 'current') ?? steps[0]
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const selected = steps.find((step) => String(step.rank.labelId) === chosen) ?? own
  return (
    <>
      <VipProgress progress={progress} />
      {selected ? (
        <Tabs
          label={t('benefits.ranks')}
          className="vip-tabs"
          tabs={steps.map(({ rank }) => ({ id: String(rank.labelId), label: rank.labelName }))}
          selected={String(selected.rank.labelId)}
          onSelect={setChosen}
        >
          <RankPanel step={selected} progress={progress} />
        </Tabs>
      ) : (
        <EmptyState message={t('benefits.no_ranks')} />
      )}
    </>
  )
}

/** One rank: its name in the club's colours, where the member stands, what it takes and what it gives. */
function RankPanel({ step, progress }: { readonly step: RankStep; readonly progress: RankProgress }) {
  const { t } = useTranslation('member')
  const takes = useId()
  const gives = useId()
  const { rank, standing } = step
  const badge = labelPaint(rank.color, rank.color2)
  const requirements = requirementsOf(step, progress)
  const benefits = benefitsOf(step.benefit)
  const { completedConditions, totalExpectedConditions } = progress.currentProgress
  return (
    <div className="ui-card vip-rank">
      <p className="vip-rank__head">
        <span className="vip-rank__badge" style={badge}>
          {rank.labelName}
        </span>
        {standing !== 'unplaced' && (
          <span className="vip-rank__standing">
            {t(`benefits.standing.${standing}`, { done: completedConditions, total: totalExpectedConditions })}
          </span>
        )}
      </p>
      <section aria-labelledby={takes}>
        <h2 id={takes} className="vip-rank__title">
          {t('benefits.takes')}
        </h2>
        {requirements.length === 0 ? (
          <p className="vip-rank__none">{t('benefits.takes_nothing')}</p>
        ) : (
          <dl className="vip-lines">
            {requirements.map((line) => (
              <div key={line.id}>
                <dt>{t(`benefits.requirement.${line.id}`)}</dt>
                <dd>
                  {line.reached === null
                    ? peso(line.amount)
                    : t('benefits.reached', { reached: peso(line.reached), amount: peso(line.amount) })}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby={gives}>
        <h2 id={gives} className="vip-rank__title">
          {t('benefits.gives')}
        </h2>
        {benefits.length === 0 ? (
          <p className="vip-rank__none">{t('benefits.gives_nothing')}</p>
        ) : (
          <dl className="vip-lines">
            {benefits.map((benefit) => (
              <div key={benefit.id}>
                <dt>{t(`benefits.benefit.${benefit.id}`)}</dt>
                <dd>
                  <BenefitValue benefit={benefit} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  )
}

function BenefitValue({ benefit }: { readonly benefit: Benefit }) {
  const { t } = useTranslation('member')
  switch (benefit.kind) {
    case 'money':
      return <>{peso(benefit.value)}</>
    case 'percent':
      return <>{t('benefits.percent', { value: benefit.value })}</>
    case 'count':
      return <>{formatAmount(benefit.value)}</>
    case 'yes':
      return <>{t('benefits.yes')}</>
  }
}

/** The club's rules, folded away. */
function ClubRules() {
  const { t } = useTranslation('member')
  const [rules, dispatch] = useAtom(clubRulesQuery)
  const messageOf = useApiErrorMessage()
  return (
    <QueryView result={rules} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={1} />}>
      {(value) => <FoldedOperatorHtml summary={t('benefits.rules')} html={value.rulesHtml} />}
    </QueryView>
  )
}
