import { useAtom, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { getsContractPrompts } from '@/domain/member'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { pesoBalance } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { paths } from '@/lib/routes/paths'
import { viewerAtom } from '@/lib/session/session-atoms'
import { EmptyState } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { currentSalaryDaysQuery, pastSalaryDaysQuery } from '../daily-salary-atoms'
import type { SalaryDay } from '../daily-salary-schema'
import '@/ui/card.css'
import '@/ui/record-list.css'
import { EarningsCard, EarningsFigures, EarningsPast } from './earnings'
import './earnings.css'

/** A day's state; a settled day that reached no tier paid nothing, which says more than "Paid". */
function StatusPill({ day }: { readonly day: SalaryDay }) {
  const { t } = useTranslation('agent')
  const state = day.status === 'accruing' ? 'accruing' : day.salary === 0 ? 'nothing_due' : 'paid'
  const tone = { accruing: 'pending', nothing_due: 'plain', paid: 'success' }[state]
  return <span className={`record-row__status record-row__status--${tone}`}>{t(`daily_salary.status.${state}`)}</span>
}

/** One of today and yesterday: its state, the salary, and what it was worked out from. */
function DayCard({ title, day }: { readonly title: string; readonly day: SalaryDay }) {
  const { t } = useTranslation('agent')
  return (
    <EarningsCard headingId={`daily-salary-${day.day}`} title={title} status={<StatusPill day={day} />} dates={day.day}>
      <EarningsFigures
        earned={{ label: t(day.status === 'accruing' ? 'daily_salary.so_far' : 'daily_salary.salary'), value: pesoBalance(day.salary) }}
        amounts={[{ label: t('daily_salary.turnover'), value: pesoBalance(day.teamBet) }]}
        activeMembers={day.activeMembers}
        rate={day.rate}
      />
    </EarningsCard>
  )
}

/** The settled days before yesterday, newest first, ten at a time. */
function PastDays() {
  const { t } = useTranslation('agent')
  const [list, act] = useAtom(pastSalaryDaysQuery)
  const paging = usePagedList(list, act)
  return (
    <EarningsPast
      id="daily-salary-past"
      title={t('daily_salary.past')}
      paging={paging}
      getKey={(day) => day.day}
      renderItem={(day) => (
        <li className="earnings-past__row">
          <span className="earnings-past__dates">{day.day}</span>
          <StatusPill day={day} />
          <span className="earnings-past__amount">{pesoBalance(day.salary)}</span>
        </li>
      )}
      emptyMessage={t('daily_salary.past_empty')}
    />
  )
}

/**
 * Daily salary (ours: /m/member/agent/dailySalary): what the agent's daily salary contract pays
 * for each day of the team's play: today so far, yesterday, and the settled days before. The
 * platform pays it, so this page only reads; without a contract it says where one is answered.
 */
export function DailySalaryView() {
  const { t } = useTranslation('agent')
  const messageOf = useApiErrorMessage()
  const [, navigate] = useLocation()
  const viewer = useAtomValue(viewerAtom)
  const [days, dispatch] = useAtom(currentSalaryDaysQuery)
  // SPEC §4: the virtual agents (41, 42) have no contracts, so no daily salary either.
  const content =
    viewer.kind !== 'guest' && !getsContractPrompts(viewer.type) ? (
      <EmptyState message={t('daily_salary.not_allowed')} />
    ) : (
      <QueryView
        result={days}
        onRetry={() => dispatch('refresh')}
        messageOf={messageOf}
        skeleton={<Skeleton lines={8} className="ui-card" />}
      >
        {({ today, yesterday }) =>
          today === null && yesterday === null ? (
            <EmptyState
              message={t('daily_salary.no_contract')}
              actionLabel={t('daily_salary.to_contract')}
              onAction={() => navigate(paths.salaryContract)}
            />
          ) : (
            <>
              <p className="earnings__about">{t('daily_salary.about')}</p>
              {today && <DayCard title={t('daily_salary.today')} day={today} />}
              {yesterday && <DayCard title={t('daily_salary.yesterday')} day={yesterday} />}
              <PastDays />
            </>
          )
        }
      </QueryView>
    )
  return <div className="earnings">{content}</div>
}
