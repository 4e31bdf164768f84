import { useAtom, useAtomValue } from 'jotai'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { useClaim } from '@/lib/session/use-claim'
import { EmptyState, PageMessage, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { rewardsRefusalAtom } from '../rewards-atoms'
import { claimWelcomeAtom, welcomeQuery } from '../welcome-atoms'
import { welcomeClaimed, welcomeToClaim } from '../welcome-rules'
import type { WelcomeBonus } from '../welcome-schema'
import { ClaimedRow, RewardRow } from './reward-row'
import '@/ui/card.css'
import './rewards.css'

/**
 * The welcome bonuses (/m/promotion/register; PLATFORM.md §1.12, §6 NEW_REGISTER): the bonuses a
 * member who registered lately may claim, each before its time runs out, claimed in place and
 * once; then those claimed. For the money types 0, 1, 2 (the reward centre's rule); a trial is told
 * free_reject, the virtual types no_permissions, and nothing is asked.
 */
export default function WelcomePage() {
  const { t } = useTranslation('common')
  const refusal = useAtomValue(rewardsRefusalAtom)
  if (refusal) return <PageMessage message={t(refusal)} />
  return (
    <div className="page-plain rewards-page">
      <WelcomeView />
    </div>
  )
}

function WelcomeView() {
  const { t } = useTranslation('rewards')
  const [result, dispatch] = useAtom(welcomeQuery)
  const messageOf = useApiErrorMessage()
  const { locked, failureOf, claim } = useClaim(claimWelcomeAtom, (paid) =>
    toast.success(t('claimed', { amount: peso(paid.claimedMoney) })),
  )
  return (
    <QueryView result={result} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
      {({ list }) => (
        <WelcomeBonuses bonuses={list} now={Date.now()} locked={locked} failureOf={failureOf} onClaim={(id) => void claim(id, id)} />
      )}
    </QueryView>
  )
}

/** The bonuses to claim, soonest to end first, and those claimed; or that there are none. */
export function WelcomeBonuses({
  bonuses,
  now,
  locked,
  failureOf = () => null,
  onClaim,
}: {
  readonly bonuses: ReadonlyArray<WelcomeBonus>
  readonly now: number
  readonly locked: (id: string) => boolean
  readonly failureOf?: (id: string) => string | null
  readonly onClaim: (id: string) => void
}) {
  const { t } = useTranslation('rewards')
  const claimedHeading = useId()
  const rows = welcomeToClaim(bonuses, now)
  const claimed = welcomeClaimed(bonuses)
  if (rows.length === 0 && claimed.length === 0) return <EmptyState message={t('welcome.none')} />
  return (
    <>
      <p className="welcome-intro">{t('welcome.intro')}</p>
      {rows.length === 0 ? (
        <EmptyState message={t('welcome.all_claimed')} />
      ) : (
        <ul className="reward-list" role="list">
          {rows.map((row) => (
            <li key={row.id}>
              <RewardRow row={row} busy={locked(row.id)} failure={failureOf(row.id)} onClaim={() => onClaim(row.id)} />
            </li>
          ))}
        </ul>
      )}
      {claimed.length > 0 && (
        <section aria-labelledby={claimedHeading}>
          <h2 id={claimedHeading} className="reward-summary__heading">
            {t('welcome.claimed')}
          </h2>
          <ul className="reward-list reward-history" role="list">
            {claimed.map((bonus) => (
              <li key={bonus.promotionId}>
                <ClaimedRow name={bonus.promotionName} amount={bonus.bonus} claimedTime={bonus.claimedTime} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
