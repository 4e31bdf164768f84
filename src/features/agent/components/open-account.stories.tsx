import type { Story, StoryDefault } from '@ladle/react'
import type { NewAccountChecks } from './open-account-form'
import { OpenAccountView } from './open-account-view'

export default { title: 'Agent / Open account' } satisfies StoryDefault

/**
 * The site's rules come from the account area, which a story of this area may not import: anything
 * typed passes but a mismatched confirmation, and no name is taken.
 */
const checks: NewAccountChecks = {
  issueOf: () => null,
  confirmIssueOf: (password, confirm) => (password === confirm ? null : 'validation.in_confirmation_correct'),
  isTaken: async () => false,
}

/**
 * Over the harness, as the QA account played as an agent (type 1): a rebate per product within the
 * agent's own, each hint with what is left of its rationed level (type the agent's own to reach the
 * top one).
 */
export const NewMember: Story = () => <OpenAccountView checks={checks} />
NewMember.meta = { scenario: { memberType: 1 }, path: '/m/agentRegister' }

/** The agent's invite links, with their life, channel and sign-ups. */
export const Links: Story = () => <OpenAccountView checks={checks} />
Links.meta = { scenario: { memberType: 1 }, path: '/m/agentRegister?way=links' }
