import { describe, expect, it } from 'vitest'
import type { Viewer } from '@/domain/member'
import type { Game, GameCategory, VendorData } from './games-schema'
import {
  launchPlan,
  lotteryCloseTarget,
  lotteryFrameUrl,
  lotteryQuery,
  lotteryVendors,
  playTypeOf,
  prizeModeOf,
  type LaunchPlan,
} from './launch-rules'

const guest: Viewer = { kind: 'guest' }
const trial: Viewer = { kind: 'trial', type: 4 }
const member = (type: number): Viewer => ({ kind: 'member', type })
const agent = (type: number): Viewer => ({ kind: 'agent', type })

const game = (over: Partial<Game> & Pick<Game, 'vassalage'>): Game => ({
  nodeId: 'n1',
  displayName: over.vassalage,
  gameName: 'Game',
  nodeName: 'node',
  showIcon: true,
  iconUrl: '',
  mobileLargeIcon: '',
  roomId: null,
  supportPlay: true,
  gameId: '14',
  gameType: 'RNG',
  isGameH5: '',
  freeplay: false,
  lottoMode: null,
  gameCode: 'CODE',
  ...over,
})

type Mapping = VendorData['mapping']
const noMapping: Mapping = {}
const elott = (...vendors: ReadonlyArray<string>): Mapping => ({ ELOTT: vendors, LOTT: ['TCG_SEA'] })

const lotto = game({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameId: '14', gameCode: 'VN_LOTTO', lottoMode: 'TRAD' })
const slot = game({ vassalage: 'PG', freeplay: true })
const vass = game({ vassalage: 'SABA', gameType: 'SPORTS', isGameH5: 'VASSALAGE' })

describe('launchPlan: guests (SPEC §4 "Game launch: no session goes to login")', () => {
  const games: ReadonlyArray<readonly [string, Game]> = [
    ['lottery', lotto],
    ...lotteryVendors.map((v) => [`lottery vendor ${v}`, game({ vassalage: v })] as const),
    ['vassalage vendor', vass],
    ['slot with free play', slot],
    ['slot without free play', game({ vassalage: 'JILI' })],
    ['cockfight', game({ vassalage: 'DS88', gameType: 'COCKFIGHT', isGameH5: 'VASSALAGE' })],
  ]
  it.each(games)('guest → login for %s', (_name, g) => {
    expect(launchPlan({ game: g, viewer: guest, mapping: elott('TCG_LOTTO_VN') })).toEqual({ kind: 'login' })
  })
})

