/** Test-only sample records shaped like the platform's. */
import type { Game, VendorName } from '../games-schema'

export const sampleGame = (n: number, overrides: Partial<Game> = {}): Game => ({
  nodeId: String(1000 + n),
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameName: `Game ${n}`,
  nodeName: `node-${n}`,
  showIcon: true,
  iconUrl: `https://cdn.example.com/games/${n}.png`,
  mobileLargeIcon: '',
  roomId: null,
  supportPlay: true,
  gameId: `g${n}`,
  gameType: 'RNG',
  isGameH5: '',
  freeplay: false,
  lottoMode: null,
  gameCode: `PG${n}`,
  ...overrides,
})

export const sampleGames = (count: number) => Array.from({ length: count }, (_, i) => sampleGame(i + 1))

export const sampleVendor = (overrides: Partial<VendorName> = {}): VendorName => ({
  vassalage: 'EVO',
  accountTypeName: 'LIVE',
  displayName: 'Evolution',
  mobileLargeIcon: 'https://cdn.example.com/vendors/evo.png',
  isGameH5: '',
  ...overrides,
})
