import type { Story, StoryDefault } from '@ladle/react'
import { DailySalaryView } from './daily-salary-view'

export default { title: 'Agent / Daily salary' } satisfies StoryDefault

/** Over the harness, as the QA account played as an agent (type 1): today, yesterday and the earlier days. */
export const Days: Story = () => <DailySalaryView />
Days.meta = { scenario: { memberType: 1 }, path: '/m/member/agent/dailySalary' }

/** A virtual agent (41) holds no contract, and is told so. */
export const VirtualAgent: Story = () => <DailySalaryView />
VirtualAgent.meta = { scenario: { memberType: 41 }, path: '/m/member/agent/dailySalary' }
