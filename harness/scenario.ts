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

/** Everything about the backend that QA or a test can flip. A scenario is data, never code. */
export const Scenario = Schema.Struct({
  memberType: MemberTypeChoice,
  systemStatus: GateStatus,
  whitelabel: Schema.Array(ModuleId),
  mobileTemplate: Schema.Struct({ mem_cen: Schema.Literals([0, 1]), dep_func: Schema.Literals([0, 1]) }),
  languages: Schema.Array(LanguageCode),
  links: Schema.Struct({
    task: Link,
    line: Link,
    telegram: Schema.String,
    ios: Link,
    android: Link,
    mobileconfig: Link,
  }),
  latencyMs: Schema.Number,
  /** Share of /wps calls answered 500, drawn from a seeded generator so a run repeats. */
  errorRate: Schema.Number,
  seed: Schema.Number,
  /** The next N /wps calls answer 503: a burst for retry tests. */
  failNext: Schema.Number,
  malformed: Schema.Boolean,
  offline: Schema.Boolean,
  sessionExpired: Schema.Boolean,
  /** Field rules laid over fixtures/accounts.ts fieldRuleFixtures (show, require, pattern). */
  fieldRules: Schema.Record(Schema.String, FieldRule),
  /** Age of consent the registration settings carry (SPEC §1: 21, configurable). */
  ageLimit: Schema.Number,
  /** How long a sent SMS code stays valid; 0 makes every code arrive expired. */
  smsTtlSeconds: Schema.Number,
  /** SPEC §6 login limit by account type: any, members only (agents refused), agents only. */
  loginLimit: Schema.Literals(['any', 'members', 'agents']),
  /** Whether the site configures an identity service (the harness's hosted sign-in page) for social login. */
  identity: Schema.Boolean,
  /** The identity service verifies phone numbers for registration (the SPEC's Firebase-based route). */
  identityPhone: Schema.Boolean,
  /** Agent contract requests waiting for the member (SPEC §4 contract prompts). */
  pendingContracts: Schema.Array(Schema.Literals(['salary', 'dividend', 'hourly'])),
  /** Every HTML field served (help topics, announcement bodies; later inbox and promotions) carries fixtures/hostile-html.ts. */
  hostileHtml: Schema.Boolean,
})
export type Scenario = typeof Scenario.Type

export const defaultScenario: Scenario = {
  memberType: 0,
  systemStatus: 0,
  whitelabel: moduleIds.filter((id) => id !== 'MOBILEVERCODELOGIN3' && id !== 'FACEBOOKLOGIN3' && id !== 'GOOGLELOGIN3'),
  mobileTemplate: { mem_cen: 1, dep_func: 1 },
  languages: ['EN', 'TY', 'CN', 'JA', 'TH', 'VI', 'FIL'],
  links: {
    task: '/harness-task', // a page on the frame origin (resourcesOf in handlers.ts)
    line: 'https://line.example.test/',
    telegram: 'https://t.example.test/support',
    ios: 'https://apps.example.test/ios',
    android: 'https://apps.example.test/android.apk',
    mobileconfig: '',
  },
  latencyMs: 0,
  errorRate: 0,
  seed: 1,
  failNext: 0,
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
  hostileHtml: false,
}

export const ScenarioPatch = Scenario.mapFields(Struct.map(Schema.optionalKey))
export type ScenarioPatch = typeof ScenarioPatch.Type
