import { setupWorker } from 'msw/browser'
import { browserSessions } from './db'
import { createHarness } from './handlers'
import { browserPersistence, makeScenarioStore } from './store'

/**
 * `npm start`: the harness answers /wps in the page through msw's service worker, and the QA panel
 * floats over the app. Loaded by a dynamic import that production builds drop.
 */
export const startBrowserHarness = async () => {
  // Launch, chat and task URLs point at the dev server's frame origin (harness/node/dev-pages.ts).
  const harness = await createHarness(makeScenarioStore(browserPersistence()), browserSessions(), {
    frameOrigin: import.meta.env.VITE_HARNESS_FRAME_ORIGIN,
  })
  await setupWorker(...harness.handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
  const { mountQaPanel } = await import('./panel/qa-panel')
  mountQaPanel(harness.store)
}
