import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { pesoBalance } from '@/lib/format/money'
import { paths } from '@/lib/routes/paths'
import { currentSalaryQueries, pastSalaryQueries, type SalaryKind, type SalaryPeriod } from '../salary-atoms'
import '@/ui/card.css'
import '@/ui/record-list.css'
import { ContractEarnings, EarningsCard, EarningsFigures, EarningsPast } from './earnings'
import './earnings.css'

/**
 * What differs between the salary contracts read stretch by stretch: the words (a group of the
 * agent namespace with the same keys), the names of the running and the last stretch, and where
 * the contract is answered.
 */
const kinds: Record<SalaryKind, { text: string; current: string; previous: string | null; contract: string }> = {
  daily: { text: 'daily_salary', current: 'today', previous: 'yesterday', contract: paths.salaryContract },
  hourly: { text: 'hourly_salary', current: 'this_hour', previous: 'last_hour', contract: paths.hourlyContract },
  // Its call answers today alone (salary-schema.ts): yesterday heads the earlier days.
  realtime: { text: 'realtime_salary', current: 'today', previous: null, contract: paths.realtimeContract },
}

/** A stretch's state; a settled one that reached no tier paid nothing, which says more than "Paid". */
function StatusPill({ kind, period }: { readonly kind: SalaryKind; readonly period: SalaryPeriod }) {
  const { t } = useTranslation('agent')
  const state = period.status === 'accruing' ? 'accruing' : period.salary === 0 ? 'nothing_due' : 'paid'
  const tone = { accruing: 'pending', nothing_due: 'plain', paid: 'success' }[state]
  return <span className={`record-row__status record-row__status--${tone}`}>{t(`${kinds[kind].text}.status.${state}`)}</span>
}

/** The running stretch or the last: its state, the salary, and what it was worked out from. */
function PeriodCard({ kind, title, period }: { readonly kind: SalaryKind; readonly title: string; readonly period: SalaryPeriod }) {
  const { t } = useTranslation('agent')
  const { text } = kinds[kind]
  return (
    <EarningsCard headingId={`salary-${period.id}`} title={title} status={<StatusPill kind={kind} period={period} />} dates={period.when}>
      <EarningsFigures
        earned={{ label: t(period.status === 'accruing' ? `${text}.so_far` : `${text}.salary`), value: pesoBalance(period.salary) }}
        amounts={[{ label: t(`${text}.turnover`), value: pesoBalance(period.teamBet) }]}
        activeMembers={period.activeMembers}
        rate={period.rate}
      />
    </EarningsCard>
  )
}

/** The settled stretches before the last, newest first, ten at a time. */
function PastPeriods({ kind }: { readonly kind: SalaryKind }) {
  const { t } = useTranslation('agent')
  const [list, act] = useAtom(pastSalaryQueries[kind])
  const paging = usePagedList(list, act)
  const { text } = kinds[kind]
  return (
    <EarningsPast
      id={`${kind}-salary-past`}
      title={t(`${text}.past`)}
      paging={paging}
      getKey={(period) => period.id}
      renderItem={(period) => (
        <li className="earnings-past__row">
          <span className="earnings-past__dates">{period.when}</span>
          <StatusPill kind={kind} period={period} />
          <span className="earnings-past__amount">{pesoBalance(period.salary)}</span>
        </li>
      )}
      emptyMessage={t(`${text}.past_empty`)}
    />
  )
}

/**
 * A salary contract's pay, stretch by stretch (ours): the daily salary's (/m/member/agent/dailySalary)
 * today so far, yesterday and the settled days before; the hourly salary's
 * (/m/member/agent/hourlySalary) this hour so far, the last and the settled hours before; the
 * real-time salary's (/m/member/agent/realtimeSalary) today as paid so far and the days before. The
 * platform pays it, so the page only reads; without a contract it says where one is answered.
 */
function SalaryView({ kind }: { readonly kind: SalaryKind }) {
  const { t } = useTranslation('agent')
  const { text, current: currentTitle, previous: previousTitle, contract } = kinds[kind]
  return (
    <div className="earnings">
      <ContractEarnings query={currentSalaryQueries[kind]} text={text} contractPath={contract}>
        {({ current, previous }) => (
          <>
            {current && <PeriodCard kind={kind} title={t(`${text}.${currentTitle}`)} period={current} />}
            {previous && previousTitle && <PeriodCard kind={kind} title={t(`${text}.${previousTitle}`)} period={previous} />}
            <PastPeriods kind={kind} />
          </>
        )}
      </ContractEarnings>
    </div>
  )
}

export const DailySalaryView = () => <SalaryView kind="daily" />
export const HourlySalaryView = () => <SalaryView kind="hourly" />
export const RealtimeSalaryView = () => <SalaryView kind="realtime" />
