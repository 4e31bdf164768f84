import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../../tests/kit/render'
import type { ClaimableRow } from '../reward-rules'
import { RewardRow } from './reward-row'

const rowEnding = (inMs: number | null, unmet: string[] = []): ClaimableRow => ({
  kind: 'ticket',
  id: 'tk-1',
  name: 'Golden egg',
  amount: 66,
  expiresAt: inMs === null ? null : Date.now() + inMs,
  unmet,
})

describe('RewardRow', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 26, 12, 0, 0) }))
  afterEach(() => vi.useRealTimers())

  it('counts down on screen and turns Expired, unclaimable, when its time runs out', async () => {
    renderWithApp(<RewardRow row={rowEnding(3_000)} busy={false} onClaim={() => {}} />)
    const row = screen.getByRole('article', { name: 'Golden egg' })
    expect(within(row).getByText('Ends in 0:00:03')).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Claim' }).hasAttribute('disabled')).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(3_100))
    const expired = within(row).getByRole('button', { name: 'Expired' })
    expect(expired.hasAttribute('disabled')).toBe(true)
  })

  it('says days and hours beyond a day, no expiry when there is none, and what a ticket still needs', () => {
    renderWithApp(
      <>
        <RewardRow row={{ ...rowEnding((2 * 24 + 5) * 3_600_000 + 1_000), name: 'Chest' }} busy={false} onClaim={() => {}} />
        <RewardRow row={{ ...rowEnding(null, ['Deposit ₱500 today']), name: 'Gift' }} busy={false} onClaim={() => {}} />
      </>,
    )
    expect(within(screen.getByRole('article', { name: 'Chest' })).getByText('Ends in 2 d 5 h')).toBeTruthy()
    const gift = screen.getByRole('article', { name: 'Gift' })
    expect(within(gift).getByText('No expiry')).toBeTruthy()
    expect(within(gift).getByText('Still to do: Deposit ₱500 today')).toBeTruthy()
    expect(within(gift).getByRole('button', { name: 'Claim' }).hasAttribute('disabled')).toBe(true)
  })
})
