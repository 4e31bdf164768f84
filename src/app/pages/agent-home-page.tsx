import { useAtom, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { teamKpiQuery } from '@/features/agent/agent-atoms'
import { TeamKpiFooter } from '@/features/agent/components/team-kpi-footer'
import { MemberMenu } from '@/features/member/components/member-menu'
import { memberAtom, sessionAtom, viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { QueryView, Skeleton } from '@/ui/query-view'
import { agentMenuItems, type AgentBadge } from '../agent-menu-items'
import { useFollowEntry } from '../frame/use-follow-entry'
import { agentNoticeUnreadAtom, unreadAtom } from '../unread-atoms'
import '@/features/member/components/member.css'

/** Each badge's count, from the one unread model (reading a notice or a mail clears it at once). */
const useBadgeCount = () => {
  const inbox = useAtomValue(unreadAtom).inbox
  const agentNotices = useAtomValue(agentNoticeUnreadAtom)
  return (badge: AgentBadge) => (badge === 'inbox' ? inbox : agentNotices)
}

/**
 * Agent home (/m/agent, SPEC §2): the agent's menu, each item by its whitelabel key, the agent
 * announcements and inbox with their unread badges, and today's team figures at the foot. The
 * frame lets only agents in (others are replaced to home).
 */
export default function AgentHomePage() {
  const messageOf = useApiErrorMessage()
  const { t } = useTranslation(['agent', 'member', 'common'])
  const viewer = useAtomValue(viewerAtom)
  const flags = useAtomValue(whitelabelAtom)
  const member = useAtomValue(memberAtom)
  const session = useAtomValue(sessionAtom)
  const [kpi, kpiDispatch] = useAtom(teamKpiQuery)
  const badgeCount = useBadgeCount()
  const follow = useFollowEntry()

  const items = agentMenuItems({ viewer, flags }).map(({ id, entry, badge }) => ({
    id,
    label: t(`menu.${id}`),
    ...(badge ? { badge: badgeCount(badge) } : {}),
    onSelect: () => follow(entry),
  }))
  const name = member?.nickname || member?.userName || session?.userName || ''

  return (
    <div className="member-page agent-page">
      <h1 className="page-plain-title">{t('common:titles.agent')}</h1>
      {name && <p className="agent-page__name">{t('greeting', { name })}</p>}
      <MemberMenu items={items} layout="grid" label={t('menu_label')} />
      <QueryView
        result={kpi}
        onRetry={() => kpiDispatch('refresh')}
        messageOf={messageOf}
        skeleton={<Skeleton lines={2} className="ui-card" />}
      >
        {(value) => <TeamKpiFooter kpi={value} />}
      </QueryView>
    </div>
  )
}