describe('launchPlan: lotteries (SPEC §4)', () => {
  const lottery = (query: string): LaunchPlan => ({ kind: 'lottery', path: `/m/lotto-h5?${query}` })

  it.each<[string, Game, Mapping, LaunchPlan]>([
    // "Vendors TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT launch a lottery"
    // "Prize mode is ELOTT when mapping has ELOTT for TCG_LOTTO_VN or LOTT, else LOTT"
    ['TCG_LOTTO_VN listed under ELOTT', lotto, elott('TCG_LOTTO_VN'), lottery('mui=VN_LOTTO&playType=trad&gameId=14&prize_mode=ELOTT')],
    [
      'LOTT listed under ELOTT',
      game({ vassalage: 'LOTT', gameCode: 'L1', gameId: '7' }),
      elott('LOTT'),
      lottery('mui=L1&playType=trad&gameId=7&prize_mode=ELOTT'),
    ],
    ['TCG_LOTTO_VN, ELOTT lists only LOTT', lotto, elott('LOTT'), lottery('mui=VN_LOTTO&playType=trad&gameId=14&prize_mode=LOTT')],
    [
      'LOTT, ELOTT lists only TCG_LOTTO_VN',
      game({ vassalage: 'LOTT', gameCode: 'L1', gameId: '7' }),
      elott('TCG_LOTTO_VN'),
      lottery('mui=L1&playType=trad&gameId=7&prize_mode=LOTT'),
    ],
    ['TCG_LOTTO_VN, ELOTT empty', lotto, elott(), lottery('mui=VN_LOTTO&playType=trad&gameId=14&prize_mode=LOTT')],
    ['TCG_LOTTO_VN, no ELOTT in mapping', lotto, noMapping, lottery('mui=VN_LOTTO&playType=trad&gameId=14&prize_mode=LOTT')],
    // "... for TCG_LOTTO_VN or LOTT": TCG_SEA and ELOTT vendors never get ELOTT
    [
      'TCG_SEA listed under ELOTT',
      game({ vassalage: 'TCG_SEA', gameCode: 'S1', gameId: '3' }),
      elott('TCG_SEA'),
      lottery('mui=S1&playType=trad&gameId=3&prize_mode=LOTT'),
    ],
    [
      'ELOTT vendor listed under ELOTT',
      game({ vassalage: 'ELOTT', gameCode: 'E1', gameId: '5' }),
      elott('ELOTT'),
      lottery('mui=E1&playType=trad&gameId=5&prize_mode=LOTT'),
    ],
    // "Entertainment lotto mode uses playType ent, otherwise trad"
    [
      'entertainment mode',
      { ...lotto, lottoMode: 'ENT' },
      elott('TCG_LOTTO_VN'),
      lottery('mui=VN_LOTTO&playType=ent&gameId=14&prize_mode=ELOTT'),
    ],
    [
      'no lotto mode',
      { ...lotto, lottoMode: null },
      elott('TCG_LOTTO_VN'),
      lottery('mui=VN_LOTTO&playType=trad&gameId=14&prize_mode=ELOTT'),
    ],
    // a lottery vendor wins over the VASSALAGE marker ("other vendors with isGameH5 ...")
    [
      'lottery vendor marked VASSALAGE',
      { ...lotto, isGameH5: 'VASSALAGE' },
      noMapping,
      lottery('mui=VN_LOTTO&playType=trad&gameId=14&prize_mode=LOTT'),
    ],
    // values are URL-encoded
    ['encoded values', { ...lotto, gameCode: 'a&b c' }, noMapping, lottery('mui=a%26b+c&playType=trad&gameId=14&prize_mode=LOTT')],
  ])('%s', (_name, g, mapping, expected) => {
    expect(launchPlan({ game: g, viewer: member(0), mapping })).toEqual(expected)
  })

  it.each<[string, Viewer]>([
    ['trial', trial],
    ['member 0', member(0)],
    ['member 40', member(40)],
    ['agent 1', agent(1)],
  ])('any session (%s) opens the lottery', (_name, viewer) => {
    expect(launchPlan({ game: lotto, viewer, mapping: noMapping })).toMatchObject({ kind: 'lottery' })
  })

  it.each<[Game['lottoMode'], 'ent' | 'trad']>([
    ['ENT', 'ent'],
    ['TRAD', 'trad'],
    [null, 'trad'],
  ])('lottoMode %s → playType %s', (lottoMode, expected) => expect(playTypeOf({ ...lotto, lottoMode })).toBe(expected))

  it.each<[string, Mapping, 'ELOTT' | 'LOTT']>([
    ['TCG_LOTTO_VN', elott('TCG_LOTTO_VN'), 'ELOTT'],
    ['LOTT', elott('LOTT', 'TCG_LOTTO_VN'), 'ELOTT'],
    ['TCG_SEA', elott('TCG_SEA', 'LOTT', 'TCG_LOTTO_VN'), 'LOTT'],
    ['ELOTT', elott('ELOTT', 'LOTT', 'TCG_LOTTO_VN'), 'LOTT'],
    ['TCG_LOTTO_VN', { LOTT: ['TCG_LOTTO_VN'] }, 'LOTT'],
  ])('prize mode of %s with %o is %s', (vendor, mapping, expected) => expect(prizeModeOf(vendor, mapping)).toBe(expected))

  it('the lottery query carries the game code as mui', () => {
    expect(lotteryQuery({ ...lotto, lottoMode: 'ENT' }, elott('TCG_LOTTO_VN'))).toEqual({
      mui: 'VN_LOTTO',
      playType: 'ent',
      gameId: '14',
      prize_mode: 'ELOTT',
    })
  })
})

