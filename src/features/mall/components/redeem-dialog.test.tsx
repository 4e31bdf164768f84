import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../tests/kit/render'
import type { PointReward } from '../mall-schema'
import { RedeemDialog } from './redeem-dialog'

const cash: PointReward = {
  rewardId: 'cash-200',
  rewardName: '₱200 cash',
  conversionType: 'CASH',
  points: 1800,
  imageUrl: null,
  cashValue: 200,
  stock: 3,
  perMemberLimit: null,
  redeemedCount: 0,
  description: '',
}

const dialogFor = (item: PointReward, points: number) => <RedeemDialog item={item} points={points} hasPaymentPassword onClose={() => {}} />

describe('the redeem dialog', () => {
  it('keeps the chosen quantity within what the latest stock and points allow: it never costs more than the member has', async () => {
    const { rerender } = renderWithApp(dialogFor(cash, 9000))
    const dialog = await screen.findByRole('dialog', { name: '₱200 cash' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }))
    expect(within(dialog).getByRole('button', { name: 'Redeem for 5,400 points' })).toBeDefined()

    // A refusal refreshed the shop: one left, and points for one.
    rerender(dialogFor({ ...cash, stock: 1 }, 2000))
    expect(within(dialog).getByRole('button', { name: 'Redeem for 1,800 points' })).toBeDefined()
    expect(within(dialog).getByText('200 points', { exact: true })).toBeDefined()
    expect(within(dialog).getByRole('button', { name: 'One more' }).hasAttribute('disabled')).toBe(true)
  })
})
