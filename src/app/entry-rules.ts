import { barredFromChat, canDeposit, getsContractPrompts, type MemberInfo, type Viewer } from '@/domain/member'
import type { ModuleId } from '@/domain/feature-flags'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { loginRedirect } from '@/lib/session/redirect'
import type { Guard } from './routes'

/** What tapping an entry does: go somewhere, ask first, or refuse with a notice. */
export type Entry =
  | { readonly kind: 'go'; readonly to: string }
  | { readonly kind: 'prompt-register' }
  | { readonly kind: 'refuse'; readonly messageKey: string; readonly ms: number }
  /** A 1 s message (the affiliate button). */
  | { readonly kind: 'coming-soon' }
  /** An alert to close (task with no link, SPEC §8). */
  | { readonly kind: 'coming-soon-alert' }
  | { readonly kind: 'open'; readonly url: string }
  | { readonly kind: 'chat' }
  | { readonly kind: 'app-download' }
  | { readonly kind: 'agent-modal' }

export const loginPath = paths.login
export const depositPath = paths.deposit
export const inboxPath = paths.inbox

/** SPEC §2 bottom menu: member centre needs a session; a trial session is asked to register. */
export const memberCentreEntry = (viewer: Viewer): Entry => {
  if (viewer.kind === 'guest') return { kind: 'go', to: loginPath }
  if (viewer.kind === 'trial') return { kind: 'prompt-register' }
  return { kind: 'go', to: paths.memberHome }
}

/** SPEC §5 deposit entry: members of type 0, 1, 2 only; others get free_reject for 2 s. */
export const depositEntry = (viewer: Viewer, freeRejectMs: number): Entry => {
  if (viewer.kind === 'guest') return { kind: 'go', to: loginPath }
  if (!canDeposit(viewer.type)) return { kind: 'refuse', messageKey: 'errors.free_reject', ms: freeRejectMs }
  return { kind: 'go', to: depositPath }
}

/**
 * PLATFORM.md §4 withdraw: the same members as deposit (the MONEY set, 0, 1, 2); others are told
 * the platform's no_permissions for 2 s.
 */
export const withdrawEntry = (viewer: Viewer, noticeMs: number): Entry => {
  if (viewer.kind === 'guest') return { kind: 'go', to: loginPath }
  if (!canDeposit(viewer.type)) return { kind: 'refuse', messageKey: 'errors.no_permissions', ms: noticeMs }
  return { kind: 'go', to: paths.withdraw }
}

/** SPEC §2 message centre, §6 (inbox and live chat): guests log in; trial users get free_reject as an offline notice (1 s). */
const messagingEntry = (viewer: Viewer, offlineNoticeMs: number, allowed: Entry): Entry => {
  if (viewer.kind === 'guest') return { kind: 'go', to: loginPath }
  if (viewer.kind === 'trial') return { kind: 'refuse', messageKey: 'errors.free_reject', ms: offlineNoticeMs }
  return allowed
}

export const inboxEntry = (viewer: Viewer, offlineNoticeMs: number): Entry =>
  messagingEntry(viewer, offlineNoticeMs, { kind: 'go', to: inboxPath })

export const chatEntry = (viewer: Viewer, offlineNoticeMs: number): Entry => messagingEntry(viewer, offlineNoticeMs, { kind: 'chat' })

/**
 * The referral promotion is open to the member (SPEC §2 Others: REFERRAL among their promotions)
 * and the site runs the programme its page serves (REFERRAL3, else that page's calls are refused):
 * one rule for the affiliate button and the member centre's row.
 */
export const referralOpen = (member: MemberInfo | null, flags: ReadonlySet<ModuleId>) =>
  (member?.availablePromos?.includes('REFERRAL') ?? false) && flags.has('REFERRAL3')

/**
 * SPEC §2 Others, the affiliate button: a guest logs in; an agent is shown the agent modal (agents
 * invite through their own area); anyone else goes to the referral promotion while REFERRAL is
 * open, and is told 'coming soon' (1 s) otherwise.
 */
export const affiliateEntry = (viewer: Viewer, referralOpen: boolean): Entry => {
  if (viewer.kind === 'guest') return { kind: 'go', to: loginPath }
  if (viewer.kind === 'agent') return { kind: 'agent-modal' }
  return referralOpen ? { kind: 'go', to: paths.inviteFriends } : { kind: 'coming-soon' }
}

/**
 * Every entry passes here before it is followed, so a link into deposit, inbox or chat from any
 * menu, header or later page asks the one rule for that destination.
 */
