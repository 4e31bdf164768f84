import { Schema, Struct } from 'effect'
import { ModuleId, moduleIds } from '../src/domain/feature-flags'
import { GateStatus } from '../src/domain/system'
import { LanguageCode } from '../src/domain/language'
import { FieldRule } from '../src/features/account/account-schema'

/** Member types QA can play (DESIGN.md §7); 'guest' means the harness holds no live session. */
export const memberTypeChoices = ['guest', 0, 1, 2, 4, 40, 41, 42] as const
export const MemberTypeChoice = Schema.Literals(memberTypeChoices)
export type MemberTypeChoice = typeof MemberTypeChoice.Type

const Link = Schema.String // empty string = no link configured

/**
 * Everything about the backend that QA or a test can flip. A scenario is data, never code.
 * Titles and descriptions label the QA panel's controls, which are generated from this Schema.
 */
export const Scenario = Schema.Struct({
  memberType: MemberTypeChoice.annotate({
    title: 'Member type',
    description: 'guest ends the session; a type picked while signed out signs the QA account in',
  }),
  systemStatus: GateStatus.annotate({ title: 'System status', description: '0 running, 1 maintenance, 2 region restriction' }),
  whitelabel: Schema.Array(ModuleId).annotate({ title: 'Whitelabel modules' }),
  mobileTemplate: Schema.Struct({
    mem_cen: Schema.Literals([0, 1]).annotate({ title: 'mem_cen (new member centre)' }),
    dep_func: Schema.Literals([0, 1, 'v2', 'v3']).annotate({
      title: 'dep_func (new deposit detail)',
      description: "1 (SPEC), 'v2' and 'v3' (the platform's names) pick the new form; 0 the base one",
    }),
  }).annotate({ title: 'Mobile template' }),
  noChatLabel: Schema.Boolean.annotate({
    title: "Member label 'nochat'",
    description: 'the operator keeps the QA account out of live chat (SPEC §2): no customer service in the side menu',
  }),
  currencyAfter: Schema.Boolean.annotate({
    title: 'Currency after the amount',
    description: "the wallet's currencyPosition (PLATFORM.md §1.7): on, B (1,234.00 ₱); off, F (₱1,234.00)",
  }),
  transferWallet: Schema.Boolean.annotate({
    title: 'Transfer wallets',
    description: 'the site keeps a wallet per game vendor (GCS_merchantWallet isSingle false); off: one wallet',
  }),
  withdrawalSwitches: Schema.Struct({
    allowWithdraw: Schema.Boolean.annotate({ title: 'Withdrawals allowed' }),
    bank: Schema.Boolean.annotate({ title: 'Bank withdrawals' }),
    eWallet: Schema.Boolean.annotate({ title: 'E-wallet withdrawals' }),
    crypto: Schema.Boolean.annotate({ title: 'Crypto withdrawals' }),
  }).annotate({ title: 'Withdrawal switches', description: 'which accounts the security centre offers to bind' }),
  cardDeletion: Schema.Struct({
    bank: Schema.Boolean.annotate({ title: 'Bank cards' }),
    eWallet: Schema.Boolean.annotate({ title: 'E-wallets' }),
    crypto: Schema.Boolean.annotate({ title: 'Crypto addresses' }),
  }).annotate({
    title: 'Deleting accounts',
    description: 'which bound accounts a member may delete (normalDeleteBankCard, ewalletDeleteBankCard, virtualDeleteBankCard)',
  }),
  googleAuth: Schema.Boolean.annotate({
    title: 'Google Authenticator offered',
    description: 'the security centre lists binding an authenticator app (securityConfig bindGA enabled)',
  }),
  qaSecurity: Schema.Literals(['fixtures', 'new', 'partly', 'complete']).annotate({
    title: "QA account's security set-up",
    description:
      'rewrites player01 when picked: new = nothing set; partly = payment password 246810 and phone verified; complete = also questions, e-mail, payee name, a bank card, a GCash e-wallet and a USDT address; fixtures = as in fixtures/accounts.ts',
  }),
  firstDeposit: Schema.Boolean.annotate({
    title: 'Before the first deposit',
    description: 'the member has not deposited yet: the first-deposit floor (₱300) raises every channel minimum',
  }),
  depositOrderTtlSeconds: Schema.Number.annotate({
    title: 'Deposit order life (s)',
    description: 'how long a QR or crypto deposit order stays payable',
  }),
  accelerateAfterSeconds: Schema.Number.annotate({
    title: 'Accelerate after (s)',
    description: "how long after a deposit its record offers 'accelerate' (for 30 minutes)",
  }),
  withdrawWindow: Schema.String.annotate({
    title: 'Withdrawal hours',
    description: "'HH:mm-HH:mm' in Manila time; equal ends = all day; '22:00-06:00' runs over midnight",
  }),
  turnover: Schema.Literals(['C', 'I', 'N']).annotate({
    title: 'Turnover',
    description: 'C met; I part met (what is left shows, withdrawals allowed); N not met (withdrawals stopped)',
  }),
  withdrawalsToday: Schema.Number.annotate({ title: 'Withdrawals made today', description: 'of the 5 a day the settings allow' }),
  depositLimits: Schema.Struct({
    DAILY: Schema.Number.annotate({ title: 'Daily (₱)' }),
    WEEKLY: Schema.Number.annotate({ title: 'Weekly (₱)' }),
    MONTHLY: Schema.Number.annotate({ title: 'Monthly (₱)' }),
  }).annotate({
    title: 'Deposit limits',
    description: "every member's limits until they change their own on /m/responsible; 0 = none",
  }),
  withdrawPenalty: Schema.Number.annotate({
    title: 'C2C withdraw penalty (%)',
    description: 'withdrawPenaltyCharge in the withdraw settings, added to the fee; 0 for none',
  }),
  withdrawSms: Schema.Literals(['NONE', 'REQUIRED', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT']).annotate({
    title: 'Withdrawal SMS code',
    description: 'NONE; REQUIRED (a verified phone); EVERY_WITHDRAWAL; WITHDRAW_AMOUNT (above ₱10,000)',
  }),
  withdrawRefusal: Schema.Literals([
    'none',
    'invalid.payment.pw',
    'not.exists.payment.password',
    'missing_encryption',
    'required_member_information_incomplete',
    'withdraw_turnover_not_enough',
    'required_deposit_amount_not_reached',
    'promotion_turnover_not_enough',
    'bank_card_is_frozen',
  ]).annotate({
    title: 'Withdrawal refused with',
    description: "PLATFORM.md §1.1: every submit is refused with this code and its details until set back to 'none'",
  }),
  kyc: Schema.Struct({
    on: Schema.Boolean.annotate({ title: 'Identity check on' }),
    mandatory: Schema.Boolean.annotate({ title: 'Mandatory (no "not now")' }),
    moments: Schema.Array(Schema.Literals(['login', 'game', 'deposit', 'withdraw'])).annotate({ title: 'Asked at' }),
    status: Schema.Literals(['NOT_SUBMITTED', 'PENDING', 'VERIFIED', 'REJECTED']).annotate({ title: "The member's state" }),
  }).annotate({ title: 'Identity check (KYC)', description: 'the operator settings and the state of the signed-in member' }),
  languages: Schema.Array(LanguageCode).annotate({ title: 'Offered languages' }),
  links: Schema.Struct({
    task: Link,
    line: Link,
    telegram: Schema.String,
    affiliateService: Schema.String,
    ios: Link,
    android: Link,
    mobileconfig: Link,
    speedTest: Link,
    youtube: Link,
    instagram: Link,
    facebook: Link,
    twitter: Link,
    tiktok: Link,
  }).annotate({ title: 'Links', description: 'empty = none' }),
  latencyMs: Schema.Number.annotate({ title: 'Latency ms' }),
  clockAheadMs: Schema.Number.annotate({
    title: "Platform's clock ahead (ms)",
    description:
      "the platform's clock ahead of the real time by this much, in its answers' Date and every moment it makes (draws, expiries, records): as if time had passed (the app counts down the platform's moments on the platform's clock)",
  }),
  errorRate: Schema.Number.annotate({
    title: 'Error rate (0-1)',
    description: 'share of /wps calls answered 500, drawn from a seeded generator so a run repeats',
  }),
  seed: Schema.Number.annotate({ title: 'Error rate seed' }),
  failNext: Schema.Number.annotate({ title: 'Fail next N calls (503)', description: 'a burst for retry tests' }),
  failing: Schema.Array(Schema.String).annotate({
    title: 'Failing calls (500)',
    description: 'paths or relay names (e.g. GCSGAME_getVassGameType) answered 500 while listed',
  }),
  failingWith: Schema.Literals([
    '500',
    '#727 system busy',
    '#734 the previous game has not finished',
    '#459 http_method_not_support',
  ]).annotate({
    title: 'Failing calls answer',
    description: "HTTP 500, or the gateway's own refusal (PLATFORM.md §1.1)",
  }),
  malformed: Schema.Boolean.annotate({ title: 'Malformed bodies' }),
  offline: Schema.Boolean.annotate({ title: 'Offline' }),
  sessionExpired: Schema.Boolean.annotate({ title: 'Session expired' }),
  fieldRules: Schema.Record(Schema.String, FieldRule).annotate({
    title: 'Field rules',
    description: 'laid over fixtures/accounts.ts fieldRuleFixtures: { "<field>": { "enabled", "required", "regExp" } }',
  }),
  ageLimit: Schema.Number.annotate({ title: 'Age of consent', description: 'in the registration settings (SPEC §1: 21)' }),
  smsTtlSeconds: Schema.Number.annotate({ title: 'SMS code life (s)', description: '0 makes every code arrive expired' }),
  loginLimit: Schema.Literals(['any', 'members', 'agents']).annotate({
    title: 'Login limit',
    description: 'SPEC §6 by account type: any, members only (agents refused), agents only',
  }),
  identity: Schema.Boolean.annotate({
    title: 'Identity service (social login)',
    description: "the site configures the harness's hosted sign-in page",
  }),
  identityPhone: Schema.Boolean.annotate({
    title: 'Identity service proves phones',
    description: "registration's phone route (the SPEC's Firebase-based one)",
  }),
  pendingContracts: Schema.Array(Schema.Literals(['salary', 'dividend', 'hourly', 'realtime'])).annotate({
    title: 'Pending agent contracts',
    description: 'SPEC §4 contract prompts',
  }),
  unreadInAnnouncements: Schema.Boolean.annotate({
    title: 'Unread counts in the announcements answer',
    description:
      "SPEC §3's unread block; off: the answer has none, as the operator's own apps read it, and the app asks EMFE_getInboxUnreadCount",
  }),
  hostileHtml: Schema.Boolean.annotate({
    title: 'Hostile HTML (help, notices, terms)',
    description: 'every HTML field served carries fixtures/hostile-html.ts',
  }),
  brokenImages: Schema.Boolean.annotate({
    title: 'Broken images (404)',
    description: "the fixtures' broken image URLs answer 404, so the default images show",
  }),
  agentTeamSize: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 5000 })).annotate({
    title: "Agent's team size",
    description: "members in every agent's downline (the team reports' benchmark asks 1,000); 0 = the generated tree as it is (about 250)",
  }),
  promoCodes: Schema.Boolean.annotate({
    title: 'Promo codes',
    description: 'PROMOFE_getPromoCodeEnable answers this; off: no code box on the promotions page, and a code sent is refused #543',
  }),
  rebate: Schema.Literals(['earned', 'below-minimum', 'none']).annotate({
    title: "Members' rebate",
    description: 'ODSFE2_getRebate: bets since the last claim earning a rebate (fixtures/rebate.ts), a rebate under the minimum, or none',
  }),
  signIn: Schema.Literals(['day-3', 'day-7', 'off']).annotate({
    title: 'Daily sign-in',
    description:
      'MCSFE_getLoginPromotion: the 7-day cycle of fixtures/sign-in.ts with two days signed (today is day 3) or six (day 7, the big bonus); off: no LOGIN promotion runs',
  }),
  welcomeBonus: Schema.Literals(['new-member', 'none']).annotate({
    title: 'Welcome bonuses',
    description:
      "MCSFE_getRegisterPromotionList: every money member registered a day ago, with fixtures/welcome.ts's two bonuses to claim; none: no member is new",
  }),
  mallEnabled: Schema.Boolean.annotate({
    title: 'Points mall open',
    description: 'MCSFE_getPointConfig mallEnabled; off: the app shows the mall as closed (the other mall calls still answer)',
  }),
  pointConversion: Schema.Boolean.annotate({
    title: 'Points convert to cash',
    description: 'MCSFE_getPointConfig conversion: 100 points a peso, from 1,000 in steps of 100 (fixtures/mall.ts); off: no conversion',
  }),
})
export type Scenario = typeof Scenario.Type

