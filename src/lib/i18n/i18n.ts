import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { localeOf, type LanguageCode } from '@/domain/language'
import { namespaces, type PageNamespace } from './namespaces'

// Only the language in use is fetched: a page's namespace is a chunk of its own, the boot's four one
// chunk per language (vite.config.ts), which serves each of their imports.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

const loadLocale = (locale: string, namespace: string) => {
  const load = loaders[`./locales/${locale}/${namespace}.json`]
  if (!load) return Promise.reject(new Error(`missing locale ${locale}/${namespace}`))
  return load().then((module) => module.default)
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadLocale(language, namespace).then(
      (strings) => callback(null, strings),
      (error: unknown) => callback(error as Error, false),
    )
  },
}

export const i18n = i18next.createInstance()

let bootArrived = () => {}
/**
 * Settles once the boot's translations are in. Words made outside a render before then (a session
 * found expired by the boot's first call) wait for it: they would otherwise be their bare key.
 */
export const bootTranslated = new Promise<void>((arrived) => (bootArrived = arrived))

/**
 * Starts i18next on the stored language and its boot namespaces. It rejects when one of those files
 * has not arrived: every string would show as its key, so the boot stops there instead, and the
 * document's head start offers Retry (head-start.ts showFailureOfFirstRun).
 */
export const initI18n = async (language: LanguageCode) => {
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: localeOf[language],
      // No fallback language: every locale carries every key of en (locales.test.ts), so a fallback
      // never showed a string, and i18next fetched en's files beside the player's own (4 at boot,
      // one more with every page's namespace) on the phone's busiest seconds.
      fallbackLng: false,
      // 'zh-CN' alone, not 'zh' too: the locale folders are the exact codes of localeOf.
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      // A page's namespaces arrive with its code (loadPageTranslations): a string asked for before
      // its namespace arrived is a page that does not declare it in routes.ts. Said as an error,
      // so the e2e suite fails on it (its a11y walk opens every route), instead of a flash of keys.
      saveMissing: true,
      missingKeyHandler: (locales, namespace) => {
        const locale = locales[0] ?? i18n.language
        if (!i18n.hasResourceBundle(locale, namespace))
          reportError(new Error(`the ${namespace} translations were used before they arrived`))
      },
    })
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(i18n.language, namespace))
  if (missing.length > 0) throw new Error(`the ${i18n.language} translations did not arrive: ${missing.join(', ')}`)
  bootArrived()
}

// Screen readers and the browser's hyphenation follow <html lang>.
i18n.on('languageChanged', (locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
})

/** Adds a locale's files of these namespaces to i18next, fetching the ones it lacks; rejects if one did not arrive. */
const addTranslations = async (locale: string, wanted: ReadonlyArray<string>) => {
  const missing = wanted.filter((namespace) => !i18n.hasResourceBundle(locale, namespace))
  await Promise.all(missing.map(async (namespace) => void i18n.addResourceBundle(locale, namespace, await loadLocale(locale, namespace))))
}

/**
 * Fetches the player's language's files of a page's own namespaces; routes.ts asks for them with
 * the page's code, so the page renders with its words in one round trip, and a file that did not
 * arrive fails the page's load: its Retry, not a page of bare keys.
 */
export const loadPageTranslations = (wanted: ReadonlyArray<PageNamespace>) =>
  // At boot the opened page asks before i18next has set its language (init defers that a task).
  addTranslations(i18n.language || String(i18n.options.lng), wanted)

/**
 * Switches once the new language's file of every namespace in use is in, and rejects if one has
 * not arrived (offline): i18next would switch anyway and, with no fallback, show bare keys; the app
 * keeps the language it has instead.
 */
export const changeLanguage = async (language: LanguageCode) => {
  const locale = localeOf[language]
  await addTranslations(locale, Object.keys(i18n.store.data[i18n.language] ?? {}))
  await i18n.changeLanguage(locale)
}
