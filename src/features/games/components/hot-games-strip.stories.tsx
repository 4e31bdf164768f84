import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { GameTile } from './game-tile'
import { HotGamesStripFailed, HotGamesStripFrame, HotGamesStripSkeleton } from './hot-games-strip-frame'
import { storyGames, StoryPage } from './story-kit'

/** The login footer's row of hot games (SPEC §2): its four faces, each as tall as the others. */
export default { title: 'Games / Hot games strip' } satisfies StoryDefault

export const Loaded: Story = () => (
  <StoryPage padded>
    <HotGamesStripFrame title="Hot games">
      {storyGames(4).map((game) => (
        <li key={game.nodeId}>
          <GameTile game={game} favourite={null} onLaunch={action('onLaunch')} onToggleFavourite={() => {}} />
        </li>
      ))}
    </HotGamesStripFrame>
  </StoryPage>
)

export const Loading: Story = () => (
  <StoryPage padded>
    <HotGamesStripSkeleton title="Hot games" tiles={4} />
  </StoryPage>
)

/** Before the player's first touch nothing is asked for: the same tiles, standing still. */
export const Waiting: Story = () => (
  <StoryPage padded>
    <HotGamesStripSkeleton title="Hot games" tiles={4} waiting />
  </StoryPage>
)

export const Failed: Story = () => (
  <StoryPage padded>
    <HotGamesStripFailed title="Hot games" tiles={4} onRetry={action('onRetry')} />
  </StoryPage>
)
