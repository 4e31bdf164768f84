import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../../tests/kit/render'
import { activityStatuses, type ActivityStatus, type Promotion } from '../promotions-schema'
import { PromotionCard } from './promotion-card'

const promotionIn = (status: ActivityStatus, joinKind: Promotion['joinKind'] = 'SIGN_UP'): Promotion => ({
  promotionId: `promo-${status}`,
  promotionName: `Promo ${status}`,
  promotionType: 'MANUAL',
  category: 'SLOTS',
  bannerUrl: null,
  startTime: new Date(2026, 10, 1).getTime(),
  endTime: new Date(2026, 11, 31, 23, 59).getTime(),
  status,
  joinKind,
  remark: '',
})

const render = (promotion: Promotion) => {
  const onAct = vi.fn()
  const onOpen = vi.fn()
  renderWithApp(<PromotionCard promotion={promotion} onAct={onAct} onOpen={onOpen} />)
  return { card: screen.getByRole('article', { name: promotion.promotionName }), onAct, onOpen }
}

describe('PromotionCard', () => {
  it('shows the name and the period, and opens the details from its banner', () => {
    const { card, onOpen } = render(promotionIn('JOIN'))
    expect(within(card).getByText('2026-11-01 to 2026-12-31')).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Details of Promo JOIN' }))
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['JOIN', 'SIGN_UP', 'Join', 'join'],
    ['JOIN', 'APPLICATION', 'Join', 'apply'],
    ['CLAIM', 'SIGN_UP', 'Claim', 'claim'],
  ] as const)('%s (%s) offers %s, which asks to %s', (status, kind, label, action) => {
    const { card, onAct } = render(promotionIn(status, kind))
    fireEvent.click(within(card).getByRole('button', { name: label }))
    expect(onAct).toHaveBeenCalledWith(action)
  })

  it.each(
    activityStatuses
      .filter((status) => status !== 'JOIN' && status !== 'CLAIM')
      .map(
        (status) =>
          [
            status,
            {
              APPLYING: 'Applying',
              CLOSE: 'Close',
              REJECTED: 'Rejected',
              ISSUED: 'Issued',
              CLAIMED: 'Claimed',
              PROCESS: 'Process',
              JOINED: 'Joined',
              COMING_SOON: 'Coming soon',
            }[status],
          ] as const,
      ),
  )('%s shows its status "%s" and no action', (status, label) => {
    const { card } = render(promotionIn(status))
    expect(within(card).getByText(label!)).toBeTruthy()
    expect(within(card).getAllByRole('button')).toHaveLength(1) // the banner's Details only
  })

  it('a rejected application shows why it stands and may be sent again', () => {
    const { card } = render(promotionIn('REJECTED', 'APPLICATION'))
    expect(within(card).getByText('Rejected')).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Join' })).toBeTruthy()
  })
})
