import type { LanguageCode } from '@/domain/language'
import { readFirstView, type FirstView } from '@/lib/http/head-start'

/** The language whose first-view translations the worker should keep; the latest one asked for. */
let wanted: LanguageCode | undefined

/** The translation files of the first views (home, login, register, the game list) in `language`. */
export const firstViewTranslations = (view: FirstView | undefined, language: LanguageCode): ReadonlyArray<string> =>
  view ? [...new Set([...(view.locales[language] ?? []), ...view.pageLocales.flatMap((page) => page[language] ?? [])])] : []

const askThroughWorker = (view: FirstView | undefined) => {
  if (!wanted) return
  // The worker answers from what it keeps, else from the browser's cache (the page has loaded
  // most of these: hashed names, cached for ever), else the network; and it keeps the answer.
  for (const file of firstViewTranslations(view, wanted)) void fetch(file, { priority: 'low' }).catch(() => undefined)
}

/**
 * The table of the build a worker that has just taken over serves: its own index.html, from its
 * precache. After a deploy the new worker takes over a tab still running the old build, and the
 * next start, perhaps offline, is the new build's, whose translations may have new names.
 */
const tableOfNewWorker = () =>
  fetch('/index.html')
    .then((answer) => answer.text())
    .then(readFirstView)
    .catch(() => undefined)

let listening = false

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
    workers.addEventListener('controllerchange', () => {
      void tableOfNewWorker().then((table) => askThroughWorker(table ?? globalThis.__wpsFirstView))
    })
  }
  // This document came from the controlling worker's build: its own table is that build's.
  if (workers.controller) askThroughWorker(globalThis.__wpsFirstView)
}
