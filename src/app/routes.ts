import type { ComponentType } from 'react'
import { pagePathOf, paths, type RouteId } from '@/lib/routes/paths'
import { lazyAccountFormPage, lazyPage, lazyPageWithCalls } from './lazy-page'

type Page = ComponentType & { readonly preload?: () => Promise<void> }

/** Who may open a route directly; the frame enforces it before the page renders. */
export type Guard =
  | 'none'
  | 'session' // no session: login, then back here
  | 'session-or-home' // no session: home (change password, SPEC §2)
  | 'agent' // SPEC §2 agent home: types not in 0, 4, 40; otherwise home
  | 'contract' // SPEC §4 contracts: no session: login, then back; types without contracts (4, 40, 41, 42): home
  | 'deposit' // SPEC §5: no session: login; types other than 0, 1, 2: free_reject 2 s, home
  | 'inbox' // SPEC §2, §6: no session: login; trial: free_reject offline notice 1 s, home
  | 'withdraw' // PLATFORM.md §4: no session: login; types other than 0, 1, 2: no_permissions 2 s, home

export type BackTarget = 'none' | 'home' | 'history'

/** SPEC §2 "Page frame": what the frame shows around a route (frame-rules.ts reads it). */
export interface FrameFlags {
  readonly header: boolean
  /** The home header (logo, balance, login/register) instead of a titled one. */
  readonly homeStyle: boolean
  readonly bottomMenu: boolean
  readonly back: BackTarget
  /** A Back control over the page when there is no header (the lottery frame has its own Close). */
  readonly pageBack: boolean
}

export interface RouteDef {
  readonly id: RouteId
  readonly path: string
  /** Key under titles.* in the common namespace. */
  readonly title: string
  /** Where the address's query names what the page is about: the title key per value of `param`. */
  readonly titleBy?: { readonly param: string; readonly titles: Readonly<Record<string, string>> }
  readonly page: Page
  readonly guard: Guard
  readonly frame: FrameFlags
  /**
   * Which page instance the route shows: its own path, or one shared with the other tabs of a page
   * (login and register), so moving between them keeps the page, what was typed and its timers,
   * with no route fade.
   */
  readonly instance: string
}

