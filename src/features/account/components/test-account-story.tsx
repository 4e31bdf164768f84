import { Layer, ManagedRuntime } from 'effect'
import { createStore, Provider } from 'jotai'
import { getResponse } from 'msw'
import { useEffect, useState, type ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createHarness } from '../../../../harness/handlers'
import { defaultScenario, type Scenario } from '../../../../harness/scenario'
import { makeScenarioStore } from '../../../../harness/store'
import type { ModuleId } from '@/domain/feature-flags'
import type { SessionInfo } from '@/domain/member'
import { BodyCipherLive } from '@/lib/crypto/body-cipher'
import { installRuntime } from '@/lib/effect/runtime'
import { ApiConfig, ApiLive } from '@/lib/http/api'
import { paths } from '@/lib/routes/paths'
import { sessionAtom } from '@/lib/session/session-atoms'
import { statusAtom } from '@/lib/site/site-atoms'
import { StoryPage } from '@/ui/story-frame'
import '@/ui/button.css'

/**
 * Stories only: an account form running over the real harness inside the page (no server, no
 * worker), with the whitelabel modules the story names and, optionally, a signed-in member.
 */
export function AccountStory({
  modules = [],
  signedIn = false,
  children,
}: {
  modules?: ReadonlyArray<ModuleId>
  signedIn?: boolean
  children: ReactNode
}) {
  const [ready, setReady] = useState<{ store: ReturnType<typeof createStore> } | null>(null)
  const key = `${modules.join(',')}|${signedIn}`

  useEffect(() => {
    let live = true
    void (async () => {
      const scenario = makeScenarioStore()
      const whitelabel = [...defaultScenario.whitelabel.filter((id) => !['REG3', 'MOBILENUMREG3'].includes(id)), ...modules]
      scenario.set({ whitelabel } satisfies Partial<Scenario>)
      const harness = await createHarness(scenario)
      const store = createStore()
      const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
        (await getResponse(harness.handlers, new Request(new URL(String(input), window.location.origin), init))) ??
        new Response('not found', { status: 404 })
      const config = Layer.succeed(ApiConfig, {
        baseUrl: '',
        merchant: () => 'wps',
        device: () => 'MOBILE',
        language: () => 'EN',
        token: () => store.get(sessionAtom)?.token ?? null,
        timeoutMs: 15_000,
        onSessionExpired: () => {},
        fetch: fetch as typeof globalThis.fetch,
      })
      installRuntime(ManagedRuntime.make(BodyCipherLive.pipe(Layer.provideMerge(ApiLive), Layer.provide(config))))
      store.set(statusAtom, { gate: 0, info: { mainDomain: 'example.test', imageCDNs: [''], mobileTemplate: { mem_cen: 1, dep_func: 1 }, whitelabel, resources: [], customerService: [], languages: ['EN'] } })
      if (signedIn) {
        const token = await harness.db.openSession('player01')
        const session: SessionInfo = { token, merchantCode: 'wps', id: 'm-1001', userName: 'player01', type: 0, firstTimeLogin: false }
        store.set(sessionAtom, session)
      }
      if (live) setReady({ store })
    })()
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for modules and signedIn (modules is a new array each render)
  }, [key])

  if (!ready) return null
  return (
    <Provider store={ready.store}>
      <Router hook={memoryLocation({ path: paths.login }).hook}>
        <StoryPage padded>{children}</StoryPage>
      </Router>
    </Provider>
  )
}

/** Stories only: taps a button by its text once it shows (to show a state that follows a tap). */
export function TapOnce({ text }: { text: string }) {
  useEffect(() => {
    const timer = setInterval(() => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === text)
      if (button) {
        clearInterval(timer)
        button.click()
      }
    }, 100)
    return () => clearInterval(timer)
  }, [text])
  return null
}
