import type { Story, StoryDefault } from '@ladle/react'
import type { AccountChecks } from './account-checks'
import { MembersView } from './members-view'
import { RebateDialog } from './rebate-dialog'

export default { title: 'Agent / My team' } satisfies StoryDefault

/**
 * The stories show the dialogs, not the site's rules (the app page hands those over from the account
 * area, which a story of this area may not import): anything typed passes but a mismatched confirmation.
 */
const checks: AccountChecks = {
  issueOf: () => null,
  confirmIssueOf: (password, confirm) => (password === confirm ? null : 'validation.in_confirmation_correct'),
}

/** Over the harness, as the QA account played as an agent (type 1) with a payment password (246810). */
export const Members: Story = () => <MembersView mayTransfer hasPaymentPassword checks={checks} />
Members.meta = { scenario: { memberType: 1, qaSecurity: 'partly' }, path: '/m/member/team' }

/** A virtual agent (41): the team, no transfers. */
export const VirtualAgent: Story = () => <MembersView mayTransfer={false} hasPaymentPassword={false} checks={checks} />
VirtualAgent.meta = { scenario: { memberType: 41 }, path: '/m/member/team' }

/** A direct member's rebates, each field with its bounds. */
export const Rebates: Story = () => <RebateDialog userName="lucky0001" onClose={() => undefined} />
Rebates.meta = { scenario: { memberType: 1 }, path: '/m/member/team' }
