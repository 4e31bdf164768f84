/**
 * The paths of SPEC §2 and their query parameters: data only, so every layer may link to a route
 * (features may not import src/app). src/app/routes.ts adds the page, title, guard and frame flags
 * to each id; frame-rules and entry-rules read the same ids. No other module writes a `/m/...`
 * path (eslint.config.js refuses one): link with `href(id, query)` or `paths[id]`.
 */
import { Schema } from 'effect'
import { vendorCodePattern } from '../http/game-page'
import { field, type QueryField } from '../query'

export const paths = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  trial: '/m/trial',
  memberHome: '/m/member/home',
  myAccount: '/m/myAccount/index',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  gameRecord: '/m/gameRecord',
  /** Games left out of turnover (the operator's own route, PLATFORM.md §1.12). */
  gameRecordExclude: '/m/gameRecordExclude',
  transactionRecord: '/m/transaction/record',
  profitAndLoss: '/m/profitandloss',
  // The deposit and withdraw records (the operator's own routes, PLATFORM.md §1.12).
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  rewardCenter: '/m/rewardCenter',
  /** The rebate claimed by hand (the operator's own route, PLATFORM.md §7 MEMBER_TURNOVER). */
  manualRebate: '/m/member/manualRebate',
  /** The daily sign-in (the operator's own route, PLATFORM.md §1.12; the reward centre's link). */
  signIn: '/m/activity/signIn',
  /** The welcome bonuses (the operator's own route, PLATFORM.md §1.12; the reward centre's link). */
  welcomeBonus: '/m/promotion/register',
  /** The VIP club's ranks and benefits (the operator's own route, PLATFORM.md §6 "VIP", §7 MEMBER). */
  vipBenefits: '/m/member/benefits',
  securityCenter: '/m/securityCenter',
  // The security centre's flows (the operator's own routes, PLATFORM.md §1.12; questions and
  // phone/e-mail verification named by us).
  loginChange: '/m/securityCenter/loginChange',
  fundsPassword: '/m/securityCenter/FundsPasswordBox',
  forgetFundsPassword: '/m/securityCenter/forgetFundsPass',
  securityQuestions: '/m/securityCenter/securityQuestions',
  bindGA: '/m/securityCenter/bindGA',
  myBankCards: '/m/myBankCards',
  addBankCard: '/m/securityCenter/addBankCard',
  deleteCard: '/m/securityCenter/deleteCardAuth',
  myEWallet: '/m/myEWallet',
  myVCards: '/m/myVCards',
  verifyPhone: '/m/myAccount/phone',
  verifyEmail: '/m/myAccount/email',
  identifyStatus: '/m/identifyStatus',
  mall: '/m/mall/mallHome',
  task: '/m/task',
  gameList: '/m/gameList',
  game: '/m/game',
  lottoH5: '/m/lotto-h5',
  lottery: '/m/lottery',
  startLottery: '/m/startLottery',
  live: '/m/live',
  rng: '/m/rng',
  sports: '/m/sports',
  esports: '/m/esports',
  fish: '/m/fish',
  pvp: '/m/pvp',
  lott: '/m/lott',
  elott: '/m/elott',
  hot: '/m/hot',
  notice: '/m/notice',
  memberNotice: '/m/member/notice',
  inbox: '/m/webEmail',
  message: '/m/message',
  feedback: '/m/feedback',
  help: '/m/help',
  changePassword: '/m/changePsw',
  forget: '/m/forget',
  settings: '/m/set',
  activity: '/m/activity',
  app: '/m/app',
  inviteFriends: '/m/inviteFriends',
  agent: '/m/agent',
  agentTeamOverview: '/m/agent/team/overview',
  agentTeamPnl: '/m/agent/team/pnl',
  /** Ours: one member of the team, opened from a report's row (the SPEC lists no such route). */
  agentTeamMember: '/m/agent/team/member',
  memberTeam: '/m/member/team',
  teamBetting: '/m/teamBetting',
  redRain: '/m/redRain',
  agentRebate: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  agentRegister: '/m/agentRegister',
  dividend: '/m/member/agent/agentDivident',
  /** Ours (ASSUMED): the daily salary day by day; the operator's apps show no mobile route for it. */
  dailySalary: '/m/member/agent/dailySalary',
  hourlySalary: '/m/member/agent/hourlySalary',
  realtimeSalary: '/m/member/agent/realtimeSalary',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourlyContract: '/m/member/agent/getHourContract',
  /** ASSUMED: no public source shows the real-time salary contract's route; named as its siblings. */
  realtimeContract: '/m/member/agent/getRealTimeContract',
  /** Ours (ASSUMED): the agent's mail to the team; the operator's apps show no route for the outbox. */
  teamMail: '/m/agent/teamMail',
  regTerms: '/m/regTerms',
  userAgreement: '/m/userAgreement',
  customerTask: '/m/customerTask',
  /** The mission leaderboard (the operator's own route, PLATFORM.md §6 "missions", §7 MISSION). */
  leaderBoard: '/m/leaderBoard',
  /** Ours: deposit limits and self-exclusion (PLATFORM.md §10; [NUX] has /responsible). */
  responsible: '/m/responsible',
} as const

export type RouteId = keyof typeof paths
export type RoutePath = (typeof paths)[RouteId]

