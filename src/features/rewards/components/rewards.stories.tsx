import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import type { ClaimableRow } from '../reward-rules'
import { RewardRow } from './reward-row'
import { RewardSummary } from './reward-summary'

export default { title: 'Rewards / Reward centre' } satisfies StoryDefault

const minute = 60_000
const rows: ReadonlyArray<ClaimableRow> = [
  { kind: 'promotion', id: 'a', name: 'Lucky spin rebate', amount: 35, expiresAt: Date.now() + 40 * minute, unmet: [] },
  { kind: 'ticket', id: 'b', name: 'Golden egg', amount: 66, expiresAt: Date.now() + 5 * 60 * minute, unmet: [] },
  { kind: 'promotion', id: 'c', name: 'Weekend reload bonus', amount: 250, expiresAt: Date.now() + 26 * 60 * minute, unmet: [] },
  {
    kind: 'ticket',
    id: 'd',
    name: 'Treasure chest',
    amount: 120,
    expiresAt: Date.now() + 3 * 24 * 60 * minute,
    unmet: ['Deposit ₱500 today'],
  },
  { kind: 'promotion', id: 'e', name: 'VIP birthday gift', amount: 888, expiresAt: null, unmet: [] },
  { kind: 'ticket', id: 'f', name: 'Raffle ticket (ends in 5 s)', amount: 20, expiresAt: Date.now() + 5_000, unmet: [] },
]

/** Rows with their countdowns running (the last one turns Expired after five seconds). */
export const RowsWithCountdown: Story = () => (
  <StoryPage padded>
    <RewardSummary summary={{ dailyReceivedBonus: 120, totalBonus: 15_230.5, totalPoints: 3_420 }} />
    {rows.map((row) => (
      <RewardRow key={row.id} row={row} busy={row.id === 'b'} onClaim={action(`claim ${row.name}`)} />
    ))}
  </StoryPage>
)

/** The summary while its call is on its way: the same card, '…' for the figures. */
export const SummaryLoading: Story = () => (
  <StoryPage padded>
    <RewardSummary summary={null} />
  </StoryPage>
)