export const defaultScenario: Scenario = {
  memberType: 0,
  systemStatus: 0,
  // Off by default: the login variants, and the rules that put a verification before a password change.
  whitelabel: moduleIds.filter(
    (id) =>
      ![
        'MOBILEVERCODELOGIN3',
        'FACEBOOKLOGIN3',
        'GOOGLELOGIN3',
        'MOBILEVERFLOGINPW3',
        'MAILMODIFYLOGINPWD3',
        'MOBILEVERFPAYMENTPW3',
        'MAILMODIFYPAYMENTPWD3',
        'WDRAWNOPASSVERIF3',
        'CREDITMAR3', // a credit site: no deposits or withdrawals in the account record
      ].includes(id),
  ),
  mobileTemplate: { mem_cen: 1, dep_func: 1 },
  noChatLabel: false,
  currencyAfter: false,
  transferWallet: false,
  withdrawalSwitches: { allowWithdraw: true, bank: true, eWallet: true, crypto: false },
  cardDeletion: { bank: true, eWallet: true, crypto: true },
  // Off by default: few of the operator's sites offer it.
  googleAuth: false,
  qaSecurity: 'fixtures',
  firstDeposit: false,
  depositOrderTtlSeconds: 600,
  accelerateAfterSeconds: 300,
  withdrawWindow: '00:00-00:00',
  turnover: 'C',
  withdrawalsToday: 0,
  depositLimits: { DAILY: 0, WEEKLY: 0, MONTHLY: 0 },
  withdrawPenalty: 0,
  withdrawSms: 'NONE',
  withdrawRefusal: 'none',
  kyc: { on: false, mandatory: false, moments: ['deposit', 'withdraw'], status: 'NOT_SUBMITTED' },
  languages: ['EN', 'TY', 'CN', 'JA', 'TH', 'VI', 'FIL'],
  links: {
    task: '/harness-task', // a page on the frame origin (resourcesOf in handlers.ts)
    line: 'https://line.example.test/',
    telegram: 'https://t.example.test/support',
    affiliateService: 'https://t.example.test/affiliates',
    ios: 'https://apps.example.test/ios',
    android: 'https://apps.example.test/android.apk',
    mobileconfig: '',
    speedTest: 'https://speedtest.example.test/',
    youtube: 'https://youtube.example.test/@wps',
    instagram: 'https://instagram.example.test/wps',
    facebook: 'https://facebook.example.test/wps',
    twitter: 'https://x.example.test/wps',
    tiktok: 'https://tiktok.example.test/@wps',
  },
  latencyMs: 0,
  clockAheadMs: 0,
  errorRate: 0,
  seed: 1,
  failNext: 0,
  failing: [],
  failingWith: '500',
  malformed: false,
  offline: false,
  sessionExpired: false,
  fieldRules: {},
  ageLimit: 21,
  smsTtlSeconds: 60,
  pendingContracts: [],
  loginLimit: 'any',
  identity: true,
  identityPhone: false,
  unreadInAnnouncements: true,
  hostileHtml: false,
  // Off by default: a 404 is a console error, and the benchmark audits the default world.
  brokenImages: false,
  promoCodes: true,
  rebate: 'earned',
  signIn: 'day-3',
  welcomeBonus: 'new-member',
  mallEnabled: true,
  pointConversion: true,
  agentTeamSize: 0,
}

export const ScenarioPatch = Scenario.mapFields(Struct.map(Schema.optionalKey))
export type ScenarioPatch = typeof ScenarioPatch.Type
