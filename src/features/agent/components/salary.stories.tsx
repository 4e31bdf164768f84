import type { Story, StoryDefault } from '@ladle/react'
import { DailySalaryView, HourlySalaryView, RealtimeSalaryView } from './salary-view'

export default { title: 'Agent / Salary' } satisfies StoryDefault

/** Over the harness, as the QA account played as an agent (type 1): today, yesterday and the earlier days. */
export const Days: Story = () => <DailySalaryView />
Days.meta = { scenario: { memberType: 1 }, path: '/m/member/agent/dailySalary' }

/** A virtual agent (41) holds no contract, and is told so. */
export const VirtualAgent: Story = () => <DailySalaryView />
VirtualAgent.meta = { scenario: { memberType: 41 }, path: '/m/member/agent/dailySalary' }

/** agent01, who holds an hourly contract: this hour so far, the last hour and the earlier hours. */
export const Hours: Story = () => <HourlySalaryView />
Hours.meta = { scenario: { memberType: 2 }, userName: 'agent01', path: '/m/member/agent/hourlySalary' }

/** The QA account holds no hourly contract: it is told so, with the way to the hourly contract. */
export const NoHourlyContract: Story = () => <HourlySalaryView />
NoHourlyContract.meta = { scenario: { memberType: 1 }, path: '/m/member/agent/hourlySalary' }

/** agent01, who holds a real-time contract: today as paid so far, and the days before. */
export const RealTime: Story = () => <RealtimeSalaryView />
RealTime.meta = { scenario: { memberType: 2 }, userName: 'agent01', path: '/m/member/agent/realtimeSalary' }
