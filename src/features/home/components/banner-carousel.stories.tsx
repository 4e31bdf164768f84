import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import BannerCarousel from './banner-carousel'
import { bannerArt, brokenImage, StoryPage } from './story-kit'

export default { title: 'Home / Banner carousel' } satisfies StoryDefault

const banners = [
  {
    id: 'b1',
    groupName: 'm_home' as const,
    linkage: '/m/activity?id=101',
    title: 'Welcome bonus 100% up to ₱5,000',
    url: bannerArt('WELCOME BONUS', '100% up to ₱5,000 on your first deposit', '#3a1c71', '#d76d77'),
  },
  {
    id: 'b2',
    groupName: 'm_home' as const,
    linkage: '/m/activity?id=102',
    title: 'Daily cashback 1.5%',
    url: bannerArt('DAILY CASHBACK', 'Up to 1.5% back on slots, every day', '#0f2027', '#2c5364', '#2ecc71'),
  },
  {
    id: 'b3',
    groupName: 'm_home' as const,
    linkage: '/m/gameList?gameType=LIVE',
    title: 'Live casino weekend',
    url: bannerArt('LIVE CASINO', 'Baccarat tournament every weekend', '#42275a', '#734b6d', '#ff5a5f'),
  },
  {
    id: 'b4',
    groupName: 'm_home' as const,
    linkage: '/m/inviteFriends',
    title: 'Invite friends',
    url: bannerArt('INVITE FRIENDS', 'Earn ₱100 for every friend who plays', '#134e5e', '#71b280'),
  },
]

const onTap = action('onTap')

export const Several: Story = () => (
  <StoryPage>
    <BannerCarousel banners={banners} onTap={onTap} />
  </StoryPage>
)

export const Single: Story = () => (
  <StoryPage>
    <BannerCarousel banners={banners.slice(0, 1)} onTap={onTap} />
  </StoryPage>
)

export const BrokenImageAndUntitled: Story = () => (
  <StoryPage>
    <BannerCarousel banners={[{ ...banners[0]!, id: 'x', url: brokenImage, title: '' }, banners[1]!]} onTap={onTap} />
  </StoryPage>
)

export const NoBanners: Story = () => (
  <StoryPage>
    <BannerCarousel banners={[]} onTap={onTap} />
  </StoryPage>
)
