import type { Story, StoryDefault } from '@ladle/react'
import { useTranslation } from 'react-i18next'
import { ShareSheet } from '@/ui/share-sheet'
import { StoryPage } from '@/ui/story-frame'
import type { ReferralDetails, ReferralOverview, ReferralRules } from '../referral-schema'
import { OfferLines } from './offer-lines'
import { ReferralCard } from './referral-card'
import { ReferralFigures } from './referral-figures'
import './referral.css'

export default { title: 'Engagement / Invite friends' } satisfies StoryDefault

const details: ReferralDetails = {
  referralCode: 'PLY01T',
  totalInvitations: 23,
  promotionDomains: ['lucky-play.example.test', 'win888.example.test'],
}
const rules: ReferralRules = {
  inviteeBonus: 188,
  inviterBonus: 100,
  qualifyingDeposit: 500,
  depositRebatePercent: 1,
  rulesHtml: '',
}
const stats = (scale: number) => ({
  memberCount: 2 * scale,
  memberQualifiedCount: scale,
  depositCount: 2 * scale,
  totalAmount: 3_000 * scale,
  invitationAmount: 100 * scale,
  achievementAmount: 0,
  depositRebateAmount: 30 * scale,
  totalBetRebateAmount: 36.75 * scale,
})
const overview: ReferralOverview = { today: stats(1), total: stats(12) }

/** The invite tab: what each side gets, the code card (Share opens the sheet) and the figures. */
export const InviteTab: Story = () => (
  <StoryPage padded>
    <OfferLines rules={rules} />
    <ReferralCard details={details} siteOrigin="https://site.example.test" />
    <ReferralFigures overview={overview} contentOptions={undefined} />
  </StoryPage>
)

/** The share sheet open: the QR code, the apps, the link to copy (Web Share where the browser has it). */
export const ShareSheetOpen: Story = () => {
  const { t } = useTranslation('referral')
  return (
    <StoryPage padded>
      <ShareSheet
        open
        onClose={() => undefined}
        title={t('share.title')}
        message={t('share.message', { code: details.referralCode })}
        link="https://lucky-play.example.test/m/register?affiliateCode=PLY01T"
        qrLabel={t('share.qr_label')}
      />
    </StoryPage>
  )
}

/** The operator shows only some figures (`contentOptions`). */
export const SomeFigures: Story = () => (
  <StoryPage padded>
    <ReferralFigures overview={overview} contentOptions={['memberCount', 'memberQualifiedCount', 'depositRebateAmount']} />
  </StoryPage>
)
