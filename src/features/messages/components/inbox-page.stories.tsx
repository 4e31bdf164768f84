import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { inboxFixtures } from '../../../../fixtures/inbox'
import { StoryFrame } from '@/ui/story-frame'
import InboxPage, { MailDetail } from './inbox-page'

export default { title: 'Messages / Inbox' } satisfies StoryDefault

/** The QA member's inbox (120 unread): tap a mail to read it, Select to mark read or delete several. */
export const Inbox: Story = () => (
  <StoryFrame>
    <InboxPage />
  </StoryFrame>
)
Inbox.meta = { path: '/m/webEmail', scenario: { memberType: 0 } }

const rewardMail = inboxFixtures.player01!.find((mail) => mail.inboxId === 'mail-reward-open')!

/**
 * A mail with a reward: what it gives, the time left, and Claim (the harness pays it into the
 * wallet and the toast says so; this mail is the fixture itself, so it shows the claimed state only
 * in the Inbox story, where the list carries it).
 */
export const MailWithReward: Story = () => {
  const [open, setOpen] = useState(true)
  return (
    <StoryFrame>
      <button type="button" onClick={() => setOpen(true)}>
        Open the mail
      </button>
      <MailDetail mail={rewardMail} open={open} onClose={() => setOpen(false)} />
    </StoryFrame>
  )
}
MailWithReward.meta = { path: '/m/webEmail', scenario: { memberType: 0 } }

/** The hostile-content switch: each body is one of the sanitiser's payloads, shown harmless. */
export const HostileBodies: Story = () => (
  <StoryFrame>
    <InboxPage />
  </StoryFrame>
)
HostileBodies.meta = { path: '/m/webEmail', scenario: { memberType: 0, hostileHtml: true } }

/** The list call fails: the error with Retry. */
export const LoadFailed: Story = () => (
  <StoryFrame>
    <InboxPage />
  </StoryFrame>
)
LoadFailed.meta = { path: '/m/webEmail', scenario: { memberType: 0, failing: ['EMFE_getInbox'] } }
