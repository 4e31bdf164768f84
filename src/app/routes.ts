import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { PendingPage } from './pending-page'

type Page = ComponentType | LazyExoticComponent<ComponentType>

/** Who may open a route directly; the frame enforces it before the page renders. */
export type Guard =
  | 'none'
  | 'session' // no session: /m/login, then back here
  | 'session-or-home' // no session: /m/home (change password, SPEC §2)
  | 'agent' // SPEC §2 agent home: types not in 0, 4, 40; otherwise /m/home
  | 'deposit' // SPEC §5: no session: /m/login; types other than 0, 1, 2: free_reject 2 s, /m/home
  | 'inbox' // SPEC §2, §6: no session: /m/login; trial: free_reject offline notice 1 s, /m/home

export interface RouteDef {
  readonly path: string
  /** Key under titles.* in the common namespace. */
  readonly title: string
  readonly page: Page
  readonly guard: Guard
}

const HomePage = lazy(() => import('./pages/home-page'))
const AuthPage = lazy(() => import('./pages/auth-page'))
const SettingsPage = lazy(() => import('./pages/settings-page'))
const LotteryFramePage = lazy(() => import('@/features/games/pages/lottery-frame-page'))
const CategoryPage = lazy(() => import('@/features/games/pages/category-page'))
const GameListPage = lazy(() => import('@/features/games/pages/game-list-page'))
const ChangePasswordPage = lazy(() => import('@/features/account/components/change-password-form'))
const ForgetPage = lazy(() => import('@/features/account/components/forget-page'))
const HelpPage = lazy(() => import('@/features/content/components/help-page'))
const AppDownloadPage = lazy(() => import('./pages/app-download-page'))

const route = (path: string, title: string, page: Page = PendingPage, guard: Guard = 'none'): RouteDef => ({
  path,
  title,
  page,
  guard,
})

/**
 * Every route of SPEC §2. Pages of later issues render PendingPage (their title where there is
 * no header, and 'coming soon') until their issue lands; they never show made-up data.
 */
export const routes: ReadonlyArray<RouteDef> = [
  route('/m/home', 'home', HomePage),
  route('/m/login', 'login', AuthPage),
  route('/m/register', 'register', AuthPage),
  route('/m/register.html', 'register', AuthPage),
  route('/m/trial', 'free_trial'),
  route('/m/member/home', 'member_centre', PendingPage, 'session'),
  route('/m/myAccount/index', 'my_account', PendingPage, 'session'),
  route('/m/voucherCenter', 'deposit', PendingPage, 'deposit'),
  route('/m/withdraw', 'withdraw', PendingPage, 'session'),
  route('/m/gameRecord', 'betting_record', PendingPage, 'session'),
  route('/m/transaction/record', 'account_record', PendingPage, 'session'),
  route('/m/profitandloss', 'profit_and_loss', PendingPage, 'session'),
  route('/m/rewardCenter', 'reward_center', PendingPage, 'session'),
  route('/m/securityCenter', 'security_center', PendingPage, 'session'),
  route('/m/mall/mallHome', 'points_mall', PendingPage, 'session'),
  route('/m/task', 'task'),
  route('/m/gameList', 'game_center', GameListPage),
  route('/m/game', 'game_center', CategoryPage),
  route('/m/lotto-h5', 'lottery', LotteryFramePage),
  route('/m/lottery', 'lottery', LotteryFramePage),
  route('/m/startLottery', 'lottery'),
  route('/m/live', 'live', CategoryPage),
  route('/m/rng', 'slots', CategoryPage),
  route('/m/sports', 'sports', CategoryPage),
  route('/m/esports', 'esports', CategoryPage),
  route('/m/fish', 'fish', CategoryPage),
  route('/m/pvp', 'pvp', CategoryPage),
  route('/m/lott', 'lottery', CategoryPage),
  route('/m/elott', 'elottery', CategoryPage),
  route('/m/hot', 'hot', CategoryPage),
  route('/m/notice', 'announcement'),
  route('/m/member/notice', 'announcement', PendingPage, 'session'),
  route('/m/webEmail', 'inbox', PendingPage, 'inbox'),
  route('/m/message', 'messages'),
  route('/m/feedback', 'feedback', PendingPage, 'session'),
  route('/m/help', 'help_center', HelpPage),
  route('/m/changePsw', 'first_password', ChangePasswordPage, 'session-or-home'),
  route('/m/forget', 'forgot_password', ForgetPage),
  route('/m/set', 'personal_settings', SettingsPage),
  route('/m/activity', 'promotion'),
  route('/m/app', 'app_download', AppDownloadPage),
  route('/m/inviteFriends', 'invite_friends'),
  route('/m/agent', 'agent', PendingPage, 'agent'),
  route('/m/agent/team/overview', 'team_overview', PendingPage, 'agent'),
  route('/m/agent/team/pnl', 'team_pnl', PendingPage, 'agent'),
  route('/m/member/team', 'my_team', PendingPage, 'agent'),
  route('/m/teamBetting', 'team_betting', PendingPage, 'agent'),
  route('/m/redRain', 'red_rain', PendingPage, 'session'),
  route('/m/member/agent/agentRebeat', 'agent_rebate', PendingPage, 'agent'),
  route('/m/member/teamRebate', 'team_rebate', PendingPage, 'agent'),
  route('/m/agentRegister', 'open_account', PendingPage, 'agent'),
  route('/m/member/agent/agentDivident', 'dividend', PendingPage, 'agent'),
  route('/m/member/agent/getSalaryContract', 'salary_contract', PendingPage, 'session'),
  route('/m/member/agent/getDevidendContract', 'dividend_contract', PendingPage, 'session'),
  route('/m/member/agent/getHourContract', 'hourly_contract', PendingPage, 'session'),
  route('/m/regTerms', 'registration_terms'),
  route('/m/userAgreement', 'user_agreement'),
  route('/m/customerTask', 'customer_task'),
]

const byPath = new Map(routes.map((def) => [def.path, def]))

/** The route for a path, or undefined (the router then lands on home). */
export const routeFor = (path: string) => byPath.get(path)
