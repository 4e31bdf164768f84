import { useAtom } from 'jotai'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { useQueryParams } from '@/lib/query'
import { href, routeQueries } from '@/lib/routes/paths'
import { EmptyState } from '@/ui/empty-state'
import { QueryView, Skeleton } from '@/ui/query-view'
import { RangeBar } from '@/ui/range-bar'
import { memberPnlQuery } from '../team-atoms'
import type { MemberPnl } from '../team-schema'
import { MoneyFigureList, PnlDaysChart } from './team-figures'
import { useAddressRange } from './use-address-range'

function MemberFigures({ pnl, from, to }: { readonly pnl: MemberPnl; readonly from: string; readonly to: string }) {
  const { t } = useTranslation('agent')
  return (
    <>
      <section className="ui-card team-member" aria-label={t('team.member_card')}>
        <p className="team-member__name">{pnl.userName}</p>
        <dl className="team-figures">
          <div>
            <dt>{t('team.level_label')}</dt>
            <dd>
              {t('team.level', { level: pnl.level })}
              {pnl.type === 1 ? ` · ${t('team.sub_agent')}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('team.upline')}</dt>
            <dd>{pnl.parent}</dd>
          </div>
          <div>
            <dt>{t('team.registered')}</dt>
            <dd>{pnl.registeredDate}</dd>
          </div>
        </dl>
      </section>
      <MoneyFigureList figures={pnl.total} label={t('team.money')} whose="member" />
      <section className="ui-card team-section" aria-labelledby="team-member-daily">
        <h2 id="team-member-daily">{t('team.daily')}</h2>
        <PnlDaysChart days={pnl.daily} />
      </section>
      <nav className="team-member__links" aria-label={t('team.member_records')}>
        <Link className="ui-btn ui-btn--secondary" href={href('teamBetting', { member: pnl.userName, from, to })}>
          {t('team.bets')}
        </Link>
        <Link className="ui-btn ui-btn--secondary" href={href('transactionRecord', { types: 'A', member: pnl.userName, from, to })}>
          {t('team.transactions')}
        </Link>
      </nav>
    </>
  )
}

/**
 * One member of the team (/m/agent/team/member, ours; issue 15's drill-down): opened from a team
 * report's row with its range, the member's place in the team, money and days, and on to that
 * member's bets and transactions over the same range.
 */
export default function TeamMemberPage() {
  const { t } = useTranslation(['agent', 'common'])
  const messageOf = useApiErrorMessage()
  const { member } = useQueryParams(routeQueries.agentTeamMember)
  const { range, today, setRange } = useAddressRange('agentTeamMember')
  const query = useMemo(() => memberPnlQuery({ range, member }), [range, member])
  const [pnl, dispatch] = useAtom(query)
  return (
    <div className="team-page">
      <h1 className="page-plain-title">{t('common:titles.team_member')}</h1>
      {member === '' ? (
        <EmptyState message={t('team.no_member')} />
      ) : (
        <>
          <div className="team-filters">
            <RangeBar range={range} today={today} onChange={setRange} />
          </div>
          <QueryView result={pnl} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={10} />}>
            {(value) => <MemberFigures pnl={value} from={range.from} to={range.to} />}
          </QueryView>
        </>
      )}
    </div>
  )
}
