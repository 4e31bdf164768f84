import { describe, expect, it } from 'vitest'
import type { Viewer } from '@/domain/member'
import { guardOutcome, guardRedirect } from './entry-rules'
import {
  backTarget,
  headerScrollThresholdPx,
  isHeaderScrolled,
  isHomeStyle,
  showsBottomMenu,
  showsHeader,
  showsPageBack,
  type BackTarget,
} from './frame-rules'
import { routeFor, routes } from './routes'

/**
 * SPEC §2 "Page frame", transcribed row by row: path, header, home-style banner, bottom menu, back.
 * Every route of the table must appear here (checked below), so a new route needs a decision.
 */
const frame: ReadonlyArray<[string, boolean, boolean, boolean, BackTarget]> = [
  ['/m/home', true, true, true, 'none'],
  ['/m/login', false, false, false, 'home'],
  ['/m/register', false, false, false, 'home'],
  ['/m/register.html', false, false, false, 'home'],
  ['/m/trial', true, false, true, 'home'],
  ['/m/member/home', false, false, true, 'history'],
  ['/m/myAccount/index', true, false, true, 'history'],
  ['/m/voucherCenter', true, false, true, 'history'],
  ['/m/withdraw', true, false, true, 'history'],
  ['/m/gameRecord', true, false, true, 'history'],
  ['/m/gameRecordExclude', true, false, true, 'history'],
  ['/m/transaction/record', true, false, true, 'history'],
  ['/m/profitandloss', true, false, true, 'history'],
  ['/m/vouReport', true, false, true, 'history'],
  ['/m/withdrawReport', true, false, true, 'history'],
  ['/m/rewardCenter', true, false, true, 'history'],
  ['/m/member/manualRebate', true, false, true, 'history'],
  ['/m/activity/signIn', true, false, true, 'history'],
  ['/m/promotion/register', true, false, true, 'history'],
  ['/m/member/benefits', true, false, true, 'history'],
  ['/m/leaderBoard', true, false, true, 'history'],
  ['/m/agent/teamMail', true, false, true, 'history'],
  ['/m/securityCenter', true, false, true, 'history'],
  ['/m/securityCenter/loginChange', true, false, true, 'history'],
  ['/m/securityCenter/FundsPasswordBox', true, false, true, 'history'],
  ['/m/securityCenter/forgetFundsPass', true, false, true, 'history'],
  ['/m/securityCenter/securityQuestions', true, false, true, 'history'],
  ['/m/securityCenter/bindGA', true, false, true, 'history'],
  ['/m/myBankCards', true, false, true, 'history'],
  ['/m/securityCenter/addBankCard', true, false, true, 'history'],
  ['/m/securityCenter/deleteCardAuth', true, false, true, 'history'],
  ['/m/responsible', true, false, true, 'history'],
  ['/m/myEWallet', true, false, true, 'history'],
  ['/m/myVCards', true, false, true, 'history'],
  ['/m/myAccount/phone', true, false, true, 'history'],
  ['/m/myAccount/email', true, false, true, 'history'],
  ['/m/identifyStatus', true, false, true, 'history'],
  ['/m/mall/mallHome', true, false, true, 'history'],
  ['/m/task', true, false, true, 'history'],
  ['/m/gameList', true, false, false, 'history'],
  ['/m/game', true, false, true, 'history'],
  ['/m/lotto-h5', false, false, false, 'history'],
  ['/m/lottery', false, false, false, 'history'],
  ['/m/startLottery', true, false, true, 'history'],
  ['/m/live', true, false, true, 'history'],
  ['/m/rng', true, false, true, 'history'],
  ['/m/sports', true, false, true, 'history'],
  ['/m/esports', true, false, true, 'history'],
  ['/m/fish', true, false, true, 'history'],
  ['/m/pvp', true, false, true, 'history'],
  ['/m/lott', true, false, true, 'history'],
  ['/m/elott', true, false, true, 'history'],
  ['/m/hot', true, false, true, 'history'],
  ['/m/notice', true, false, false, 'history'],
  ['/m/member/notice', true, false, false, 'history'],
  ['/m/webEmail', true, false, true, 'history'],
  ['/m/message', false, false, true, 'home'],
  ['/m/feedback', true, false, true, 'history'],
  ['/m/help', true, false, false, 'history'],
  ['/m/changePsw', false, false, false, 'none'],
  ['/m/forget', false, false, false, 'home'],
  ['/m/set', true, false, true, 'history'],
  ['/m/activity', true, false, true, 'home'],
  ['/m/app', false, false, false, 'history'],
  ['/m/inviteFriends', true, false, true, 'history'],
  ['/m/agent', false, false, false, 'history'],
  ['/m/agent/team/overview', false, false, false, 'history'],
  ['/m/agent/team/pnl', false, false, false, 'history'],
  ['/m/agent/team/member', false, false, false, 'history'],
  ['/m/member/team', true, false, true, 'history'],
  ['/m/teamBetting', true, false, true, 'history'],
  ['/m/redRain', true, false, true, 'history'],
  ['/m/member/agent/agentRebeat', true, false, true, 'history'],
  ['/m/member/teamRebate', true, false, true, 'history'],
  ['/m/agentRegister', true, false, true, 'history'],
  ['/m/member/agent/agentDivident', true, false, true, 'history'],
  ['/m/member/agent/dailySalary', true, false, true, 'history'],
  ['/m/member/agent/hourlySalary', true, false, true, 'history'],
  ['/m/member/agent/realtimeSalary', true, false, true, 'history'],
  ['/m/member/agent/getSalaryContract', true, false, true, 'history'],
  ['/m/member/agent/getDevidendContract', true, false, true, 'history'],
  ['/m/member/agent/getHourContract', true, false, true, 'history'],
  ['/m/member/agent/getRealTimeContract', true, false, true, 'history'],
  ['/m/regTerms', true, false, true, 'history'],
  ['/m/userAgreement', true, false, true, 'history'],
  ['/m/customerTask', true, false, true, 'history'],
]

