import { AsyncResult } from 'effect/reactivity'
import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { answeredOrNull, retryFailedQueries } from '@/lib/effect/query-atom'
import { peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { useClaim } from '@/lib/session/use-claim'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { EmptyState, PageMessage, Tabs, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { claimableNow } from '../reward-rules'
import { claimRowAtom, historyQuery, issuedQuery, rewardCentreRefusalAtom, summaryQuery, ticketsQuery } from '../rewards-atoms'
import { signInQuery } from '../sign-in-atoms'
import { welcomeQuery } from '../welcome-atoms'
import { welcomeTotalOf } from '../welcome-rules'
import type { IssuedReward } from '../rewards-schema'
import { ClaimedRow, RewardRow } from './reward-row'
import { SignInLink, WelcomeLink } from './reward-links'
import { RewardSummary } from './reward-summary'
import '@/ui/card.css'
import './rewards.css'

type Tab = 'claimable' | 'history'

/**
 * The reward centre (/m/rewardCenter, issue 14; PLATFORM.md §6): today's bonus, the total and the
 * points, then one "claimable now" list of the issued promotion rewards and the tickets, soonest
 * to expire first, each claimed in place; and the history of claims. For the money types 0, 1, 2
 * only (a trial is told free_reject, the virtual types no_permissions, and nothing is asked).
 */
export default function RewardsPage() {
  const { t } = useTranslation(['rewards', 'common'])
  const refusal = useAtomValue(rewardCentreRefusalAtom)
  const showSummary = useAtomValue(whitelabelAtom).has('DISPTOTPROMEARN3')
  const [tab, setTab] = useState<Tab>('claimable')
  if (refusal) return <PageMessage message={t(`common:${refusal}`)} />
  return (
    <div className="page-plain rewards-page">
      {showSummary && <Summary />}
      <Tabs
        label={t('tabs')}
        tabs={[
          { id: 'claimable', label: t('claimable') },
          { id: 'history', label: t('history') },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
      >
        {tab === 'claimable' ? <Claimable /> : <History />}
      </Tabs>
    </div>
  )
}

function Summary() {
  const [summary, dispatch] = useAtom(summaryQuery)
  const messageOf = useApiErrorMessage()
  return (
    <QueryView result={summary} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<RewardSummary summary={null} />}>
      {(value) => <RewardSummary summary={value} />}
    </QueryView>
  )
}

/**
 * The two lists behind "claimable now", as one result: loading until both are in, failed if either
 * fails; Retry asks again whichever failed (retryFailedQueries: every failed query on screen).
 */
const useClaimableLists = () => {
  // The links to the sign-in and the welcome bonuses come with the lists; failing, they are left out (their own pages say why).
  const all = AsyncResult.all([
    useAtomValue(issuedQuery),
    useAtomValue(ticketsQuery),
    answeredOrNull(useAtomValue(signInQuery)),
    answeredOrNull(useAtomValue(welcomeQuery)),
  ])
  return { all, retry: retryFailedQueries }
}

function Claimable() {
  const { t } = useTranslation(['rewards', 'common'])
  const messageOf = useApiErrorMessage()
  const { all, retry } = useClaimableLists()
  const { locked, failureOf, claim } = useClaim(claimRowAtom, (value) => toast.success(t('claimed', { amount: peso(value.claimedMoney) })))

  return (
    <QueryView result={all} onRetry={retry} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
      {([issued, tickets, signIn, welcome]) => {
        const now = Date.now()
        const rows = claimableNow(issued, tickets, now)
        const welcomeTotal = welcome ? welcomeTotalOf(welcome.list, now) : 0
        return (
          <>
            {welcomeTotal > 0 && <WelcomeLink total={welcomeTotal} />}
            {signIn && <SignInLink promotion={signIn} />}
            {rows.length === 0 ? (
              <EmptyState message={t('empty')} />
            ) : (
              <ul className="reward-list" role="list">
                {rows.map((row) => (
                  <li key={`${row.kind}-${row.id}`}>
                    <RewardRow row={row} busy={locked(row.id)} failure={failureOf(row.id)} onClaim={() => void claim(row.id, row)} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )
      }}
    </QueryView>
  )
}

function History() {
  const { t } = useTranslation('rewards')
  const messageOf = useApiErrorMessage()
  const [history, dispatch] = useAtom(historyQuery)
  return (
    <QueryView result={history} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
      {(claims: ReadonlyArray<IssuedReward>) =>
        claims.length === 0 ? (
          <EmptyState message={t('history_empty')} />
        ) : (
          <ul className="reward-list reward-history" role="list">
            {claims.map((claim) => (
              <li key={claim.rewardId}>
                <ClaimedRow name={claim.promotionName} amount={claim.bonus} claimedTime={claim.claimedTime ?? null} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  )
}
