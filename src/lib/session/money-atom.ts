import type { Effect } from 'effect'
import { atom, type Getter, type Setter } from 'jotai'
import type { AppServices } from '@/lib/effect/runtime'
import { submitAtom, type Settle } from '@/lib/effect/submit-atom'
import { walletQuery } from './session-atoms'

/**
 * A money action (deposit, withdraw, transfer): a submitAtom (sent once, never retried, never
 * queued) after whose every answer the balance is asked again, since even a failure may have
 * moved money. `alsoRefresh` asks again for whatever else the action changes (a day's counts).
 */
export const moneyAtom = <I, A, E>(
  program: (input: I, get: Getter) => Effect.Effect<A, E, AppServices>,
  { settle, alsoRefresh }: { readonly settle?: Settle<I, A>; readonly alsoRefresh?: (set: Setter) => void } = {},
) => {
  const submit = submitAtom(program, settle)
  return atom(
    (get) => get(submit),
    async (_get, set, input: I) => {
      const outcome = await set(submit, input)
      if (outcome !== 'locked') {
        set(walletQuery, 'refresh')
        alsoRefresh?.(set)
      }
      return outcome
    },
  )
}
