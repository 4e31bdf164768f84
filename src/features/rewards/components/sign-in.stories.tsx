import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import { signInPromotion } from '../../../../fixtures/sign-in'
import type { LoginPromotion } from '../sign-in-schema'
import { SignInLink } from './reward-links'
import { SignInCalendar, SignInToday } from './sign-in-page'

export default { title: 'Rewards / Daily sign-in' } satisfies StoryDefault

const place = (signedDays: number, signedToday: boolean): LoginPromotion => ({
  promotionId: signInPromotion.promotionId,
  promotionName: signInPromotion.promotionName,
  days: signInPromotion.bonuses.map((bonus, index) => ({ day: index + 1, bonus })),
  signedDays,
  signedToday,
  nextSignInTime: Date.now() + 5 * 3_600_000,
  rulesHtml: signInPromotion.rulesHtml,
})

const Page = ({ promotion, busy = false }: { readonly promotion: LoginPromotion | null; readonly busy?: boolean }) => (
  <StoryPage padded>
    <SignInToday promotion={promotion} busy={busy} onSignIn={action('sign in')} onNextDay={action('next day')} />
    <SignInCalendar promotion={promotion} />
  </StoryPage>
)

/** Two days signed: day 3 waits. */
export const TodayWaits: Story = () => <Page promotion={place(2, false)} />

/** Signed today: the countdown to the next day. */
export const SignedToday: Story = () => <Page promotion={place(3, true)} />

/** The last day of the cycle, the largest bonus, on its way. */
export const LastDaySigning: Story = () => <Page promotion={place(6, false)} busy />

/** While the cycle is on its way: the same cards, '…' for the figures. */
export const Loading: Story = () => <Page promotion={null} />

/** The reward centre's link, before and after today's sign-in. */
export const RewardCentreLink: Story = () => (
  <StoryPage padded>
    <SignInLink promotion={place(2, false)} />
    <SignInLink promotion={place(3, true)} />
  </StoryPage>
)
