import { atom, type Getter } from 'jotai'
import { policies } from '@/lib/effect/policies'
import type { QueryOptions } from '@/lib/effect/query-atom'
import { changeLanguage } from '@/lib/i18n/i18n'
import { keepFirstViewTranslations } from '@/lib/pwa/keep-translations'
import type { LanguageCode } from '@/domain/language'
import { keys, type Theme } from './keys'
import { persistedAtom } from './storage'

export const themeAtom = persistedAtom(keys.theme)
export const languageAtom = persistedAtom(keys.language)

/**
 * For a query in the player's language (SPEC §9 "language refresh 250 ms"; the hot list and help
 * have their own): a language chosen while it is on screen is asked for once the choice has rested
 * that long, so trying languages one after another asks once, for the last.
 */
export const inLanguage = (ms: number = policies.languageRefreshDebounce): QueryOptions => ({ quietOn: { input: languageAtom, ms } })

/**
 * For a query whose call names the language only in its Language header (the platform's texts of
 * an operator setting): read in its program, so a new language asks again (with inLanguage).
 */
export const inHeaderLanguage = (get: Getter): true => {
  get(languageAtom)
  return true
}

export const applyTheme = (theme: Theme) => {
  const root = document.documentElement
  root.dataset.theme = theme
  // The browser's bar, and an installed app's status bar, take the theme's background (index.html
  // and the manifest name the dark one, the default).
  const background = getComputedStyle(root).getPropertyValue('--c-bg').trim()
  if (background !== '') document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background)
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
