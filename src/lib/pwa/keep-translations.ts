import type { LanguageCode } from '@/domain/language'
import { readFirstView, type FirstView } from '@/lib/http/head-start'

/** The language whose first-view translations the worker should keep; the latest one asked for. */
let wanted: LanguageCode | undefined
let listening = false

/** The translation files of the first views (home, login, register, the game list) in `language`. */
const firstViewTranslations = (view: FirstView, language: LanguageCode) => [
  ...new Set([...(view.locales[language] ?? []), ...view.pageLocales.flatMap((page) => page[language] ?? [])]),
]

/**
 * The table of the build the controlling worker serves: its own index.html, from its precache.
 * After a deploy the new worker takes over a tab still running the old build, and the next start,
 * perhaps offline, is the new build's, whose translations may have new names.
 */
const tableOfWorker = () =>
  fetch('/index.html')
    .then((answer) => answer.text())
    .then(readFirstView)
    .catch(() => undefined)

const keep = () => {
  const language = wanted
  const own = globalThis.__wpsFirstView
  // No table: a build without the head start (development, the harness build) has nothing to keep.
  if (!language || !own) return
  void tableOfWorker().then((table) => {
    // The worker answers from what it keeps, else from the browser's cache (the page has loaded
    // most of these: hashed names, cached for ever), else the network; and it keeps the answer.
    for (const file of firstViewTranslations(table ?? own, language)) {
      void fetch(file, { priority: 'low' }).catch(() => undefined)
    }
  })
}

/**
 * The worker precaches the first views' code but none of their translations: it cannot know the
 * player's language, and all seven languages' were 44 KB of a first visit, 37 KB of them in
 * languages the player does not read (the "locale files other than the active one").
 * The page knows: whenever a worker controls it (now, or once a worker takes over), it asks for
 * its language's first-view translations through the worker, which keeps them (vite.config.ts
 * runtimeCaching, cache-first), so home, login, register and the game list still open offline, in
 * the player's language. Called at boot and again when the language changes.
 */
export const keepFirstViewTranslations = (language: LanguageCode) => {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!workers) return
  wanted = language
  if (!listening) {
    listening = true
    workers.addEventListener('controllerchange', keep)
  }
  if (workers.controller) keep()
}