describe('page frame (SPEC §2)', () => {
  it.each(frame)('%s: header %s, home style %s, bottom menu %s, back %s', (path, header, homeStyle, menu, back) => {
    expect(showsHeader(path)).toBe(header)
    expect(isHomeStyle(path)).toBe(homeStyle)
    expect(showsBottomMenu(path)).toBe(menu)
    expect(backTarget(path)).toBe(back)
  })

  it('covers every route of the table', () => {
    expect(new Set(frame.map(([path]) => path))).toEqual(new Set(routes.map((route) => route.path)))
  })

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])('home alias %s is home style with no back arrow', (path) => {
    expect(isHomeStyle(path)).toBe(true)
    expect(backTarget(path)).toBe('none')
    expect(routeFor(path)).toBeUndefined() // the router lands it on /m/home
  })

  it('treats /m/games as home style', () => expect(isHomeStyle('/m/games')).toBe(true))

  it.each([
    ['/m/appDownload', 'app'],
    ['/m/myAccount/nickName', 'myAccount'],
    ['/m/securityCenter/bindPayee', 'myAccount'],
    ['/m/securityCenter/bindEmail', 'verifyEmail'],
    ['/m/idVerification', 'identifyStatus'],
    ['/m/verificationInfoPage', 'identifyStatus'],
  ])("the operator's %s is the %s route, its frame and guard", (path, id) => expect(routeFor(path)?.id).toBe(id))
  it('sends unknown paths to no route (the router lands them on home)', () => expect(routeFor('/m/nope')).toBeUndefined())
})

const viewers: Record<string, Viewer> = {
  guest: { kind: 'guest' },
  trial: { kind: 'trial', type: 4 },
  member: { kind: 'member', type: 0 },
  agent: { kind: 'agent', type: 1 },
}

/** Direct visits: route × viewer → where the user lands (null = stays). */
describe('route guards', () => {
  const here = '/m/x'
  const table: ReadonlyArray<[string, Record<keyof typeof viewers, string | null>]> = [
    ['/m/home', { guest: null, trial: null, member: null, agent: null }],
    ['/m/member/home', { guest: '/m/login?redirect=%2Fm%2Fx', trial: null, member: null, agent: null }],
    ['/m/voucherCenter', { guest: '/m/login?redirect=%2Fm%2Fx', trial: '/m/home', member: null, agent: null }],
    ['/m/webEmail', { guest: '/m/login?redirect=%2Fm%2Fx', trial: '/m/home', member: null, agent: null }],
    ['/m/feedback', { guest: '/m/login?redirect=%2Fm%2Fx', trial: null, member: null, agent: null }],
    ['/m/changePsw', { guest: '/m/home', trial: null, member: null, agent: null }],
    ['/m/agent', { guest: '/m/home', trial: '/m/home', member: '/m/home', agent: null }],
    ['/m/notice', { guest: null, trial: null, member: null, agent: null }],
  ]
  for (const [path, expected] of table) {
    for (const [name, viewer] of Object.entries(viewers)) {
      it(`${path} as ${name} → ${expected[name] ?? 'stays'}`, () => {
        expect(guardRedirect(routeFor(path)!.guard, viewer, here)).toBe(expected[name])
      })
    }
  }
})