// Every page is its own chunk, fetched with its own translation namespaces (lazy-page.tsx).
const HomePage = lazyPage(() => import('./pages/home-page'))
// Opened on the register tab, the page comes with its form (auth-page.tsx formOfTabArrived).
const AuthPage = lazyPage<object>(() => import('./pages/auth-page').then((page) => page.formOfTabArrived().then(() => page)), 'register')
const SettingsPage = lazyPage(() => import('./pages/settings-page'))
const LotteryFramePage = lazyPage(() => import('./pages/lottery-page'))
const LotteryListPage = lazyPage(() => import('@/features/games/pages/lottery-list-page'))
const CategoryPage = lazyPage(() => import('@/features/games/pages/category-page'))
const GameListPage = lazyPage(() => import('@/features/games/pages/game-list-page'))
const ChangePasswordPage = lazyPage(() => import('./pages/change-password-page'), 'password', 'security')
const ForgetPage = lazyAccountFormPage(() => import('@/features/account/components/forget-page'), 'password')
const HelpPage = lazyPage(() => import('@/features/content/components/help-page'))
const NoticePage = lazyPage(() => import('@/features/content/components/notice-page'), 'messages')
const InboxPage = lazyPage(() => import('@/features/messages/components/inbox-page'), 'inbox')
const MessageCentrePage = lazyPage(() => import('./pages/message-centre-page'), 'messages')
const AppDownloadPage = lazyPage(() => import('./pages/app-download-page'))
const MemberHomePage = lazyPageWithCalls(
  () => import('@/features/member/member-atoms').then((atoms) => [atoms.avatarQuery, atoms.rankProgressQuery]),
  () => import('./pages/member-home-page'),
  'member',
)
const AgentHomePage = lazyPage(() => import('./pages/agent-home-page'), 'agent', 'member')
const TeamOverviewPage = lazyPage(() => import('@/features/agent/components/team-overview-page'), 'agent')
const TeamPnlPage = lazyPage(() => import('@/features/agent/components/team-pnl-page'), 'agent')
const TeamMemberPage = lazyPage(() => import('@/features/agent/components/team-member-page'), 'agent')
const MembersPage = lazyPage(() => import('./pages/members-page'), 'agent')
const OpenAccountPage = lazyPage(() => import('./pages/open-account-page'), 'agent')
const TeamMailPage = lazyPageWithCalls(
  () => import('@/features/messages/outbox-atoms').then((atoms) => [atoms.outboxListQuery.warm]),
  () => import('@/features/messages/components/team-mail-page'),
  'inbox',
)
const RedRainPage = lazyPage(() => import('./pages/red-rain-page'), 'agent')
const DividendPage = lazyPage(() => import('./pages/dividend-page'), 'agent')
const DailySalaryPage = lazyPage<object>(
  () => import('@/features/agent/components/salary-view').then((module) => ({ default: module.DailySalaryView })),
  'agent',
)
const HourlySalaryPage = lazyPage<object>(
  () => import('@/features/agent/components/salary-view').then((module) => ({ default: module.HourlySalaryView })),
  'agent',
)
const RealtimeSalaryPage = lazyPage<object>(
  () => import('@/features/agent/components/salary-view').then((module) => ({ default: module.RealtimeSalaryView })),
  'agent',
)
const TeamBettingPage = lazyPage(() => import('@/features/agent/components/team-betting-page'), 'agent')
const AgentRebatePage = lazyPage(() => import('@/features/agent/components/rebate-report-page'), 'agent')
const TeamRebatePage = lazyPage(() => import('@/features/agent/components/team-rebate-page'), 'agent')
const RewardsPage = lazyPageWithCalls(
  () =>
    Promise.all([
      import('@/features/rewards/rewards-atoms'),
      import('@/features/rewards/sign-in-atoms'),
      import('@/features/rewards/welcome-atoms'),
    ]).then(([rewards, signIn, welcome]) => [rewards.issuedQuery, rewards.ticketsQuery, signIn.signInQuery, welcome.welcomeQuery]),
  () => import('@/features/rewards/components/rewards-page'),
  'rewards',
)
const RebatePage = lazyPageWithCalls(
  () => import('@/features/rewards/rebate-atoms').then((atoms) => [atoms.rebateQuery]),
  () => import('@/features/rewards/components/rebate-page'),
  'rewards',
)
const VipBenefitsPage = lazyPageWithCalls(
  () => import('@/features/member/vip-atoms').then((atoms) => atoms.vipFirstCalls),
  () => import('@/features/member/components/vip-benefits-page'),
  'member',
)
const SignInPage = lazyPageWithCalls(
  () => import('@/features/rewards/sign-in-atoms').then((atoms) => [atoms.signInQuery]),
  () => import('@/features/rewards/components/sign-in-page'),
  'rewards',
)
const WelcomePage = lazyPageWithCalls(
  () => import('@/features/rewards/welcome-atoms').then((atoms) => [atoms.welcomeQuery]),
  () => import('@/features/rewards/components/welcome-page'),
  'rewards',
)
const TrialPage = lazyPage(() => import('./pages/trial-page'))
const TaskPage = lazyPage(() => import('./pages/task-page'))
const PromotionsPage = lazyPageWithCalls(
  () => import('@/features/promotions/promotions-atoms').then((atoms) => [atoms.promotionsQuery]),
  () => import('@/features/promotions/components/promotions-page'),
  'promotions',
)
const InvitePage = lazyPageWithCalls(
  () => import('@/features/referral/referral-atoms').then((atoms) => [atoms.rulesQuery, atoms.detailsQuery, atoms.overviewQuery]),
  () => import('@/features/referral/components/invite-page'),
  'referral',
)
const MallPage = lazyPageWithCalls(
  () => import('./pages/mall-first-calls').then((calls) => calls.mallFirstCalls),
  () => import('./pages/mall-page'),
  'mall',
)
const MissionsPage = lazyPageWithCalls(
  () => import('@/features/missions/missions-atoms').then((atoms) => [atoms.summaryQuery, atoms.milestonesQuery, atoms.rulesQuery]),
  () => import('@/features/missions/components/missions-page'),
  'missions',
)
const LeaderboardPage = lazyPageWithCalls(
  () => import('@/features/missions/missions-atoms').then((atoms) => [atoms.leaderboardQuery]),
  () => import('@/features/missions/components/leaderboard-page'),
  'missions',
)
const MyAccountPage = lazyPage(() => import('./pages/my-account-page'), 'member')
const SecurityCentrePage = lazyPage(() => import('./pages/security-centre-page'), 'security')
const PaymentPasswordPage = lazyPage(() => import('./pages/payment-password-page'), 'security')
const VerifyContactPage = lazyAccountFormPage(() => import('@/features/account/components/verify-contact-page'), 'security')
const IdentityPage = lazyPage(() => import('@/features/account/components/identity-page'), 'security')
const WithdrawPage = lazyPageWithCalls(
  () => import('./pages/withdraw-first-calls').then((calls) => calls.withdrawFirstCalls),
  () => import('./pages/withdraw-page'),
  'cashier',
  'member',
)
const DepositPage = lazyPageWithCalls(
  () => import('@/features/cashier/cashier-atoms').then((atoms) => [atoms.depositChannelsQuery, atoms.depositFormReadyAtom]),
  () => import('@/features/cashier/components/deposit-page'),
  'cashier',
)
const DepositRecordPage = lazyPage(() => import('@/features/cashier/components/deposit-record-page'), 'records')
const GameRecordExcludePage = lazyPage(() => import('./pages/game-record-exclude-page'), 'records')
const WithdrawRecordPage = lazyPage(() => import('@/features/cashier/components/withdraw-record-page'), 'records')
const GameRecordPage = lazyPage(() => import('./pages/game-record-page'), 'records')
const ProfitLossPage = lazyPage(() => import('@/features/records/components/profit-loss-page'), 'records')
const AccountRecordPage = lazyPage(() => import('@/features/records/components/account-record-page'), 'records')
const GoogleAuthPage = lazyPage(() => import('@/features/account/components/google-auth-page'), 'security')
const SecurityQuestionsPage = lazyPage(() => import('@/features/account/components/security-questions-page'), 'security')
const ResetPaymentPasswordPage = lazyPage(() => import('@/features/account/components/reset-payment-password-page'), 'security')
const BankCardsPage = lazyPage<object>(
  () => import('@/features/account/components/bank-cards').then((module) => ({ default: module.BankCardsPage })),
  'security',
)
const EWalletsPage = lazyPage<object>(
  () => import('@/features/account/components/bank-cards').then((module) => ({ default: module.EWalletsPage })),
  'security',
)
const CryptoAddressesPage = lazyPage<object>(
  () => import('@/features/account/components/bank-cards').then((module) => ({ default: module.CryptoAddressesPage })),
  'security',
)
const AddBankCardPage = lazyPage<object>(
  () => import('@/features/account/components/bank-cards').then((module) => ({ default: module.AddBankCardPage })),
  'security',
)
const DeleteCardPage = lazyPage(() => import('@/features/account/components/delete-card-page'), 'security')
const ResponsiblePage = lazyPage(() => import('@/features/responsible/components/responsible-page'), 'security')
const SalaryContractPage = lazyPage<object>(
  () => import('@/features/agent/components/contract-page').then((module) => ({ default: module.SalaryContractPage })),
  'agent',
)
const DividendContractPage = lazyPage<object>(
  () => import('@/features/agent/components/contract-page').then((module) => ({ default: module.DividendContractPage })),
  'agent',
)
const HourlyContractPage = lazyPage<object>(
  () => import('@/features/agent/components/contract-page').then((module) => ({ default: module.HourlyContractPage })),
  'agent',
)
const RealtimeContractPage = lazyPage<object>(
  () => import('@/features/agent/components/contract-page').then((module) => ({ default: module.RealtimeContractPage })),
  'agent',
)
const FeedbackPage = lazyPage(() => import('@/features/feedback/components/feedback-page'), 'feedback')
const RegisterTermsPage = lazyPage<object>(() =>
  import('@/features/terms/components/terms-page').then((module) => ({ default: module.RegisterTermsPage })),
)
const UserAgreementPage = lazyPage<object>(() =>
  import('@/features/terms/components/terms-page').then((module) => ({ default: module.UserAgreementPage })),
)

