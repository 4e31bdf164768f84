import { useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useId } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { retryFailedQueries } from '@/lib/effect/query-atom'
import { formatDateTime, formatDay } from '@/lib/format/date-time'
import { peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { paths } from '@/lib/routes/paths'
import { rewardRefusalOf } from '@/domain/member'
import { viewerAtom } from '@/lib/session/session-atoms'
import { QueryView, Skeleton } from '@/ui/query-view'
import { rankSalaryQuery, salaryHistoryQuery } from '../vip-atoms'
import type { RankSalary as Salary, RankSalaryClaim } from '../vip-schema'
import '@/ui/card.css'
import '@/ui/table.css'
import './vip.css'

/**
 * The rank salary (PLATFORM.md §6 VIP, promotion type RANK_SALARY): what the member's rank pays
 * each month, when the next is issued into the reward centre, where it is claimed, and the
 * salaries claimed so far. Drawn once both calls have answered (VIP benefits waits for them with
 * the ranks), so it never pushes the rules under it.
 */
export function RankSalarySection() {
  const messageOf = useApiErrorMessage()
  const both = AsyncResult.all([useAtomValue(rankSalaryQuery), useAtomValue(salaryHistoryQuery)])
  const mayClaim = rewardRefusalOf(useAtomValue(viewerAtom)) === null
  return (
    <QueryView result={both} onRetry={retryFailedQueries} messageOf={messageOf} skeleton={<Skeleton lines={4} className="ui-card" />}>
      {([salary, history]) => <RankSalaryCard salary={salary} claims={history.list} mayClaim={mayClaim} />}
    </QueryView>
  )
}

/** `mayClaim`: the reward centre is open to this member (not to trials or types 40–42), so its name is a link. */
export function RankSalaryCard({
  salary,
  claims,
  mayClaim,
}: {
  readonly salary: Salary
  readonly claims: ReadonlyArray<RankSalaryClaim>
  readonly mayClaim: boolean
}) {
  const { t } = useTranslation('member')
  const heading = useId()
  const pays = salary.amount !== null && salary.amount > 0
  return (
    <section className="ui-card vip-salary" aria-labelledby={heading}>
      <h2 id={heading} className="vip-rank__title">
        {t('benefits.salary.heading')}
      </h2>
      {pays ? (
        <>
          <p className="vip-salary__amount">{t('benefits.salary.monthly', { amount: peso(salary.amount ?? 0), rank: salary.rankName })}</p>
          <p className="vip-rank__none">
            {/* One sentence with the link inside, so each language puts it where its grammar wants ("link" would parse as an empty HTML tag). */}
            <Trans
              t={t}
              i18nKey="benefits.salary.next"
              values={{ time: formatDateTime(salary.nextPayoutTime) }}
              components={{ centre: mayClaim ? <Link href={paths.rewardCenter} className="vip-salary__link" /> : <span /> }}
            />
          </p>
        </>
      ) : (
        <p className="vip-rank__none">{t('benefits.salary.none', { rank: salary.rankName })}</p>
      )}
      {claims.length === 0 ? (
        <p className="vip-rank__none">{t('benefits.salary.no_claims')}</p>
      ) : (
        <table className="ui-table">
          <caption>{t('benefits.salary.claimed')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('benefits.salary.month')}</th>
              <th scope="col">{t('benefits.salary.rank')}</th>
              <th scope="col">{t('benefits.salary.amount')}</th>
              <th scope="col">{t('benefits.salary.claimed_on')}</th>
            </tr>
          </thead>
          <tbody>
            {claims.map((claim) => (
              <tr key={claim.period}>
                <th scope="row">{claim.period}</th>
                <td>{claim.rankName}</td>
                <td>{peso(claim.amount)}</td>
                <td>{formatDay(claim.claimedTime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
