import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import HotNews from './hot-news'
import { bannerArt, brokenImage, StoryPage } from './story-kit'

export default { title: 'Home / Hot news' } satisfies StoryDefault

// Watch links as the operator configures them; the component turns them into no-cookie embeds,
// made on a tap of play. The posters: the banner's image, one that fails, and none (both drawn).
const banners = [
  {
    id: 'n1',
    groupName: 'm_video' as const,
    url: bannerArt('JACKPOT', '₱2,450,000 on Super Ace', '#3a1c71', '#d76d77'),
    title: 'Grand jackpot winner: ₱2,450,000 on Super Ace',
    linkage: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    id: 'n2',
    groupName: 'm_video' as const,
    url: brokenImage,
    title: 'New this week: five slots from JILI',
    linkage: 'https://youtu.be/YE7VzlLtp-4',
  },
  {
    id: 'n3',
    groupName: 'm_video' as const,
    url: '',
    title: 'Cockfight derby finals highlights',
    linkage: 'https://www.youtube.com/shorts/eRsGyueVLvQ',
  },
]

export const ThreeVideos: Story = () => (
  <StoryPage>
    <HotNews banners={banners} onChange={action('onChange')} />
  </StoryPage>
)

export const OneVideo: Story = () => (
  <StoryPage>
    <HotNews banners={banners.slice(0, 1)} />
  </StoryPage>
)

export const NoVideosIsHidden: Story = () => (
  <StoryPage>
    <HotNews banners={[]} />
  </StoryPage>
)
