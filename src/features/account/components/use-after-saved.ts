import { Effect, Fiber } from 'effect'
import { useEffect, useRef } from 'react'
import { policies } from '@/lib/effect/policies'

/**
 * Runs `then` once the 1 s 'saved' toast has been seen (SPEC §2: change password returns home
 * after about 1 s). Leaving the screen first cancels it.
 */
export const useAfterSaved = () => {
  const pending = useRef<Fiber.Fiber<void> | null>(null)
  useEffect(() => () => void (pending.current && Effect.runFork(Fiber.interrupt(pending.current))), [])
  return (then: () => void) => {
    pending.current = Effect.runFork(Effect.sleep(policies.toastSaved).pipe(Effect.andThen(Effect.sync(then))))
  }
}
