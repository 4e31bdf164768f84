import { viewerMayDeposit, type MemberInfo, type Viewer } from '@/domain/member'
import type { ModuleId } from '@/domain/feature-flags'
import { paths } from '@/lib/routes/paths'
import { destinations, inboxPath, referralOpen, serviceItems, taskEntry, type Entry } from './entry-rules'

/**
 * The member centre's destinations (issue 11). Apart from entry-rules.ts so that only the member
 * centre's chunk carries them, not the first paint.
 */

const go = (to: string): Entry => ({ kind: 'go', to })

export type MemberCentreItemId =
  | 'deposit'
  | 'withdraw'
  | 'betting_record'
  | 'account_record'
  | 'profit_and_loss'
  | 'deposit_record'
  | 'withdraw_record'
  | 'reward_center'
  | 'rebate'
  | 'points_mall'
  | 'vip'
  | 'security_center'
  | 'responsible_gaming'
  | 'my_account'
  | 'invite_friends'
  | 'inbox'
  | 'feedback'
  | 'customer_service'
  | 'app_download'
  | 'task'
  | 'agent'

/** PLATFORM.md §1.4: deposit, withdraw, their records and the reward centre are for the money types 0, 1, 2 only. */
const moneyItems: ReadonlySet<MemberCentreItemId> = new Set([
  'deposit',
  'withdraw',
  'deposit_record',
  'withdraw_record',
  'reward_center',
  'rebate',
  'responsible_gaming',
])

/** The member centre's order: the menus' shared destinations, and the centre's own. */
const memberCentreMenu: ReadonlyArray<{ id: MemberCentreItemId; entry: Entry; flag?: ModuleId }> = [
  ...(['deposit', 'withdraw', 'betting_record', 'account_record', 'profit_and_loss'] as const).map((id) => ({ id, ...destinations[id] })),
  // The operator's member centre lists both records (PLATFORM.md §2 menu); before, only the cashier pages' corner links led there.
  { id: 'deposit_record', entry: go(paths.depositRecord) },
  { id: 'withdraw_record', entry: go(paths.withdrawRecord) },
  { id: 'reward_center', ...destinations.reward_center },
  // The rebate claimed by hand (PLATFORM.md §5 PLYRBT, §7 MEMBER_TURNOVER), beside the other rewards.
  { id: 'rebate', entry: go(paths.manualRebate), flag: 'PLYRBT' },
  ...(['points_mall', 'vip'] as const).map((id) => ({ id, ...destinations[id] })),
  { id: 'security_center', ...destinations.security_center },
  // Deposit limits and self-exclusion: a money member's, where the operator offers them (PLATFORM.md §10).
  { id: 'responsible_gaming', entry: go(paths.responsible), flag: 'RESPGAME3' },
  { id: 'my_account', ...destinations.my_account },
  { id: 'invite_friends', entry: go(paths.inviteFriends) },
  { id: 'inbox', entry: go(inboxPath), flag: 'INBOX3' },
  { id: 'feedback', entry: go(paths.feedback), flag: 'FEEDBACK3' },
  { id: 'customer_service', entry: { kind: 'chat' } },
  { id: 'app_download', ...destinations.app_download },
  { id: 'task', ...destinations.task },
  { id: 'agent', entry: go(paths.agent) },
]

/**
 * The member centre's destinations (issue 11), each by the whitelabel key and member type that
 * govern it: money items for types 0, 1, 2 (PLATFORM.md §1.4); customer service by the service
 * popup's chat rule; invite friends for non-agents while the REFERRAL promotion is open (agents
 * invite through their own area, SPEC §2 affiliate button); agent home for agents; download
 * outside the app context; task always (coming soon without a link); the rest by flag.
 */
export const memberCentreItems = (input: {
  readonly viewer: Viewer
  readonly member: MemberInfo | null
  readonly flags: ReadonlySet<ModuleId>
  readonly inAppContext: boolean
  readonly taskUrl: string | null
}): ReadonlyArray<{ readonly id: MemberCentreItemId; readonly entry: Entry }> => {
  const { viewer, member, flags, inAppContext, taskUrl } = input
  const chat = serviceItems({ viewer, member, flags, taskUrl, lineUrl: null }).some((item) => item.id === 'chat')
  return memberCentreMenu
    .filter(({ id, flag }) => {
      if (flag !== undefined && !flags.has(flag)) return false
      if (moneyItems.has(id)) return viewerMayDeposit(viewer)
      switch (id) {
        case 'customer_service':
          return chat
        case 'invite_friends':
          return viewer.kind === 'member' && referralOpen(member, flags)
        case 'agent':
          return viewer.kind === 'agent'
        case 'app_download':
          return !inAppContext
        case 'inbox':
          return viewer.kind !== 'trial'
        default:
          return true
      }
    })
    .map(({ id, entry }) => ({ id, entry: id === 'task' ? taskEntry(taskUrl) : entry }))
}
