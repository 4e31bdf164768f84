import { Schema } from 'effect'

/** Language codes as the operator's API and the stored `language` key use them (SPEC §1). */
export const LanguageCode = Schema.Literals(['EN', 'TY', 'CN', 'JA', 'TH', 'VI', 'FIL'])
export type LanguageCode = typeof LanguageCode.Type

export const defaultLanguage: LanguageCode = 'EN'
/** Offered when the configuration names no list (SPEC §1: EN and TY are the supported defaults). */
export const defaultOfferedLanguages: ReadonlyArray<LanguageCode> = ['EN', 'TY']

/** i18next locale folder for each API language code. */
export const localeOf: Record<LanguageCode, string> = {
  EN: 'en',
  TY: 'ty',
  CN: 'zh-CN',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  FIL: 'fil',
}

/** Each language's own name, shown in selectors in that language whatever the UI language is. */
export const nativeName: Record<LanguageCode, string> = {
  EN: 'English',
  TY: 'Tagalog',
  CN: '简体中文',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  FIL: 'Filipino',
}

export const allLanguages = Object.keys(localeOf) as ReadonlyArray<LanguageCode>

/**
 * SPEC §1: the offered list comes from configuration; with none configured, EN and TY. The
 * language in use is always among them: the status that configures the list answers after the
 * first render, and a select must never name nothing while the app speaks the stored language.
 */
export const offeredLanguages = (
  configured: ReadonlyArray<LanguageCode> | null | undefined,
  inUse?: LanguageCode,
): ReadonlyArray<LanguageCode> => {
  const offered = configured && configured.length > 0 ? configured : defaultOfferedLanguages
  return inUse === undefined || offered.includes(inUse) ? offered : [...offered, inUse]
}