describe('launchPlan: vassalage vendors (SPEC §4 "other vendors with isGameH5 equal to VASSALAGE go to the game list")', () => {
  it.each<[string, GameCategory, string, string]>([
    ['SPORTS', 'SPORTS', 'SABA', '/m/gameList?gameType=SPORTS&vassalage=SABA'],
    ['LIVE', 'LIVE', 'EVO', '/m/gameList?gameType=LIVE&vassalage=EVO'],
    ['RNG', 'RNG', 'PG', '/m/gameList?gameType=RNG&vassalage=PG'],
    // "ESPORTS and COCKFIGHT types are queried as SPORTS"
    ['COCKFIGHT', 'COCKFIGHT', 'DS88', '/m/gameList?gameType=SPORTS&vassalage=DS88'],
    ...(['AV', 'AI', 'IMES', 'TF', 'IA'] as const).map((v): [string, GameCategory, string, string] => [
      `ESPORTS ${v}`,
      'ESPORTS',
      v,
      `/m/gameList?gameType=SPORTS&vassalage=${v}`,
    ]),
  ])('%s', (_name, gameType, vassalage, path) => {
    expect(launchPlan({ game: game({ vassalage, gameType, isGameH5: 'VASSALAGE' }), viewer: member(0), mapping: noMapping })).toEqual({
      kind: 'game-list',
      path,
    })
  })

  it.each([['vassalage'], ['H5'], ['']])('isGameH5 %j is not the marker: launch directly', (isGameH5) => {
    expect(launchPlan({ game: game({ vassalage: 'SABA', isGameH5 }), viewer: member(0), mapping: noMapping })).toEqual({
      kind: 'launch',
      freeplay: false,
    })
  })
})

describe('launchPlan: direct launch (SPEC §4 "else launch directly (free play when supported)")', () => {
  it.each<[string, Viewer, boolean, boolean]>([
    // free play: the game supports it and the session is a free-trial one (type 4)
    ['trial, free play supported', trial, true, true],
    ['trial, free play not supported', trial, false, false],
    ['member 0, free play supported', member(0), true, false],
    ['member 40, free play supported', member(40), true, false],
    ['agent 1, free play supported', agent(1), true, false],
    ['member 0, free play not supported', member(0), false, false],
  ])('%s', (_name, viewer, freeplay, expected) => {
    expect(launchPlan({ game: { ...slot, freeplay }, viewer, mapping: noMapping })).toEqual({ kind: 'launch', freeplay: expected })
  })
})

describe('lotteryFrameUrl (SPEC §2 Lottery frame "passing token and merchant code")', () => {
  const query = { mui: 'VN_LOTTO', playType: 'ent', gameId: '14', prize_mode: 'ELOTT' } as const
  const rest = 'mui=VN_LOTTO&playType=ent&gameId=14&prize_mode=ELOTT&token=tok&merchantCode=wps'

  it.each([
    ['https://lotto.example/m/lotto-h5', `https://lotto.example/m/lotto-h5?${rest}`],
    ['/lotto/', `/lotto/?${rest}`],
    ['https://lotto.example/h5?css=CSS', `https://lotto.example/h5?css=CSS&${rest}`],
    ['https://lotto.example/h5?', `https://lotto.example/h5?${rest}`],
    ['https://lotto.example/h5?a=1&', `https://lotto.example/h5?a=1&${rest}`],
    ['https://lotto.example/#/home', `https://lotto.example/?${rest}#/home`],
  ])('%s', (lotteryBase, expected) => {
    expect(lotteryFrameUrl({ lotteryBase, query, token: 'tok', merchantCode: 'wps' })).toBe(expected)
  })

  it('encodes the token and merchant code', () => {
    expect(lotteryFrameUrl({ lotteryBase: '/l', query, token: 'a+b/c=', merchantCode: 'm&n' })).toBe(
      '/l?mui=VN_LOTTO&playType=ent&gameId=14&prize_mode=ELOTT&token=a%2Bb%2Fc%3D&merchantCode=m%26n',
    )
  })

  it.each([
    // "Close goes to /m/home if pageBack is set, else /m/game"
    [true, '/m/home'],
    [false, '/m/game'],
  ])('close with pageBack %s → %s', (pageBack, expected) => expect(lotteryCloseTarget(pageBack)).toBe(expected))
})
