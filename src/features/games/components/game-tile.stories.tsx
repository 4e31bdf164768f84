import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { useState } from 'react'
import { GameTile } from './game-tile'
import { brokenImage, storyGame, storyGames, StoryPage } from './story-kit'

export default { title: 'Games / Game tile' } satisfies StoryDefault

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '0.5rem' } as const

export const MemberWithFavourites: Story = () => {
  const games = storyGames(6)
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set([games[1]!.nodeId]))
  return (
    <StoryPage padded>
      <div style={grid}>
        {games.map((game) => (
          <GameTile
            key={game.nodeId}
            game={game}
            favourite={favourites.has(game.nodeId)}
            onLaunch={action('onLaunch')}
            onToggleFavourite={(toggled, next) => {
              action('onToggleFavourite')({ game: toggled.gameName, next })
              setFavourites((current) => {
                const copy = new Set(current)
                if (next) copy.add(toggled.nodeId)
                else copy.delete(toggled.nodeId)
                return copy
              })
            }}
          />
        ))}
      </div>
    </StoryPage>
  )
}

export const GuestNoStar: Story = () => (
  <StoryPage padded>
    <div style={grid}>
      {storyGames(3, 6).map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={null}
          onLaunch={action('onLaunch')}
          onToggleFavourite={action('onToggleFavourite')}
        />
      ))}
    </div>
  </StoryPage>
)

export const FallbacksAndLongNames: Story = () => (
  <StoryPage padded>
    <div style={grid}>
      <GameTile
        game={storyGame(1, { iconUrl: brokenImage })}
        favourite={false}
        onLaunch={action('onLaunch')}
        onToggleFavourite={action('onToggleFavourite')}
      />
      <GameTile
        game={storyGame(2, { gameName: '', nodeName: 'Baccarat Squeeze Room 12', iconUrl: '' })}
        favourite={null}
        onLaunch={action('onLaunch')}
        onToggleFavourite={action('onToggleFavourite')}
      />
      <GameTile
        game={storyGame(9, { gameName: 'Wild Bounty Showdown Deluxe Edition', displayName: 'Pragmatic Play Live Studio' })}
        favourite
        onLaunch={action('onLaunch')}
        onToggleFavourite={action('onToggleFavourite')}
      />
    </div>
  </StoryPage>
)
