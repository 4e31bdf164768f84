import type { Story, StoryDefault } from '@ladle/react'
import { useSetAtom } from 'jotai'
import { useEffect, type CSSProperties } from 'react'
import { refreshStatusAtom } from '@/lib/site/site-atoms'
import { ToastHost } from '@/ui'
import { ErrorGate } from '../error-gate'
import { useLiveRefresh } from '../live-refresh'
import { Frame } from './frame'
import { sideMenuOpenAtom } from './side-menu'

/**
 * The app frame (header, bottom menu, side menu) in each member state the harness plays: guest,
 * member (type 0), agent (1), trial (4) and virtual (40). The shell is the app's: live refresh,
 * error gate, frame, toasts.
 */
export default { title: 'Frame' } satisfies StoryDefault

function OpenSideMenu() {
  const open = useSetAtom(sideMenuOpenAtom)
  useEffect(() => open(true), [open])
  return null
}

/** The app's #root box (theme.css), which the frame fills. */
const root: CSSProperties = {
  height: '100dvh',
  maxWidth: 'var(--frame-max)',
  position: 'relative',
  overflow: 'hidden',
  background: 'var(--c-bg)',
}

function AppFrame({ sideMenu = false }: { sideMenu?: boolean }) {
  useLiveRefresh()
  // The app reads the site's status at boot (main.tsx); the story when it opens.
  const refreshStatus = useSetAtom(refreshStatusAtom)
  useEffect(() => void refreshStatus(), [refreshStatus])
  return (
    <div style={root}>
      <ErrorGate>
        <Frame />
        {sideMenu && <OpenSideMenu />}
      </ErrorGate>
      <ToastHost />
    </div>
  )
}

const frame: Story = () => <AppFrame />
const sideMenu: Story = () => <AppFrame sideMenu />

export const Guest: Story = frame.bind({})
Guest.meta = { scenario: { memberType: 'guest' } }
export const Member: Story = frame.bind({})
Member.meta = { scenario: { memberType: 0 } }
export const Agent: Story = frame.bind({})
Agent.meta = { scenario: { memberType: 1 } }
export const Trial: Story = frame.bind({})
Trial.meta = { scenario: { memberType: 4 } }
export const Virtual: Story = frame.bind({})
Virtual.meta = { scenario: { memberType: 40 } }

// The side menu away from home, whose announcement popup would cover it (meta is a JSON literal).
export const SideMenuGuest: Story = sideMenu.bind({})
SideMenuGuest.meta = { path: '/m/gameList?gameType=HOT', scenario: { memberType: 'guest' } }
export const SideMenuMember: Story = sideMenu.bind({})
SideMenuMember.meta = { path: '/m/gameList?gameType=HOT', scenario: { memberType: 0 } }
export const SideMenuAgent: Story = sideMenu.bind({})
SideMenuAgent.meta = { path: '/m/gameList?gameType=HOT', scenario: { memberType: 1 } }
export const SideMenuTrial: Story = sideMenu.bind({})
SideMenuTrial.meta = { path: '/m/gameList?gameType=HOT', scenario: { memberType: 4 } }
export const SideMenuVirtual: Story = sideMenu.bind({})
SideMenuVirtual.meta = { path: '/m/gameList?gameType=HOT', scenario: { memberType: 40 } }

export const GameListPage: Story = frame.bind({})
GameListPage.meta = { path: '/m/gameList?gameType=RNG', scenario: { memberType: 0 } }
