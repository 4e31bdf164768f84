import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { warmFirstView } from './app/pages/first-view-data'
import { preloadPage } from './app/routes'
import { installHistoryIndex } from './app/frame/history-index'
import { installPress } from './ui/press'
import { whenCodeFailsAgain } from './ui/lazy-retry'
import { reloadForNewBuild } from './app/new-build'
import { appStore, startRuntime } from './app/runtime'
import './app/theme.css'
import { initI18n } from './lib/i18n/i18n'
import { adoptUrlTokenAtom, sessionTokenAtom } from './lib/session/session-atoms'
import { preloadModal } from './ui/modal'
import { keys } from './lib/state/keys'
import { applyTheme } from './lib/state/preferences'
import { readStored } from './lib/state/storage'
import { refreshStatusAtom } from './lib/site/site-atoms'
import { firstViewLinked, removeFirstBanner, removeFirstTiles } from './lib/http/head-start'
import { captureInstallOffer } from './lib/pwa/install-offer'
import { keepFirstViewTranslations } from './lib/pwa/keep-translations'
import { registerWorker } from './lib/pwa/register-worker'

/** SPEC §3: a session token in the URL is stored, then taken out of the address bar. */
const takeUrlToken = () => {
  const url = new URL(location.href)
  const token = url.searchParams.get('token')
  if (!token) return null
  url.searchParams.delete('token')
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  return token
}

/**
 * Hands the main thread back to the browser for a moment. The boot runs as a few short tasks
 * instead of one long one after the entry's evaluation: a phone's main thread is busy for 4x as
 * long, and a task over 50 ms there delays the first tap (Lighthouse counts it as blocking time).
 */
const nextTask = (): Promise<void> => {
  // scheduler.yield resumes ahead of other waiting tasks (Chromium); a timer where it is missing.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

const boot = async () => {
  captureInstallOffer(appStore)
  await nextTask()
  applyTheme(readStored(keys.theme))
  // The harness exists only in development: written inline so production builds drop the import.
  const harness =
    import.meta.env.DEV && import.meta.env.VITE_HARNESS !== 'off'
      ? import('../harness/browser').then((module) => module.startBrowserHarness())
      : null
  const i18nReady = initI18n(readStored(keys.language))
  await harness
  await nextTask()
  startRuntime()
  // The gate shows only a spinner until it has the status: asked for before the first render (the
  // document has already sent for it: head-start.ts), not from an effect after it.
  void appStore.set(refreshStatusAtom)
  installHistoryIndex()
  installPress()
  // A dialog's or the side menu's code that fails again online is gone after a deploy, as a page's is.
  whenCodeFailsAgain((error) => void reloadForNewBuild(error))
  const token = takeUrlToken()
  if (token) appStore.set(adoptUrlTokenAtom, token)
  // The first page's code and data start now, beside the translations, not after the first render;
  // the first render waits for that code too, so it shows the page, not a spinner in its place.
  // Its files linked by the document first, one a task, not by the bundler all in one.
  const pageReady = firstViewLinked().then(() => preloadPage(location.pathname))
  await nextTask()
  warmFirstView(location.pathname, location.search)
  // A member's home opens with the after-login popup list: its dialog's code comes now, not after.
  if (appStore.get(sessionTokenAtom) !== undefined) void preloadModal().catch(() => undefined)
  await Promise.all([i18nReady, pageReady])
  const root = document.getElementById('root')
  // A transition: React renders the first screen in slices and lets the browser breathe between
  // them, instead of one long task that holds a phone's main thread for hundreds of ms.
  if (root) startTransition(() => createRoot(root).render(<App />))
  // Once the first screen has settled: the page's banner and tiles take the document's over as
  // soon as they are drawn, and a page that never draws them (an error screen) must not keep them;
  // the worker is registered (production only: development runs msw's) and asked to keep this
  // language's translations, off the boot's busy seconds.
  setTimeout(() => {
    removeFirstBanner()
    removeFirstTiles()
    if (import.meta.env.PROD) registerWorker()
    keepFirstViewTranslations(readStored(keys.language))
  }, 3000)
}

// A boot that stops before the first render (its translations did not arrive) rejects uncaught:
// the document's head start then shows a failed load with Retry over the splash.
void boot()
