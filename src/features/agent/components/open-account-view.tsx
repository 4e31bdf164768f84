import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { useQueryParams } from '@/lib/query'
import { href, routeQueries } from '@/lib/routes/paths'
import { Tabs } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { newMemberTermsQuery } from '../open-account-atoms'
import { newMemberRebateLimits } from '../open-account-rules'
import { AffiliateLinks } from './affiliate-links'
import { OpenAccountForm, type NewAccountChecks } from './open-account-form'
import './open-account.css'

/**
 * Open account (/m/agentRegister, issue 15): a member made at once, or links that sign members up
 * with the terms set here. Both give rebates within the agent's own, asked for once. The way shown
 * lives in the address (?way=links), so a reload or Back after sharing a link comes back to it.
 */
export function OpenAccountView({ checks }: { readonly checks: NewAccountChecks }) {
  const { t } = useTranslation('agent')
  const messageOf = useApiErrorMessage()
  const [terms, dispatch] = useAtom(newMemberTermsQuery)
  const { way } = useQueryParams(routeQueries.agentRegister)
  const [, navigate] = useLocation()
  return (
    <div className="open-account">
      <Tabs
        label={t('open.ways')}
        tabs={[
          { id: 'account', label: t('open.account_tab') },
          { id: 'links', label: t('open.links_tab') },
        ]}
        selected={way}
        onSelect={(id) => navigate(href('agentRegister', { way: id === 'links' ? 'links' : 'account' }), { replace: true })}
      >
        <QueryView result={terms} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
          {({ own, quotas }) =>
            way === 'account' ? (
              <OpenAccountForm limits={newMemberRebateLimits(own, quotas)} checks={checks} />
            ) : (
              // A link spends no quota when made: the levels are left to the member's own registration.
              <AffiliateLinks limits={newMemberRebateLimits(own)} />
            )
          }
        </QueryView>
      </Tabs>
    </div>
  )
}
