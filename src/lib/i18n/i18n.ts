import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { localeOf, type LanguageCode } from '@/domain/language'
import { namespaces } from './namespaces'

// Every locale file is its own chunk: only the language in use is fetched.
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
    })
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(i18n.language, namespace))
  if (missing.length > 0) throw new Error(`the ${i18n.language} translations did not arrive: ${missing.join(', ')}`)
}

// Screen readers and the browser's hyphenation follow <html lang>.
i18n.on('languageChanged', (locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
})

/**
 * Switches once the new language's file of every namespace in use has arrived, and rejects if one
 * has not (offline): i18next would switch anyway and, with no fallback, show bare keys; the app
 * keeps the language it has instead.
 */
export const changeLanguage = async (language: LanguageCode) => {
  const locale = localeOf[language]
  const inUse = Object.keys(i18n.store.data[i18n.language] ?? {})
  await Promise.all(inUse.map((namespace) => loadLocale(locale, namespace)))
  await i18n.changeLanguage(locale)
}
