import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { localeOf, type LanguageCode } from '@/domain/language'
import { namespaces } from './namespaces'

// Every locale file is its own chunk: only the language in use (and en as fallback) is fetched.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.json`]
    if (!load) return callback(new Error(`missing locale ${language}/${namespace}`), false)
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    )
  },
}

export const i18n = i18next.createInstance()

export const initI18n = (language: LanguageCode) =>
  i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: localeOf[language],
      fallbackLng: 'en',
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    })

// Screen readers and the browser's hyphenation follow <html lang>.
i18n.on('languageChanged', (locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
})

export const changeLanguage = (language: LanguageCode) => i18n.changeLanguage(localeOf[language])
