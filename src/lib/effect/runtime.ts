import type { Effect, ManagedRuntime } from 'effect'
import type { Api } from '@/lib/http/api'
import type { BodyCipher } from '@/lib/crypto/body-cipher'

/** The services every program may use. The app installs the live ones; tests install their own. */
export type AppServices = Api | BodyCipher

let installed: ManagedRuntime.ManagedRuntime<AppServices, never> | undefined

/** Called once at boot (src/app/runtime.ts) and by tests. */
export const installRuntime = (runtime: ManagedRuntime.ManagedRuntime<AppServices, never>) => {
  installed = runtime
}

const current = () => {
  if (!installed) throw new Error('the Effect runtime is not installed yet')
  return installed
}

/**
 * The one bridge from atoms to programs. The signal interrupts the program (and aborts its fetch)
 * when the screen or the input that asked for it has moved on.
 */
export const run = <A, E>(program: Effect.Effect<A, E, AppServices>, signal?: AbortSignal) =>
  current().runPromiseExit(program, signal ? { signal } : undefined)
