import { Schema } from 'effect'
import { SessionInfo } from '@/domain/member'
import { CachedStatus } from '@/domain/system'
import { LanguageCode, defaultLanguage } from '@/domain/language'
import { stored } from './storage'

export const Theme = Schema.Literals(['dark', 'light'])
export type Theme = typeof Theme.Type

/**
 * The registry of everything the app keeps in the browser. A key not listed here is not persisted.
 * Names of the SPEC's keys are kept as the operator's other front ends use them.
 */
export const keys = {
  session: stored('MC_SESSION_INFO', 'local', Schema.NullOr(SessionInfo), null),
  theme: stored<Theme>('theme', 'local', Theme, 'dark'),
  language: stored<LanguageCode>('language', 'local', LanguageCode, defaultLanguage),
  trialName: stored('trialName', 'session', Schema.NullOr(Schema.String), null),
  /** Test-mode merchant override (SPEC §1); empty means the configured merchant. */
  merchant: stored('merchant', 'local', Schema.NullOr(Schema.String), null),
  /** SPEC §3 remembered login switch, '0' or '1'; logout sets '0'. */
  autoLogin: stored('autoLogin', 'local', Schema.Literals(['0', '1']), '0'),
  systemStatus: stored('systemStatus', 'local', Schema.NullOr(CachedStatus), null),
} as const
