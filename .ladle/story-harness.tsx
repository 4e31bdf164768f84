import { Provider } from 'jotai'
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
}

const optionalModules: ReadonlyArray<ModuleId> = ['REG3', 'MOBILENUMREG3']

const scenarioOf = ({ scenario = {}, modules }: StoryHarnessMeta): ScenarioPatch =>
  modules
    ? { ...scenario, whitelabel: [...defaultScenario.whitelabel.filter((id) => !optionalModules.includes(id)), ...modules] }
    : scenario

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
    void startAppHarness({ scenario: scenarioOf(meta) }).then((started) => live && setApp(started))
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
