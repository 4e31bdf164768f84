import { Schema } from 'effect'

/** SPEC §3 session info, stored under MC_SESSION_INFO. */
export const SessionInfo = Schema.Struct({
  token: Schema.String,
  merchantCode: Schema.String,
  id: Schema.String,
  userName: Schema.String,
  type: Schema.Number,
  firstTimeLogin: Schema.Boolean,
})
export type SessionInfo = typeof SessionInfo.Type

export const MemberLabel = Schema.Struct({ labelName: Schema.String })
/** The VIP club label; `color`/`color2` are the operator's two label colours (PLATFORM.md §1.8). */
export const ClubLabel = Schema.Struct({
  labelName: Schema.String,
  type: Schema.String,
  color: Schema.optional(Schema.String),
  color2: Schema.optional(Schema.String),
})

/** SPEC §3 member info, as /wps/member/info answers it. */
export const MemberInfo = Schema.Struct({
  id: Schema.String,
  type: Schema.Number,
  nickname: Schema.NullOr(Schema.String),
  account: Schema.String,
  userName: Schema.String,
  memberLabel: Schema.Array(MemberLabel),
  clubLabel: Schema.NullOr(ClubLabel),
  merchantCode: Schema.String,
  /** Promotions open to this member (SPEC §2 MISSION rule; our shape, docs/api-contract.md). */
  availablePromos: Schema.optional(Schema.Array(Schema.String)),
  // The profile of PLATFORM.md §1.8 (my account, security centre). Optional: older answers lack them.
  /** Masked by the platform, e.g. 917****501. */
  mobile: Schema.optional(Schema.NullOr(Schema.String)),
  mobileVerified: Schema.optional(Schema.Boolean),
  countryDialingCode: Schema.optional(Schema.NullOr(Schema.String)),
  /** ASSUMED: the bound e-mail address and payee name ride in member info too. */
  email: Schema.optional(Schema.NullOr(Schema.String)),
  isEmailVerification: Schema.optional(Schema.Boolean),
  payeeName: Schema.optional(Schema.NullOr(Schema.String)),
  /** ASSUMED: date-times as the platform writes them ("2026-11-25 09:30:00", its own time zone), shown as written. */
  regDate: Schema.optional(Schema.NullOr(Schema.String)),
  lastLogin: Schema.optional(Schema.NullOr(Schema.String)),
  lastLoginIp: Schema.optional(Schema.NullOr(Schema.String)),
  /** Given on CNY sites only (PLATFORM.md §1.8). */
  lastLoginLocation: Schema.optional(Schema.NullOr(Schema.String)),
})
export type MemberInfo = typeof MemberInfo.Type

/**
 * One wallet of the member (PLATFORM.md §1.7): accountTypeId 2 is the main wallet, the others are
 * game wallets on transfer-wallet sites. `status` "OK" is ready, "1" is loading, anything else is
 * maintenance.
 */
export const WalletAccount = Schema.Struct({
  accountTypeId: Schema.Number,
  accountId: Schema.String,
  displayName: Schema.String,
  availBalance: Schema.Number,
  status: Schema.String,
})
export type WalletAccount = typeof WalletAccount.Type
export const mainWalletTypeId = 2

/** The main wallet among the member's wallets, when the answer lists them. */
export const mainWalletOf = (wallet: Wallet) => wallet.balance?.find((account) => account.accountTypeId === mainWalletTypeId)

/** The main wallet's balance; the total where the answer lists no wallets (a single-wallet site). */
export const mainBalanceOf = (wallet: Wallet) => mainWalletOf(wallet)?.availBalance ?? wallet.sumBalance

/**
 * The member's balance (GET /wps/v2/wallets/balance, PLATFORM.md §1.7): total, currency and each
 * wallet. The SPEC's older /wps/wallets/gcs answers only the first two fields, hence optional.
 */
export const Wallet = Schema.Struct({
  currencySymbol: Schema.String,
  sumBalance: Schema.Number,
  currency: Schema.optional(Schema.String),
  /** PLATFORM.md §1.7: `F` the symbol before the amount, `B` after; read as a string, so a letter added later is not a failure. */
  currencyPosition: Schema.optional(Schema.String),
  balance: Schema.optional(Schema.Array(WalletAccount)),
})
export type Wallet = typeof Wallet.Type