export const gatedEntry = (entry: Entry, viewer: Viewer): Entry => {
  if (entry.kind === 'chat') return chatEntry(viewer, policies.offlineNoticeToast)
  if (entry.kind !== 'go') return entry
  const pathname = entry.to.split(/[?#]/)[0]
  if (pathname === depositPath) return depositEntry(viewer, policies.freeRejectToast)
  if (pathname === paths.withdraw) return withdrawEntry(viewer, policies.freeRejectToast)
  if (pathname === inboxPath) return inboxEntry(viewer, policies.offlineNoticeToast)
  return entry
}

/** Task, from every menu: its page when a task link exists, else the 'coming soon' alert (SPEC §8). */
export const taskEntry = (taskUrl: string | null): Entry => (taskUrl ? { kind: 'go', to: paths.task } : { kind: 'coming-soon-alert' })

export interface ServiceItem {
  readonly id: 'chat' | 'messages' | 'announcements' | 'feedback' | 'task' | 'line'
  readonly entry: Entry
}

/** SPEC §2 Service popup: which items show for this viewer and site. */
export const serviceItems = (input: {
  readonly viewer: Viewer
  readonly member: MemberInfo | null
  readonly flags: ReadonlySet<ModuleId>
  readonly taskUrl: string | null
  readonly lineUrl: string | null
}): ReadonlyArray<ServiceItem> => {
  const { viewer, member, flags, taskUrl, lineUrl } = input
  const chat = flags.has('CBS3') && member !== null && viewer.kind !== 'trial' && viewer.kind !== 'guest' && !barredFromChat(member)
  const items: Array<ServiceItem | false> = [
    chat && { id: 'chat', entry: { kind: 'chat' } },
    flags.has('INBOX3') && { id: 'messages', entry: { kind: 'go', to: paths.inbox } },
    { id: 'announcements', entry: { kind: 'go', to: paths.notice } },
    { id: 'feedback', entry: { kind: 'go', to: paths.feedback } },
    { id: 'task', entry: taskEntry(taskUrl) },
    lineUrl !== null && { id: 'line', entry: { kind: 'open', url: lineUrl } },
  ]
  return items.filter((item): item is ServiceItem => item !== false)
}

export interface MessageCentreItem {
  readonly id: 'telegram' | 'announcements' | 'inbox' | 'chat' | 'affiliate_service'
  readonly entry: Entry
}

/**
 * SPEC §2 Message centre: Telegram and the affiliate customer service when their links exist,
 * announcements, inbox, and live chat when CBS3 is on, except for a member the operator keeps out
 * of chat (the service popup's nochat label). Guests and trials still see the chat row: its entry
 * rule (gatedEntry) sends them to log in or refuses them, as everywhere.
 */
export const messageCentreItems = (input: {
  readonly member: MemberInfo | null
  readonly flags: ReadonlySet<ModuleId>
  readonly telegramUrl: string | null
  readonly affiliateServiceUrl: string | null
}): ReadonlyArray<MessageCentreItem> => {
  const { member, flags, telegramUrl, affiliateServiceUrl } = input
  const items: Array<MessageCentreItem | false> = [
    telegramUrl !== null && { id: 'telegram', entry: { kind: 'open', url: telegramUrl } },
    { id: 'announcements', entry: { kind: 'go', to: paths.notice } },
    { id: 'inbox', entry: { kind: 'go', to: paths.inbox } },
    flags.has('CBS3') && !barredFromChat(member) && { id: 'chat', entry: { kind: 'chat' } },
    affiliateServiceUrl !== null && { id: 'affiliate_service', entry: { kind: 'open', url: affiliateServiceUrl } },
  ]
  return items.filter((item): item is MessageCentreItem => item !== false)
}

export interface GuardOutcome {
  readonly to: string
  /** The refusal to show on the way (deposit, inbox): the same notice the menus show. */
  readonly notice?: { readonly messageKey: string; readonly ms: number }
}

/**
 * Where a direct visit (typed URL, raw link) to a guarded route lands instead, or null when the
 * viewer may stay. Deposit and inbox ask the same entry rules as the menus.
 */
export const guardOutcome = (guard: Guard, viewer: Viewer, here: string): GuardOutcome | null => {
  switch (guard) {
    case 'none':
      return null
    case 'session':
      return viewer.kind === 'guest' ? { to: loginRedirect(here) } : null
    case 'session-or-home':
      return viewer.kind === 'guest' ? { to: paths.home } : null
    case 'agent':
      return viewer.kind === 'agent' ? null : { to: paths.home }
    case 'contract':
      if (viewer.kind === 'guest') return { to: loginRedirect(here) }
      return getsContractPrompts(viewer.type) ? null : { to: paths.home }
    case 'deposit':
    case 'withdraw':
    case 'inbox': {
      if (viewer.kind === 'guest') return { to: loginRedirect(here) }
      const entry =
        guard === 'deposit'
          ? depositEntry(viewer, policies.freeRejectToast)
          : guard === 'withdraw'
            ? withdrawEntry(viewer, policies.freeRejectToast)
            : inboxEntry(viewer, policies.offlineNoticeToast)
      return entry.kind === 'refuse' ? { to: paths.home, notice: { messageKey: entry.messageKey, ms: entry.ms } } : null
    }
  }
}

export const guardRedirect = (guard: Guard, viewer: Viewer, here: string): string | null => guardOutcome(guard, viewer, here)?.to ?? null

/**
 * Where a page sends the player: a session the platform opened with `firstTimeLogin` (SPEC §4
 * forced change) goes nowhere but the password change until it is made (Back, a reload or a typed
 * address included); else the route's own guard.
 */
export const pageOutcome = (guard: Guard, viewer: Viewer, here: string, firstTimeLogin: boolean): GuardOutcome | null =>
  firstTimeLogin && viewer.kind !== 'guest' && here.split(/[?#]/)[0] !== paths.changePassword
    ? { to: paths.changePassword }
    : guardOutcome(guard, viewer, here)

export type SideMenuItemId =
  | 'my_account'
  | 'deposit'
  | 'withdraw'
  | 'betting_record'
  | 'account_record'
  | 'profit_and_loss'
  | 'reward_center'
  | 'vip'
  | 'security_center'
  | 'app_download'
  | 'points_mall'
  | 'task'
  | 'mission'

const go = (to: string): Entry => ({ kind: 'go', to })

/**
 * Where each destination of the menus leads, and the whitelabel key that governs it (SPEC §2, §6):
 * one table for the right-side menu and the member centre (member-centre-items.ts).
 */
export const destinations: Readonly<Record<SideMenuItemId, { readonly entry: Entry; readonly flag?: ModuleId }>> = {
  my_account: { entry: go(paths.myAccount) },
  deposit: { entry: go(depositPath) },
  withdraw: { entry: go(paths.withdraw) },
  betting_record: { entry: go(paths.gameRecord), flag: 'TRANSBETREPMEM3' },
  account_record: { entry: go(paths.transactionRecord), flag: 'TRANSREC3' },
  profit_and_loss: { entry: go(paths.profitAndLoss), flag: 'PERSREP' },
  reward_center: { entry: go(paths.rewardCenter), flag: 'REWCEN3' },
  // VIP is a separate page under the site origin, so it is opened, not routed.
  vip: { entry: { kind: 'open', url: '/vip/vip.html' } },
  security_center: { entry: go(paths.securityCenter), flag: 'SECPRIV' },
  // SPEC §2: download opens the app-download popup (not the /m/app page).
  app_download: { entry: { kind: 'app-download' }, flag: 'DOWNLOAD' },
  points_mall: { entry: go(paths.mall), flag: 'PTSYS3' },
  task: { entry: go(paths.task) },
  // Not shown where MISSION leads: the customer missions page (docs/api-contract.md "Customer missions").
  mission: { entry: go(paths.customerTask) },
}

/** The right-side menu's order. */
const sideMenu = (
  [
    'my_account',
    'deposit',
    'withdraw',
    'betting_record',
    'account_record',
    'profit_and_loss',
    'reward_center',
    'vip',
    'security_center',
    'app_download',
    'points_mall',
    'task',
    'mission',
  ] as const
).map((id) => ({ id, ...destinations[id] }))

/**
 * SPEC §2 right-side menu: VIP always; download only outside the app context; task always listed
 * (coming soon without a task link); MISSION only when the member's available promos include it;
 * the rest by whitelabel flag (items without a key always show).
 */
export const sideMenuItems = (input: {
  readonly flags: ReadonlySet<ModuleId>
  readonly inAppContext: boolean
  readonly taskUrl: string | null
  readonly missionEnabled: boolean
}): ReadonlyArray<{ readonly id: SideMenuItemId; readonly entry: Entry }> =>
  sideMenu
    .filter(({ id, flag }) => {
      if (id === 'app_download' && input.inAppContext) return false
      if (id === 'mission') return input.missionEnabled
      return flag === undefined || input.flags.has(flag)
    })
    .map(({ id, entry }) => ({ id, entry: id === 'task' ? taskEntry(input.taskUrl) : entry }))

/** SPEC §2 home header: the download-app icon's conditions, all of them. */
export const showsDownloadIcon = (input: {
  readonly homeRoute: boolean
  readonly inAppContext: boolean
  readonly downloadEnabled: boolean
  readonly downloadUrl: string | null
}) => input.homeRoute && !input.inAppContext && input.downloadEnabled && input.downloadUrl !== null

/** SPEC §2: the member-centre header (the right-side menu's and the member centre's) shows the club label only when its type is AUTO. */
export const vipLabelOf = (member: MemberInfo | null) => (member?.clubLabel?.type === 'AUTO' ? member.clubLabel : null)

/** SPEC §2: MISSION follows the member's available promos (our shape: availablePromos). */
export const missionEnabledFor = (member: MemberInfo | null) => member?.availablePromos?.includes('MISSION') ?? false
