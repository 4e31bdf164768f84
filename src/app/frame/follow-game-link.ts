import { gameOfCode } from '@/features/games/launch-rules'
import { launchPickedGame, type LaunchContext } from '@/features/games/use-launch-game'

/**
 * A game a link names (GAME_LINKAGE), launched as a tapped tile would be. Its own module, loaded
 * when such a link is first tapped: the launch code stays off the frame's first paint.
 */
export const launchLinkedGame = (
  context: LaunchContext,
  link: { readonly vendor: string; readonly gameType: string; readonly gameCode: string },
  /** The link's words: the frame's title. */
  name: string,
) => launchPickedGame(context, gameOfCode({ ...link, name, iconUrl: '' }))