/** SPEC §2: these land on home (the router redirects them) and show the home header. */
export const homeAliases = ['/', '/m', '/m/', '/m/index', '/m/index.html', paths.home] as const
/**
 * Other addresses of a page, drawn there as the page itself (no redirect), so that the operator's
 * own links land where they mean (PLATFORM.md §1.12, §2, §12): its apps link the app download page
 * as /m/appDownload and My account as /m/myAccount/nickName; the e-mail and payee-name bindings,
 * which this app does on My account (the e-mail verified with a code on its own page), have
 * security-centre addresses; the identity check has two more names.
 */
export const pageAliases: Readonly<Record<string, RoutePath>> = {
  '/m/appDownload': paths.app,
  '/m/myAccount/nickName': paths.myAccount,
  '/m/securityCenter/bindPayee': paths.myAccount,
  '/m/securityCenter/bindEmail': paths.verifyEmail,
  '/m/idVerification': paths.identifyStatus,
  '/m/verificationInfoPage': paths.identifyStatus,
}

/** The route path a page is drawn for at `path`: an alias's page, or the path itself. */
export const pagePathOf = (path: string): string => pageAliases[path] ?? path

/** The home header also shows on /m/games (SPEC §2 frame table), which is no route of its own. */
export const homeStyleAliases = [...homeAliases, '/m/games'] as const

const NonNegativeInt = Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
const Code = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_]{1,32}$/))

const lotteryQuery = {
  mui: field(Schema.String, ''),
  playType: field(Schema.Literals(['ent', 'trad']), 'trad'),
  gameId: field(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_.-]{1,64}$/)), ''),
  prize_mode: field(Schema.Literals(['ELOTT', 'LOTT', 'ZY']), 'ELOTT'),
  pageBack: field(Schema.Literals(['1', 'true']), null as '1' | 'true' | null),
}

/** A report's range carried from page to page, 'YYYY-MM-DD' (checked by rangeFromAddress). */
const rangeQuery = { from: field(Schema.String, ''), to: field(Schema.String, '') }
/** An agent's member and range, as a team report's row opens them. */
const memberRangeQuery = { member: field(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_]{0,32}$/)), ''), ...rangeQuery }

/** Query parameters of SPEC §2 routes: how a page reads them (useQueryParams) and what href accepts. */
export const routeQueries = {
  login: { redirect: field(Schema.String, '') },
  /** A referral or agent link's code (register-form.tsx also reads the short `a`). */
  register: { affiliateCode: field(Schema.String, '') },
  help: { i: field(NonNegativeInt, 0) },
  /** A promotion to open at once (the PROMO deep link, PLATFORM.md §7). */
  activity: { id: field(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_.-]{0,64}$/)), '') },
  gameList: { gameType: field(Code, 'HOT'), vassalage: field(Schema.String.check(Schema.isPattern(vendorCodePattern)), '') },
  /** `type`: the record opened on one type (the mall's point moves); the page offers it where the site does. */
  transactionRecord: {
    types: field(Schema.NullOr(Schema.Literal('A')), null),
    type: field(Schema.String.check(Schema.isPattern(/^[a-z_]{0,20}$/)), ''),
    ...memberRangeQuery,
  },
  agentTeamOverview: rangeQuery,
  agentTeamPnl: rangeQuery,
  agentTeamMember: memberRangeQuery,
  /** The members under one of the agent's sub-agents ('' the agent's own). */
  memberTeam: { parent: memberRangeQuery.member },
  teamBetting: memberRangeQuery,
  agentRebate: memberRangeQuery,
  teamRebate: memberRangeQuery,
  /** Open account's way: a new account, or the invite links. */
  agentRegister: { way: field(Schema.Literals(['account', 'links']), 'account') },
  /** One dividend period's detail (its id, e.g. 2026-11-1); '' the periods. */
  dividend: { period: field(Schema.String.check(Schema.isPattern(/^(\d{4}-\d{2}-[12])?$/)), '') },
  memberNotice: { types: field(Schema.NullOr(Schema.Literal('A')), null) },
  /** The operator's type=B|V for bank and crypto; E for an e-wallet (our letter). */
  /** `group`: the e-wallet group whose tab asked (the withdraw's), preselected (PLATFORM.md §4 addBankCardPix?group=). */
  addBankCard: {
    type: field(Schema.Literals(['B', 'E', 'V']), 'B'),
    group: field(Schema.String.check(Schema.isPattern(/^[\w().-]{0,64}$/)), ''),
  },
  /** The account to delete; its kind (ours: the operator's link names the id only) B unless told. */
  deleteCard: {
    bankCardId: field(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{0,64}$/)), ''),
    type: field(Schema.Literals(['B', 'E', 'V']), 'B'),
  },
  lottoH5: lotteryQuery,
  lottery: lotteryQuery,
} as const satisfies Partial<Record<RouteId, Record<string, QueryField<unknown>>>>

type Queries = typeof routeQueries
/** The values a route's query takes, as its pages read them; every parameter may be left out. */
export type QueryOf<R extends RouteId> = R extends keyof Queries
  ? { readonly [K in keyof Queries[R]]?: Queries[R][K] extends QueryField<infer A> ? A : never }
  : never

/**
 * The path of a route with its query, in the order given; a parameter that is undefined or null is
 * left out. A route without a query schema takes none, and an unknown parameter does not compile.
 */
export const href = <R extends RouteId>(route: R, ...[query]: R extends keyof Queries ? [query?: QueryOf<R>] : []): string => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(name, String(value))
  }
  const search = params.toString()
  return search === '' ? paths[route] : `${paths[route]}?${search}`
}
