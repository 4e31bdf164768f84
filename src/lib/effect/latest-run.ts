import type { Effect } from 'effect'
import { atom, type Getter } from 'jotai'
import { run, type AppServices } from './runtime'

/**
 * For a write that re-reads something (status, member renewal): a newer run interrupts the one
 * still in flight, so a late answer for an old session can never overwrite a newer one. One per
 * write, per store.
 */
export const latestRun = () => {
  const flight = atom(() => ({ controller: undefined as AbortController | undefined }))
  return <A, E>(get: Getter, program: Effect.Effect<A, E, AppServices>) => {
    const own = get(flight)
    own.controller?.abort()
    const controller = (own.controller = new AbortController())
    return run(program, controller.signal).finally(() => {
      if (own.controller === controller) own.controller = undefined
    })
  }
}
