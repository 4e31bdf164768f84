import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../tests/kit/render'
import type { LoginPromotion } from '../sign-in-schema'
import { SignInToday } from './sign-in-page'

const signed: LoginPromotion = {
  promotionId: 'LOGIN-7',
  promotionName: '7-day sign-in',
  days: [5, 10, 15, 20, 25, 30, 88].map((bonus, index) => ({ day: index + 1, bonus })),
  signedDays: 3,
  signedToday: true,
  // The next day's moment has passed, and the answer asked again still names it.
  nextSignInTime: Date.now() - 1_000,
  rulesHtml: '',
}

describe('the sign-in card', () => {
  it('asks for the new day once when its moment comes, however often the page draws again', () => {
    let asked = 0
    const card = () => <SignInToday promotion={signed} busy={false} onSignIn={() => undefined} onNextDay={() => asked++} />
    const { rerender } = renderWithApp(card())
    for (let draw = 0; draw < 5; draw++) rerender(card())
    expect(asked).toBe(1)
  })
})
