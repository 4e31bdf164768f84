import type { Story, StoryDefault } from '@ladle/react'
import { DividendView } from './dividend-view'

export default { title: 'Agent / Dividend' } satisfies StoryDefault

/**
 * Over the harness, as the QA account played as an agent (type 1): the running, last and past
 * periods, each leading to its detail (its members' dividends, with Pay where due).
 */
export const Periods: Story = () => <DividendView mayPay hasPaymentPassword />
Periods.meta = { scenario: { memberType: 1, qaSecurity: 'partly' }, path: '/m/member/agent/agentDivident' }
