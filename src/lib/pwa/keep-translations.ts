import type { LanguageCode } from '@/domain/language'

/** The language whose first-view translations the worker should keep; the latest one asked for. */
let wanted: LanguageCode | undefined

/** The translation files of the first views (home, login, register, the game list) in `language`. */
export const firstViewTranslations = (language: LanguageCode): ReadonlyArray<string> => {
  const view = globalThis.__wpsFirstView
  if (!view) return []
  return [...new Set([...(view.locales[language] ?? []), ...view.pageLocales.flatMap((page) => page[language] ?? [])])]
}

const askThroughWorker = () => {
  if (!wanted) return
  // The worker answers from what it keeps, else from the browser's cache (the page has loaded
  // most of these: hashed names, cached for ever), else the network; and it keeps the answer.
  for (const file of firstViewTranslations(wanted)) void fetch(file, { priority: 'low' }).catch(() => undefined)
}

let listening = false

/**
 * The worker precaches the first views' code but none of their translations: it cannot know the
 * player's language, and all seven languages' were 44 KB of a first visit, 37 KB of them in
 * languages the player does not read (the "locale files other than the active one").
 * The page knows: whenever a worker controls it (now, or once a first visit's worker takes over),
 * it asks for its language's first-view translations through the worker, which keeps them
 * (vite.config.ts runtimeCaching, cache-first), so home, login, register and the game list still
 * open offline, in the player's language. Called at boot and again when the language changes.
 */
export const keepFirstViewTranslations = (language: LanguageCode) => {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!workers) return
  wanted = language
  if (!listening) {
    listening = true
    workers.addEventListener('controllerchange', askThroughWorker)
  }
  if (workers.controller) askThroughWorker()
}
