import { atom } from 'jotai'
import { changeLanguage } from '@/lib/i18n/i18n'
import { keepFirstViewTranslations } from '@/lib/pwa/keep-translations'
import type { LanguageCode } from '@/domain/language'
import { keys, type Theme } from './keys'
import { persistedAtom } from './storage'

export const themeAtom = persistedAtom(keys.theme)
export const languageAtom = persistedAtom(keys.language)

export const applyTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme
}

/** Switches theme at once (CSS variables) and remembers it. */
export const setThemeAtom = atom(null, (_get, set, theme: Theme) => {
  set(themeAtom, theme)
  applyTheme(theme)
})

/** Switches language without a reload: the locale chunk loads, then every screen re-renders. */
export const setLanguageAtom = atom(null, async (_get, set, language: LanguageCode) => {
  await changeLanguage(language)
  set(languageAtom, language)
  keepFirstViewTranslations(language)
})

/** Each member's reality-check interval on this device (the responsible-gaming page sets it; the frame reminds). */
export const realityCheckAtom = persistedAtom(keys.realityCheck)
