import { Schema } from 'effect'
import { SessionInfo } from '@/domain/member'
import { CachedStatus } from '@/domain/system'
import { OpenDeposit } from '@/domain/deposit'
import { LanguageCode, defaultLanguage } from '@/domain/language'
import { realityCheckIntervals } from '@/domain/responsible-gaming'
import { stored } from './storage'

export const Theme = Schema.Literals(['dark', 'light'])
export type Theme = typeof Theme.Type

/**
 * The registry of everything the app keeps in the browser. A key not listed here is not persisted.
 * Names of the SPEC's keys are kept as the operator's other front ends use them.
 */
/** SPEC §3 remembered login of one mode; the password only as a sealed secret (remembered-login.ts). */
const Remembered = Schema.Struct({
  username: Schema.String,
  countryDialingCode: Schema.String,
  /** base64(iv[12] ‖ AES-GCM ciphertext) under a non-extractable key in IndexedDB; empty for SMS. */
  secret: Schema.String,
})

/** The IndexedDB database holding the key that seals remembered passwords (remembered-login.ts). */
export const sealingKeyDatabase = 'wps-keys'

export const keys = {
  session: stored('MC_SESSION_INFO', 'local', Schema.NullOr(SessionInfo), null),
  theme: stored<Theme>('theme', 'local', Theme, 'dark'),
  language: stored<LanguageCode>('language', 'local', LanguageCode, defaultLanguage),
  trialName: stored('trialName', 'session', Schema.NullOr(Schema.String), null),
  /** When this tab last reloaded to pick up a new build (src/app/new-build.ts), ms since the epoch. */
  newBuildReloadAt: stored('newBuildReloadAt', 'session', Schema.Number, 0),
  /** Test-mode merchant override (SPEC §1); empty means the configured merchant. */
  merchant: stored('merchant', 'local', Schema.NullOr(Schema.String), null),
  /** SPEC §3 remembered login switch, '0' or '1'; logout sets '0'. */
  autoLogin: stored('autoLogin', 'local', Schema.Literals(['0', '1']), '0'),
  /** SPEC §3: set by the web-clip installer; with standalone it makes registerMethod WEBCLIP. */
  webclip: stored('WEBCLIP', 'local', Schema.Boolean, false),
  /** SPEC §3 remPass, one entry per login mode. */
  remPass: stored('remPass', 'local', Schema.Struct({ username: Schema.optional(Remembered), sms: Schema.optional(Remembered) }), {}),
  systemStatus: stored('systemStatus', 'local', Schema.NullOr(CachedStatus), null),
  /**
   * When the verification code last sent for each purpose (phone, e-mail) expires, ms since the
   * epoch: the countdown survives a reload of the tab, as the operator's MC_CodeBox_sms does.
   */
  codeBox: stored('MC_CodeBox_sms', 'session', Schema.Record(Schema.String, Schema.Number), {}),
  /**
   * The session whose popup list home has shown (SPEC §2: once after a login), under its token: a
   * reload or a way back from the operator's pages does not show it again; another login does.
   */
  popupsSeenFor: stored('MC_popupsSeenFor', 'local', Schema.NullOr(Schema.String), null),
  /** Each member's deposit order still open (by user name): coming back to the cashier resumes it, countdown and all. */
  openDeposits: stored('openDeposits', 'local', Schema.Record(Schema.String, OpenDeposit), {}),
  /**
   * PLATFORM.md §7 campaign callbacks already sent in this login (MC_campaignCallbackKeys), under
   * the session's token: each is sent once a login, and another login starts afresh.
   */
  campaignCallbacks: stored(
    'MC_campaignCallbackKeys',
    'local',
    Schema.Struct({ login: Schema.String, keys: Schema.Array(Schema.String) }),
    { login: '', keys: [] },
  ),
  /** Each member's last withdraw method and account (PLATFORM.md §4 MC_lastWithdrawPreference_<id>), by user name. */
  withdrawPreference: stored(
    'MC_lastWithdrawPreference',
    'local',
    Schema.Record(Schema.String, Schema.Struct({ method: Schema.String, bankCardId: Schema.optional(Schema.String) })),
    {},
  ),
  /**
   * How many hot games the last answer held (ours): home's lobby and the login footer hold that
   * much room until they arrive, so the page below does not jump. A first visit assumes six rows of
   * three (the login footer, its one row).
   */
  hotGamesCount: stored('MC_hotGamesCount', 'local', Schema.Number, 18),
  /**
   * How many help topics home's footer listed last time (ours): its help block holds that much room
   * until they arrive, so the affiliate button below stays where a tap finds it. A first visit
   * assumes six.
   */
  helpTopicsCount: stored('MC_helpTopicsCount', 'local', Schema.Number, 6),
  /**
   * Whether home's footer showed the Hot News carousel last time, and with a caption line (ours):
   * its frame stands while the m_video banners load. A first visit assumes a captioned carousel.
   */
  hotNewsFrame: stored('MC_hotNewsFrame', 'local', Schema.Literals(['none', 'plain', 'captioned']), 'captioned'),
  /**
   * Each member's reality-check interval in minutes, by user name (ours, docs/api-contract.md
   * "Responsible gaming"): kept on this device; none, no reminders.
   */
  realityCheck: stored('MC_realityCheck', 'local', Schema.Record(Schema.String, Schema.Literals(realityCheckIntervals)), {}),
  /**
   * When this tab's play began, under the session's token (ours): the reality check counts from it
   * across reloads; a logout clears it with the rest of session storage, and another login starts afresh.
   */
  playStartedAt: stored('MC_playStartedAt', 'session', Schema.Struct({ token: Schema.String, at: Schema.Number }), { token: '', at: 0 }),
} as const
