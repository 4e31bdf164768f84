import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { brokenImage, iconArt, StoryPage } from './story-kit'
import { WinnerBoard } from './winner-board'

export default { title: 'Home / Winner board' } satisfies StoryDefault

const games = [
  { name: 'Super Ace', icon: iconArt('A', '#b8860b', '#7a4b00') },
  { name: 'Mahjong Ways 2', icon: iconArt('中', '#c0392b', '#6d1a12') },
  { name: 'Fortune Gems', icon: iconArt('◆', '#16a085', '#0b4f42') },
  { name: 'Crazy Time', icon: iconArt('★', '#8e44ad', '#3c1a4d') },
  { name: 'Sabong Derby', icon: iconArt('S', '#d35400', '#6e2c00') },
  { name: 'Jili Fishing', icon: iconArt('≈', '#2980b9', '#123d5c') },
  { name: 'Money Coming', icon: iconArt('₱', '#27ae60', '#0f4d2a') },
  { name: 'Golden Empire', icon: brokenImage },
]
const names = ['jo***23', 'ma***ia', 'an***88', 'ro***ey', 'kr***en', 'je***15', 'mi***el', 'pa***lo', 'li***ah', 'da***ny']

const winners = Array.from({ length: 20 }, (_, i) => {
  const game = games[i % games.length]!
  return {
    iconUrl: game.icon,
    gameName: game.name,
    customerName: names[i % names.length]!,
    winAmount: [128450.5, 3200, 987654.32, 56000, 1500.75, 25000, 7300.1][i % 7]!,
    gameCode: `G${i}`,
    gameType: 'RNG',
    vendor: 'JILI',
    gameTime: 0,
    endTime: 0,
    recordId: `r${i}`,
    merchantCode: 'M1',
  }
})

export const ScrollingLoop: Story = () => (
  <StoryPage>
    <WinnerBoard winners={winners} onLaunch={action('onLaunch')} />
  </StoryPage>
)

export const SixOrFewerDoNotScroll: Story = () => (
  <StoryPage>
    <WinnerBoard winners={winners.slice(0, 4)} onLaunch={action('onLaunch')} />
  </StoryPage>
)

export const EmptyIsHidden: Story = () => (
  <StoryPage>
    <WinnerBoard winners={[]} onLaunch={action('onLaunch')} />
  </StoryPage>
)
