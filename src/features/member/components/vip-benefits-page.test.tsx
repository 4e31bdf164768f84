import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../tests/kit/render'
import type { RankProgress } from '../member-schema'
import { clubLadderOf } from '../vip-rules'
import type { ClubRank } from '../vip-schema'
import { RankSalaryCard } from './rank-salary'
import { ClubLadder } from './vip-benefits-page'

const progress: RankProgress = {
  playerRankName: 'Ruby',
  nextRankName: 'Sapphire',
  currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
}
const rank = (labelId: number, labelName: string, level: number): ClubRank => ({
  labelId,
  labelName,
  level,
  monthlyTurnover: level * 10_000,
  totalTurnover: 0,
  totalDeposit: 0,
})

describe('the VIP ladder', () => {
  it('says so when the club has no ranks, under the member’s card', () => {
    renderWithApp(<ClubLadder progress={progress} steps={[]} />)
    expect(screen.getByRole('region', { name: 'VIP progress' })).toBeTruthy()
    expect(screen.getByText('The VIP club has no ranks yet')).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('with the member’s rank not in the club, opens on the first rank and claims no standing', () => {
    renderWithApp(<ClubLadder progress={progress} steps={clubLadderOf([rank(2, 'Silver', 2), rank(1, 'Bronze', 1)], [], progress)} />)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bronze', 'Silver'])
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByText('Bronze')).toBeTruthy()
    expect(within(panel).queryByText(/Your rank|Passed|Next rank|Still ahead/)).toBeNull()
    expect(within(panel).getByText('No benefits at this rank yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Silver' }))
    expect(within(screen.getByRole('tabpanel')).getByText('₱20,000')).toBeTruthy()
  })
})

describe('the rank salary', () => {
  const salary = { rankName: 'Gold', amount: 128, nextPayoutTime: Date.UTC(2026, 11, 1) }

  it('names the reward centre inside its one sentence, as a link only for a member who may claim there', () => {
    const { unmount } = renderWithApp(<RankSalaryCard salary={salary} claims={[]} mayClaim />)
    const link = screen.getByRole('link', { name: 'Reward center' })
    expect(link.closest('p')!.textContent).toMatch(/^The next is issued on .+, to claim in the Reward center$/)
    unmount()

    // Types 40–42 and trials: the reward centre refuses them, so nothing leads there.
    renderWithApp(<RankSalaryCard salary={salary} claims={[]} mayClaim={false} />)
    expect(screen.queryByRole('link')).toBeNull()
    const sentence = screen.getByText((_, element) => element?.tagName === 'P' && /^The next is issued on /.test(element.textContent ?? ''))
    expect(sentence.textContent).toMatch(/, to claim in the Reward center$/)
  })
})
