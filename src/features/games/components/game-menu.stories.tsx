import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { useState } from 'react'
import { gameCategories } from '../games-schema'
import { GameMenu, type GameMenuItem } from './game-menu'
import { StoryPage } from './story-kit'

export default { title: 'Games / Game menu' } satisfies StoryDefault

const all: GameMenuItem[] = gameCategories.map((category) => ({ category }))

export const AllCategories: Story = () => {
  const [active, setActive] = useState(0)
  return (
    <StoryPage>
      <GameMenu
        items={all}
        activeIndex={active}
        onPick={(index, item) => {
          action('onPick')({ index, category: item.category })
          // The page sends PROMO to /m/activity instead of selecting it.
          if (item.category !== 'PROMO') setActive(index)
        }}
      />
    </StoryPage>
  )
}

export const StartsOnALaterTab: Story = () => {
  const [active, setActive] = useState(8)
  return (
    <StoryPage>
      <GameMenu items={all} activeIndex={active} onPick={(index) => setActive(index)} />
    </StoryPage>
  )
}

export const VendorLabels: Story = () => {
  const [active, setActive] = useState(1)
  const items: GameMenuItem[] = [
    { category: 'LIVE', label: 'Evolution' },
    { category: 'LIVE', label: 'Sexy Baccarat' },
    { category: 'LIVE', label: 'Dream Gaming' },
    { category: 'COCKFIGHT', label: 'DS88 Sabong' },
    { category: 'SPORTS', label: 'SABA Sports' },
  ]
  return (
    <StoryPage>
      <GameMenu items={items} activeIndex={active} onPick={(index) => setActive(index)} />
    </StoryPage>
  )
}
