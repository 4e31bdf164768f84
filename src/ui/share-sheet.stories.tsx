import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { ShareSheet } from './share-sheet'
import { StoryFrame } from './story-frame'
import './button.css'

export default { title: 'UI / ShareSheet' } satisfies StoryDefault

const text = {
  open: 'Share',
  referral: {
    title: 'Share your link',
    message: 'Join me and get a welcome bonus. My code: AB12CD',
    link: 'https://m.example.test/m/register?affiliateCode=AB12CD',
    qrLabel: 'QR code of your referral link',
  },
  affiliate: {
    title: 'Share this affiliate link',
    message: 'Sign up through my link',
    link: 'https://win888.example.test/m/register?affiliateCode=AG7788&rebate=1.2',
    qrLabel: 'QR code of the affiliate link',
  },
}

const useOpen = () => {
  const [open, setOpen] = useState(true)
  return { open, show: () => setOpen(true), hide: () => setOpen(false) }
}

const Opener = ({ onClick }: { onClick: () => void }) => (
  <button type="button" className="ui-btn ui-btn--primary" onClick={onClick}>
    {text.open}
  </button>
)

/** Scan the QR code with a phone, follow an app's link, copy the link ("More ways to share" where the browser has Web Share). */
export const ReferralLink: Story = () => {
  const { open, show, hide } = useOpen()
  return (
    <StoryFrame>
      <Opener onClick={show} />
      <ShareSheet open={open} onClose={hide} {...text.referral} />
    </StoryFrame>
  )
}

/** A long link: it ellipsises beside the copy button, the QR code stays scannable. */
export const LongAffiliateLink: Story = () => {
  const { open, show, hide } = useOpen()
  return (
    <StoryFrame>
      <Opener onClick={show} />
      <ShareSheet open={open} onClose={hide} {...text.affiliate} />
    </StoryFrame>
  )
}