/** Most pages: the titled header, the bottom menu, Back through history. */
export const defaultFrame: FrameFlags = { header: true, homeStyle: false, bottomMenu: true, back: 'history', pageBack: false }

/** SPEC §2 frame table, by kind of page. */
const noHeader = { header: false, pageBack: true } // login-like pages: Back over the page instead
const noMenu = { bottomMenu: false }
const bare = { ...noHeader, ...noMenu }
const backHome = { back: 'home' } as const

const route = (id: RouteId, title: string, page: Page, guard: Guard = 'none', frame: Partial<FrameFlags> = {}): RouteDef => ({
  id,
  path: paths[id],
  title,
  page,
  guard,
  frame: { ...defaultFrame, ...frame },
  instance: paths[id],
})

/** The header's title key of a route at an address with this query string. */
export const titleOf = (def: RouteDef, search: string): string => {
  const by = def.titleBy
  const value = by ? new URLSearchParams(search).get(by.param) : null
  return (by && value !== null ? by.titles[value] : undefined) ?? def.title
}

/** One of the tabs of a page at several addresses (SPEC §2: login and register are one page). */
const tabOf = (instance: string, def: RouteDef): RouteDef => ({ ...def, instance })

/** Every route of SPEC §2, each with its screen. */
export const routes: ReadonlyArray<RouteDef> = [
  route('home', 'home', HomePage, 'none', { homeStyle: true, back: 'none' }),
  tabOf('auth', route('login', 'login', AuthPage, 'none', { ...bare, ...backHome })),
  tabOf('auth', route('register', 'register', AuthPage, 'none', { ...bare, ...backHome })),
  tabOf('auth', route('registerHtml', 'register', AuthPage, 'none', { ...bare, ...backHome })),
  route('trial', 'free_trial', TrialPage, 'none', backHome),
  route('memberHome', 'member_centre', MemberHomePage, 'session', noHeader),
  route('myAccount', 'my_account', MyAccountPage, 'session'),
  route('deposit', 'deposit', DepositPage, 'deposit'),
  route('withdraw', 'withdraw', WithdrawPage, 'withdraw'),
  route('gameRecord', 'betting_record', GameRecordPage, 'session'),
  route('gameRecordExclude', 'excluded_games', GameRecordExcludePage, 'session'),
  route('transactionRecord', 'account_record', AccountRecordPage, 'session'),
  route('profitAndLoss', 'profit_and_loss', ProfitLossPage, 'session'),
  route('depositRecord', 'deposit_record', DepositRecordPage, 'session'),
  route('withdrawRecord', 'withdraw_record', WithdrawRecordPage, 'session'),
  route('rewardCenter', 'reward_center', RewardsPage, 'session'),
  route('manualRebate', 'rebate', RebatePage, 'session'),
  route('signIn', 'sign_in', SignInPage, 'session'),
  route('welcomeBonus', 'welcome_bonus', WelcomePage, 'session'),
  route('vipBenefits', 'vip_benefits', VipBenefitsPage, 'session'),
  route('securityCenter', 'security_center', SecurityCentrePage, 'session'),
  // The security centre's login password (PLATFORM.md §1.12): the change-password form with the
  // centre's header and Back, not SPEC's bare /m/changePsw, which leaves no way back but home.
  route('loginChange', 'change_password', ChangePasswordPage, 'session'),
  route('fundsPassword', 'payment_password', PaymentPasswordPage, 'session'),
  route('forgetFundsPassword', 'forget_payment_password', ResetPaymentPasswordPage, 'session'),
  route('securityQuestions', 'security_questions', SecurityQuestionsPage, 'session'),
  route('bindGA', 'google_auth', GoogleAuthPage, 'session'),
  route('myBankCards', 'bank_cards', BankCardsPage, 'session'),
  {
    ...route('addBankCard', 'add_bank_card', AddBankCardPage, 'session'),
    titleBy: { param: 'type', titles: { E: 'add_e_wallet', V: 'add_crypto_address' } },
  },
  route('deleteCard', 'delete_account', DeleteCardPage, 'session'),
  route('responsible', 'responsible_gaming', ResponsiblePage, 'session'),
  route('myEWallet', 'e_wallets', EWalletsPage, 'session'),
  route('myVCards', 'crypto_wallets', CryptoAddressesPage, 'session'),
  route('verifyPhone', 'verify_phone', VerifyContactPage, 'session'),
  route('verifyEmail', 'verify_email', VerifyContactPage, 'session'),
  route('identifyStatus', 'identity_check', IdentityPage, 'session'),
  route('mall', 'points_mall', MallPage, 'session'),
  route('task', 'task', TaskPage),
  route('gameList', 'game_center', GameListPage, 'none', noMenu),
  route('game', 'game_center', CategoryPage),
  // The lottery page takes the session's token: a guest signs in first (SPEC §6), as a tile's tap asks.
  route('lottoH5', 'lottery', LotteryFramePage, 'session', { ...bare, pageBack: false }), // its own Close
  route('lottery', 'lottery', LotteryFramePage, 'session', { ...bare, pageBack: false }),
  route('startLottery', 'lottery', LotteryListPage),
  route('live', 'live', CategoryPage),
  route('rng', 'slots', CategoryPage),
  route('sports', 'sports', CategoryPage),
  route('esports', 'esports', CategoryPage),
  route('fish', 'fish', CategoryPage),
  route('pvp', 'pvp', CategoryPage),
  route('lott', 'lottery', CategoryPage),
  route('elott', 'elottery', CategoryPage),
  route('hot', 'hot', CategoryPage),
  route('notice', 'announcement', NoticePage, 'none', noMenu),
  // A notice page too (SPEC §2: no bottom menu on notice), the agent's announcements among them.
  route('memberNotice', 'announcement', NoticePage, 'session', noMenu),
  route('inbox', 'inbox', InboxPage, 'inbox'),
  // SPEC §2: the message centre's Back goes home.
  route('message', 'messages', MessageCentrePage, 'none', { ...noHeader, ...backHome }),
  route('feedback', 'feedback', FeedbackPage, 'session'),
  route('help', 'help_center', HelpPage, 'none', noMenu),
  // SPEC §2: no back arrow on the first-password page, not even over the page.
  route('changePassword', 'first_password', ChangePasswordPage, 'session-or-home', { ...bare, back: 'none', pageBack: false }),
  route('forget', 'forgot_password', ForgetPage, 'none', { ...bare, ...backHome }),
  route('settings', 'personal_settings', SettingsPage),
  route('activity', 'promotion', PromotionsPage, 'none', backHome),
  route('app', 'app_download', AppDownloadPage, 'none', bare),
  route('inviteFriends', 'invite_friends', InvitePage),
  // The agent area: no header and no bottom menu on agent home and the pages beneath it.
  route('agent', 'agent', AgentHomePage, 'agent', bare),
  route('agentTeamOverview', 'team_overview', TeamOverviewPage, 'agent', bare),
  route('agentTeamPnl', 'team_pnl', TeamPnlPage, 'agent', bare),
  route('agentTeamMember', 'team_member', TeamMemberPage, 'agent', bare),
  route('memberTeam', 'my_team', MembersPage, 'agent'),
  route('teamBetting', 'team_betting', TeamBettingPage, 'agent'),
  route('redRain', 'red_rain', RedRainPage, 'agent'),
  route('teamMail', 'team_mail', TeamMailPage, 'agent'),
  route('agentRebate', 'agent_rebate', AgentRebatePage, 'agent'),
  route('teamRebate', 'team_rebate', TeamRebatePage, 'agent'),
  route('agentRegister', 'open_account', OpenAccountPage, 'agent'),
  route('dividend', 'dividend', DividendPage, 'agent'),
  route('dailySalary', 'daily_salary', DailySalaryPage, 'agent'),
  route('hourlySalary', 'hourly_salary', HourlySalaryPage, 'agent'),
  route('realtimeSalary', 'realtime_salary', RealtimeSalaryPage, 'agent'),
  route('salaryContract', 'salary_contract', SalaryContractPage, 'contract'),
  route('dividendContract', 'dividend_contract', DividendContractPage, 'contract'),
  route('hourlyContract', 'hourly_contract', HourlyContractPage, 'contract'),
  route('realtimeContract', 'realtime_contract', RealtimeContractPage, 'contract'),
  route('regTerms', 'registration_terms', RegisterTermsPage),
  route('userAgreement', 'user_agreement', UserAgreementPage),
  route('customerTask', 'customer_task', MissionsPage, 'session'),
  route('leaderBoard', 'leaderboard', LeaderboardPage, 'session'),
]

const byPath = new Map(routes.map((def) => [def.path, def]))

/** The route for a path or one of its aliases, or undefined (the router then lands on home). */
export const routeFor = (path: string) => byPath.get(pagePathOf(path))

/**
 * The code of the page at `path` (home for the paths that land there), fetched at boot beside the
 * translations instead of after them.
 */
export const preloadPage = (path: string): Promise<void> => pageAt(path).preload?.() ?? Promise.resolve()

/** Whether the app opens on home at `path` (home, its aliases, and the paths of no route). */
export const opensOnHome = (path: string) => pageAt(path) === HomePage

const pageAt = (path: string): Page => routeFor(path)?.page ?? HomePage
