import { Effect } from 'effect'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'

/**
 * SPEC §2 (change password returns home after about 1 s): once the 1 s 'saved' toast has been
 * seen, `go`, unless the player has left the screen meanwhile (`here()` is no longer `from`).
 */
export const returnAfterSaved = (from: string, here: () => string, go: () => void) =>
  Effect.sleep(policies.toastSaved).pipe(Effect.andThen(Effect.sync(() => here() === from && go())))

/**
 * A saved form's way back: `(to) => void`, to `to` (replacing the form in the history) after the
 * toast. Tied to the address, not to the component: a page drawn anew in that second (its frame
 * rendering it again) still goes back, and a screen left first stays left.
 */
export const useReturnAfterSaved = () => {
  const [, navigate] = useLocation()
  const here = () => location.pathname
  return (to: string) => void Effect.runFork(returnAfterSaved(here(), here, () => navigate(to, { replace: true })))
}