/** Whether the site writes its currency symbol after amounts (PLATFORM.md §1.7 `currencyPosition` B). */
export const symbolAfter = (wallet: Pick<Wallet, 'currencyPosition'>) => wallet.currencyPosition === 'B'

/**
 * An amount (already formatted, or '****' when hidden) with the wallet's currency symbol on the
 * side the site puts it (PLATFORM.md §1.7 `currencyPosition`): after it, a no-break space apart,
 * on a `B` site; before it otherwise, as the SPEC's peso site writes ₱1,234.00.
 */
export const inCurrency = (wallet: Pick<Wallet, 'currencySymbol' | 'currencyPosition'>, amount: string) =>
  symbolAfter(wallet) ? `${amount}\u00a0${wallet.currencySymbol}` : `${wallet.currencySymbol}${amount}`

/** SPEC §3: a member whose type is unknown is treated as a free-trial member. */
export const unknownMemberType = 4

/**
 * Who is looking at the screen. Every permission rule of SPEC §4/§6 starts from this:
 * guest (no session), trial (type 4), member (0, 1, 2 and the non-contract 40-42) or agent.
 */
export type Viewer =
  | { readonly kind: 'guest' }
  | { readonly kind: 'trial'; readonly type: 4 }
  | { readonly kind: 'member'; readonly type: number }
  | { readonly kind: 'agent'; readonly type: number }

/**
 * PLATFORM.md §1.4's sets. SPEC §4's "types not in 0, 4, 40 count as agents" names the same agents
 * among the known types; a type outside them all counts as the unknown type, 4 (SPEC §3), not as an agent.
 */
const agentTypes: ReadonlyArray<number> = [1, 2, 41, 42]
/** The types with money: deposits, withdrawals, the reward centre and the contract prompts (SPEC §4, §5). */
const moneyTypes: ReadonlyArray<number> = [0, 1, 2]
const knownTypes: ReadonlyArray<number> = [0, 1, 2, 4, 40, 41, 42]
export const knownMemberType = (type: number | undefined) => (type !== undefined && knownTypes.includes(type) ? type : unknownMemberType)
export const isAgentType = (type: number) => agentTypes.includes(type)
/** SPEC §5: deposits are for full members only. */
export const canDeposit = (type: number) => moneyTypes.includes(type)
/** The same for whoever is looking: never a guest. */
export const viewerMayDeposit = (viewer: Viewer) => viewer.kind !== 'guest' && canDeposit(viewer.type)
/**
 * The reward centre's rule (PLATFORM.md §1.4), for what pays bonuses (rewards, sign-in, welcome
 * bonuses, missions): the money types 0, 1, 2; a trial is told free_reject, the virtual types (and
 * anyone else) no_permissions. A key of the common namespace, or null when open.
 */
export const rewardRefusalOf = (viewer: Viewer): 'errors.free_reject' | 'errors.no_permissions' | null => {
  if (viewer.kind === 'trial') return 'errors.free_reject'
  return viewerMayDeposit(viewer) ? null : 'errors.no_permissions'
}

/** Who may open a money member's screen behind a whitelabel module: the money types 0, 1, 2 where it is on (PLATFORM.md §1.4). */
export type MoneyScreenAccess = 'open' | 'off' | 'free-reject'
export const moneyScreenAccess = ({ moneyType, flagOn }: { readonly moneyType: boolean; readonly flagOn: boolean }): MoneyScreenAccess =>
  !flagOn ? 'off' : moneyType ? 'open' : 'free-reject'
/** SPEC §2: the operator keeps a member out of live chat with a member label named nochat. */
export const barredFromChat = (member: MemberInfo | null) =>
  member?.memberLabel.some((label) => label.labelName.toLowerCase() === 'nochat') ?? false

/** SPEC §4: contract prompts skip trial and the non-contract types (40-42). */
export const getsContractPrompts = (type: number) => moneyTypes.includes(type)

export const viewerOf = (session: SessionInfo | null, member: MemberInfo | null): Viewer => {
  if (!session) return { kind: 'guest' }
  const type = knownMemberType(member?.type ?? session.type)
  if (type === 4) return { kind: 'trial', type: 4 }
  return isAgentType(type) ? { kind: 'agent', type } : { kind: 'member', type }
}