/** SPEC §5, §6, §8 (PLATFORM.md §4 for withdraw): a typed URL into deposit, withdraw or inbox is refused with the menus' notice. */
describe('refusals on the way out of a guarded route', () => {
  it.each<[string, Viewer, GuardOutcomeRow]>([
    ['/m/voucherCenter', viewers.trial!, { to: '/m/home', notice: { messageKey: 'errors.free_reject', ms: 2000 } }],
    ['/m/voucherCenter', { kind: 'member', type: 40 }, { to: '/m/home', notice: { messageKey: 'errors.free_reject', ms: 2000 } }],
    ['/m/voucherCenter', { kind: 'agent', type: 41 }, { to: '/m/home', notice: { messageKey: 'errors.free_reject', ms: 2000 } }],
    ['/m/voucherCenter', { kind: 'agent', type: 2 }, null],
    ['/m/voucherCenter', viewers.guest!, { to: '/m/login?redirect=%2Fm%2Fx' }],
    ['/m/withdraw', viewers.trial!, { to: '/m/home', notice: { messageKey: 'errors.no_permissions', ms: 2000 } }],
    ['/m/withdraw', { kind: 'agent', type: 42 }, { to: '/m/home', notice: { messageKey: 'errors.no_permissions', ms: 2000 } }],
    ['/m/withdraw', { kind: 'member', type: 0 }, null],
    ['/m/withdraw', viewers.guest!, { to: '/m/login?redirect=%2Fm%2Fx' }],
    ['/m/webEmail', viewers.trial!, { to: '/m/home', notice: { messageKey: 'errors.free_reject', ms: 1000 } }],
    ['/m/webEmail', { kind: 'member', type: 40 }, null],
    // SPEC §4: contracts are for the types that get contract prompts.
    ['/m/member/agent/getSalaryContract', { kind: 'member', type: 0 }, null],
    ['/m/member/agent/getSalaryContract', { kind: 'agent', type: 2 }, null],
    ['/m/member/agent/getDevidendContract', { kind: 'member', type: 40 }, { to: '/m/home' }],
    ['/m/member/agent/getHourContract', { kind: 'agent', type: 41 }, { to: '/m/home' }],
    ['/m/member/agent/getHourContract', { kind: 'agent', type: 42 }, { to: '/m/home' }],
    ['/m/member/agent/getHourContract', viewers.trial!, { to: '/m/home' }],
    ['/m/member/agent/getRealTimeContract', { kind: 'agent', type: 41 }, { to: '/m/home' }],
    ['/m/member/agent/getSalaryContract', viewers.guest!, { to: '/m/login?redirect=%2Fm%2Fx' }],
    ['/m/webEmail', viewers.guest!, { to: '/m/login?redirect=%2Fm%2Fx' }],
  ])('%s as %j → %j', (path, viewer, expected) => expect(guardOutcome(routeFor(path)!.guard, viewer, '/m/x')).toEqual(expected))
})
type GuardOutcomeRow = ReturnType<typeof guardOutcome>

/**
 * Pages without the header still offer Back over the page, to the same target (SPEC §2); the
 * lottery frame has its own Close and changePsw has no back arrow.
 */
describe('page-level back control', () => {
  const withPageBack = [
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/forget',
    '/m/app',
    '/m/message',
    '/m/member/home',
    '/m/agent',
    '/m/agent/team/overview',
    '/m/agent/team/pnl',
    '/m/agent/team/member',
  ]
  it.each(withPageBack)('%s has a page-level Back', (path) => {
    expect(showsHeader(path)).toBe(false)
    expect(showsPageBack(path)).toBe(true)
  })
  it('is exactly the headerless routes other than changePsw and the lottery frames', () => {
    const expected = routes
      .map((r) => r.path)
      .filter((path) => !showsHeader(path) && !['/m/changePsw', '/m/lottery', '/m/lotto-h5'].includes(path))
    expect(routes.map((r) => r.path).filter(showsPageBack)).toEqual(expected)
    expect(new Set(expected)).toEqual(new Set(withPageBack))
  })
  it.each(['/m/home', '/m/notice', '/m/changePsw', '/m/lottery', '/m/lotto-h5'])('%s has none', (path) =>
    expect(showsPageBack(path)).toBe(false),
  )
  it.each([
    ['/m/login', 'home'],
    ['/m/forget', 'home'],
    ['/m/app', 'history'],
    ['/m/agent/team/pnl', 'history'],
  ])('%s goes back to %s', (path, target) => expect(backTarget(path)).toBe(target))
})

/** SPEC §2/§9: 0.5 units, one unit = 100 design px, a design px = frame width / 375. */
describe('home header scroll threshold', () => {
  it.each([
    [375, 50],
    [390, 52],
    [480, 64],
    [320, 320 / 7.5],
  ])('a %i px frame changes style past %d px', (width, px) => expect(headerScrollThresholdPx(width)).toBeCloseTo(px, 6))
  it.each([
    [0, 390, false],
    [8, 390, false], // the old reading (0.5 of a 16 px rem) — no longer enough
    [40, 390, false],
    [52, 390, false],
    [53, 390, true],
    [60, 390, true],
    [50, 375, false],
    [51, 375, true],
  ])('scrollTop %i on a %i px frame → scrolled %s', (top, width, expected) => expect(isHeaderScrolled(top, width)).toBe(expected))
})
