import { Provider } from 'jotai'
import type { RequestHandler } from 'msw'
import type { SetupWorker } from 'msw/browser'
import { useEffect, useState, type ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { defaultScenario, type ScenarioPatch } from '../harness/scenario'
import { startAppHarness, type AppHarness } from '../tests/kit/app-harness'
import type { ModuleId } from '../src/domain/feature-flags'

/**
 * What a story may ask of the harness, as its `meta` (Ladle reads it statically, so a JSON literal):
 * `Story.meta = { scenario: { memberType: 1 }, path: '/m/home' }`. `modules` switches on optional
 * whitelabel modules over the default set without the optional registration routes.
 */
export interface StoryHarnessMeta {
  readonly scenario?: ScenarioPatch
  readonly modules?: ReadonlyArray<ModuleId>
  readonly path?: string
  /** Another fixture account than the QA one to sign in as (fixtures/accounts.ts), for what only it holds. */
  readonly userName?: string
}

const optionalModules: ReadonlyArray<ModuleId> = ['REG3', 'MOBILENUMREG3']

const scenarioOf = ({ scenario = {}, modules }: StoryHarnessMeta): ScenarioPatch =>
  modules
    ? { ...scenario, whitelabel: [...defaultScenario.whitelabel.filter((id) => !optionalModules.includes(id)), ...modules] }
    : scenario

let worker: Promise<SetupWorker> | undefined

/**
 * The Api's calls never leave the page (makeTestApi hands them to the handlers), but images are
 * requested by the browser itself: one service worker answers them from the same harness, whose
 * handlers each story swaps in. Without it the tiles fall back to the default artwork.
 */
const serveImages = async (handlers: ReadonlyArray<RequestHandler>) => {
  worker ??= import('msw/browser').then(async ({ setupWorker }) => {
    const started = setupWorker()
    await started.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    })
    return started
  })
  ;(await worker).resetHandlers(...handlers)
}

/**
 * Every story runs in the page over the real harness handlers (no server, no worker): a fresh
 * store and harness per story, the story's scenario, a memory location at the story's path.
 */
export function StoryHarness({ meta, children }: { meta: StoryHarnessMeta; children: ReactNode }) {
  const [app, setApp] = useState<AppHarness | null>(null)
  const key = JSON.stringify(meta)

  useEffect(() => {
    let live = true
    setApp(null)
    void (async () => {
      const started = await startAppHarness({ scenario: scenarioOf(meta), ...(meta.userName ? { userName: meta.userName } : {}) })
      await serveImages(started.harness.handlers).catch(() => undefined)
      if (live) setApp(started)
    })()
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for meta (a new object each render)
  }, [key])

  const [location] = useState(() => memoryLocation({ path: meta.path ?? '/m/home', record: true }))
  if (!app) return null
  return (
    <Provider store={app.store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </Provider>
  )
}
