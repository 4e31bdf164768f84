import type { Story, StoryDefault } from '@ladle/react'
import { QrCode } from './qr-code'
import { StoryFrame } from './story-frame'

export default { title: 'UI / QrCode' } satisfies StoryDefault

const samples = {
  authenticator: 'otpauth://totp/WPS:player01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=WPS',
  referral: 'https://m.example.test/m/register?affiliateCode=AB12CD',
}

/** Scan it with a phone: it reads back the authenticator address. */
export const Authenticator: Story = () => (
  <StoryFrame>
    <QrCode value={samples.authenticator} label="QR code to add this account to Google Authenticator" />
  </StoryFrame>
)

export const SmallReferralLink: Story = () => (
  <StoryFrame>
    <QrCode value={samples.referral} label="QR code of your invitation link" size={128} />
  </StoryFrame>
)
