import { useAtom, useAtomValue } from 'jotai'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { href, paths } from '@/lib/routes/paths'
import { EmptyState, PageMessage, Loader, Tabs } from '@/ui'
import { onDemand } from '@/ui/on-demand'
import { OperatorHtmlOnDemand, useOperatorHtmlSoon } from '@/ui/operator-html-on-demand'
import { QueryView, Skeleton } from '@/ui/query-view'
import { detailsQuery, overviewQuery, referralViewAtom, rulesQuery } from '../referral-atoms'
import type { ReferralRules } from '../referral-schema'
import { OfferLines, OfferLinesSkeleton } from './offer-lines'
import { ReferralCard } from './referral-card'
import { ReferralFigures } from './referral-figures'
import '@/ui/card.css'
import './referral.css'

/** The friends' and rebates' tabs (their windowed lists): not on the page's first screen. */
const inviteeReport = onDemand<object>(() => import('./referral-reports').then((module) => module.InviteeReport))
const rebateReport = onDemand<object>(() => import('./referral-reports').then((module) => module.RebateReport))

/**
 * Invite friends (/m/inviteFriends, issue 14; PLATFORM.md §6 "referral"). A member shares their
 * code and link (copy, QR code, the apps players use, the phone's share sheet), sees today's and
 * the total figures, the friends who came and the rebates they earned, and the rules. A guest sees
 * the programme and is led to register; an agent to the agent area; trial and virtual accounts
 * the platform's refusal.
 */
export default function InvitePage() {
  const { t } = useTranslation(['referral', 'common'])
  const view = useAtomValue(referralViewAtom)
  switch (view.kind) {
    case 'undecided':
      return (
        <div className="page-loading">
          <Loader />
        </div>
      )
    case 'guest':
      return <GuestView />
    case 'agent':
      return (
        <div className="page-plain">
          <EmptyState message={t('common:affiliate.agent_message')} />
          <Link className="btn btn-primary btn-block" href={paths.agent}>
            {t('common:affiliate.agent_area')}
          </Link>
        </div>
      )
    case 'refused':
      return <PageMessage message={t(`common:${view.messageKey}`)} />
    case 'member':
      return <MemberView />
  }
}

/** The rules call's answer, with Retry when it failed. */
function WithRules({ children }: { readonly children: (rules: ReferralRules) => ReactNode }) {
  const [rules, dispatch] = useAtom(rulesQuery)
  const messageOf = useApiErrorMessage()
  return (
    <QueryView result={rules} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<OfferLinesSkeleton />}>
      {children}
    </QueryView>
  )
}

/** The programme in full: its two lines, then its rules (the operator's HTML). */
function Programme() {
  return (
    <WithRules>
      {(rules) => (
        <>
          <OfferLines rules={rules} />
          <OperatorHtmlOnDemand html={rules.rulesHtml} className="referral-rules" />
        </>
      )}
    </WithRules>
  )
}

function GuestView() {
  const { t } = useTranslation('referral')
  // The rules show on this first screen: their sanitiser comes beside their call, not after it.
  useOperatorHtmlSoon(true)
  return (
    <div className="page-plain referral-page">
      <section className="referral-hero">
        <h2 className="referral-hero__title">{t('hero.title')}</h2>
        <p className="referral-hero__lead">{t('hero.lead')}</p>
      </section>
      {/* Above the programme: the rules and their sanitiser come later, and push down only what follows them. */}
      <div className="referral-guest__actions">
        <Link className="btn btn-primary btn-block" href={paths.register}>
          {t('guest.register')}
        </Link>
        <Link className="btn btn-ghost btn-block" href={href('login', { redirect: paths.inviteFriends })}>
          {t('guest.login')}
        </Link>
      </div>
      <Programme />
    </div>
  )
}

type MemberTab = 'invite' | 'friends' | 'rebates' | 'rules'
const memberTabs: ReadonlyArray<MemberTab> = ['invite', 'friends', 'rebates', 'rules']

function MemberView() {
  const { t } = useTranslation('referral')
  const [tab, setTab] = useState<MemberTab>('invite')
  inviteeReport.useSoon(tab === 'friends')
  rebateReport.useSoon(tab === 'rebates')
  useOperatorHtmlSoon(tab === 'rules')
  return (
    <div className="page-plain referral-page">
      <Tabs
        label={t('tabs.label')}
        tabs={memberTabs.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={tab}
        onSelect={(id) => setTab(id as MemberTab)}
      >
        {tab === 'invite' && <InviteTab />}
        {tab === 'friends' && <inviteeReport.Component />}
        {tab === 'rebates' && <rebateReport.Component />}
        {tab === 'rules' && <Programme />}
      </Tabs>
    </div>
  )
}

function InviteTab() {
  const messageOf = useApiErrorMessage()
  const [details, detailsDispatch] = useAtom(detailsQuery)
  const [overview, overviewDispatch] = useAtom(overviewQuery)
  return (
    <div className="referral-invite">
      <WithRules>{(rules) => <OfferLines rules={rules} />}</WithRules>
      <QueryView
        result={details}
        onRetry={() => detailsDispatch('refresh')}
        messageOf={messageOf}
        skeleton={<Skeleton lines={3} className="ui-card" />}
      >
        {(value) => (
          <>
            <ReferralCard details={value} siteOrigin={window.location.origin} />
            <QueryView
              result={overview}
              onRetry={() => overviewDispatch('refresh')}
              messageOf={messageOf}
              skeleton={<Skeleton lines={2} className="ui-card" />}
            >
              {(figures) => <ReferralFigures overview={figures} contentOptions={value.contentOptions} />}
            </QueryView>
          </>
        )}
      </QueryView>
    </div>
  )
}
