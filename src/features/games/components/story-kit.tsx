import type { Game, GameCategory, VendorName } from '../games-schema'

/**
 * Stories only: sample games and vendors with artwork drawn as inline SVG data URLs (no network),
 * so the stories look like the real lobby in both themes.
 */
const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/** Fails to load on purpose: shows the default artwork. */
export const brokenImage = 'data:image/png;base64,AAAA'

const palettes: ReadonlyArray<readonly [string, string]> = [
  ['#b8860b', '#5c3d00'],
  ['#c0392b', '#5e130c'],
  ['#16a085', '#0a4238'],
  ['#8e44ad', '#341447'],
  ['#d35400', '#5a2400'],
  ['#2980b9', '#0f3552'],
  ['#27ae60', '#0d4424'],
  ['#e84393', '#5c1238'],
]
const glyphs = ['7', '★', '◆', '♠', '♥', '₱', '中', '♣', '☀', '♛']

export const gameArt = (n: number, title: string) => {
  const [from, to] = palettes[n % palettes.length]!
  const glyph = glyphs[n % glyphs.length]!
  const label = title.length > 12 ? `${title.slice(0, 11)}…` : title
  return dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="r" cx="0.5" cy="0.38" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
  <rect width="200" height="200" fill="url(#g)"/><circle cx="100" cy="80" r="90" fill="url(#r)"/>
  <circle cx="100" cy="84" r="48" fill="none" stroke="#ffd56b" stroke-width="5" stroke-dasharray="10 7"/>
  <text x="100" y="104" font-family="Georgia,serif" font-size="56" font-weight="700" fill="#fff4c7" text-anchor="middle">${glyph}</text>
  <rect x="14" y="150" width="172" height="34" rx="17" fill="#000" opacity="0.35"/>
  <text x="100" y="173" font-family="system-ui,sans-serif" font-size="18" font-weight="800" fill="#fff" text-anchor="middle">${label.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>
</svg>`)
}

export const vendorArt = (name: string, from: string, to: string) =>
  dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="320" height="180" fill="url(#g)"/>
  <circle cx="250" cy="40" r="90" fill="#fff" opacity="0.08"/><circle cx="40" cy="170" r="70" fill="#fff" opacity="0.06"/>
  <text x="160" y="92" font-family="system-ui,sans-serif" font-size="44" font-weight="900" fill="#fff" text-anchor="middle" letter-spacing="2">${name}</text>
</svg>`)

const gameNames = [
  'Super Ace',
  'Mahjong Ways 2',
  'Fortune Gems',
  'Golden Empire',
  'Money Coming',
  'Boxing King',
  'Crazy 777',
  'Charge Buffalo',
  'Lucky Neko',
  'Wild Bounty Showdown',
  'Treasures of Aztec',
  'Sweet Bonanza',
  'Gates of Olympus',
  'Starlight Princess',
  'Wild West Gold',
  'Sugar Rush',
  'Fortune Tiger',
  'Ganesha Gold',
  'Dragon Hatch',
  'Caishen Wins',
]
const vendors = [
  { vassalage: 'JILI', displayName: 'JILI' },
  { vassalage: 'PG', displayName: 'PG Soft' },
  { vassalage: 'PP', displayName: 'Pragmatic Play' },
  { vassalage: 'FC', displayName: 'FA CHAI' },
]

export const storyGame = (n: number, overrides: Partial<Game> = {}): Game => {
  const gameName = gameNames[n % gameNames.length]!
  const vendor = vendors[n % vendors.length]!
  return {
    nodeId: String(5000 + n),
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    gameName: n < gameNames.length ? gameName : `${gameName} ${Math.floor(n / gameNames.length) + 1}`,
    nodeName: `node-${n}`,
    showIcon: true,
    iconUrl: gameArt(n, gameName),
    mobileLargeIcon: '',
    roomId: null,
    supportPlay: true,
    gameId: `g${n}`,
    gameType: 'RNG' as GameCategory,
    isGameH5: '',
    freeplay: n % 3 === 0,
    lottoMode: null,
    gameCode: `${vendor.vassalage}${n}`,
    ...overrides,
  }
}

export const storyGames = (count: number, from = 0) => Array.from({ length: count }, (_, i) => storyGame(from + i))

export const storyVendors: ReadonlyArray<VendorName> = [
  {
    vassalage: 'EVO',
    accountTypeName: 'LIVE',
    displayName: 'Evolution',
    mobileLargeIcon: vendorArt('EVOLUTION', '#1d2b64', '#0b1233'),
    isGameH5: '',
  },
  {
    vassalage: 'SEXY',
    accountTypeName: 'LIVE',
    displayName: 'Sexy Baccarat',
    mobileLargeIcon: vendorArt('SEXY', '#c31432', '#240b36'),
    isGameH5: '',
  },
  {
    vassalage: 'DG',
    accountTypeName: 'LIVE',
    displayName: 'Dream Gaming',
    mobileLargeIcon: vendorArt('DREAM', '#0f9b0f', '#0b3d0b'),
    isGameH5: '',
  },
  { vassalage: 'SA', accountTypeName: 'LIVE', displayName: 'SA Gaming', mobileLargeIcon: brokenImage, isGameH5: '' },
  {
    vassalage: 'DS88',
    accountTypeName: 'COCKFIGHT',
    displayName: 'DS88 Sabong',
    mobileLargeIcon: vendorArt('DS88', '#b24592', '#3f0d32'),
    isGameH5: '',
  },
  {
    vassalage: 'JILI',
    accountTypeName: 'RNG',
    displayName: 'JILI',
    mobileLargeIcon: vendorArt('JILI', '#f7971e', '#7a3d00'),
    isGameH5: 'VASSALAGE',
  },
]

export { StoryPage } from '@/ui/story-frame'
