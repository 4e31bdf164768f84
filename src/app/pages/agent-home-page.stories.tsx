import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { useTranslation } from 'react-i18next'
import { MemberMenu } from '@/features/member/components/member-menu'
import { moduleIds } from '@/domain/feature-flags'
import { StoryPage } from '@/ui/story-frame'
import { agentMenuItems } from '../agent-menu-items'
import '@/features/member/components/member.css'

export default { title: 'Agent / Agent home menu' } satisfies StoryDefault

const allFlags = new Set(moduleIds)

/** The menu as a full agent (type 1) sees it on an all-enabled site, with unread agent notices and mail. */
export const Menu: Story = () => {
  const { t } = useTranslation('agent')
  const badges: Readonly<Record<string, number>> = { agent_announcements: 2, inbox: 120 }
  const items = agentMenuItems({ viewer: { kind: 'agent', type: 1 }, flags: allFlags }).map(({ id }) => ({
    id,
    label: t(`menu.${id}`),
    badge: badges[id] ?? 0,
    onSelect: action(id),
  }))
  return (
    <StoryPage padded>
      <MemberMenu items={items} layout="grid" label={t('menu_label')} />
    </StoryPage>
  )
}
