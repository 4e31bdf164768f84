import { Exit } from 'effect'
import { useSetAtom, type WritableAtom } from 'jotai'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubmitOutcome } from '@/lib/effect/submit-atom'
import { exitFailureMessage, type ApiError } from '@/lib/http/errors'
import type { CipherError } from '@/lib/http/sealing'

/** What a screen claiming in place holds: whether a row's Claim is locked, and how to claim one. */
export type Claim<I> = {
  /** On its way, or claimed and still on screen until the list is asked again. */
  readonly locked: (id: string) => boolean
  readonly claim: (id: string, input: I) => Promise<void>
}

type Locks = { readonly claiming: string | null; readonly claimed: ReadonlySet<string> }

/**
 * Claiming in place through a money action (moneyAtom): one claim at a time on a screen: a tap
 * while one is in flight is ignored (the money action locks across screens too); a row claimed stays locked
 * until the list asked again leaves it out, since between the answer and the new list a tap on it
 * would claim it twice. A success goes to `onSuccess`, a failure's dictionary message to
 * `onFailure` (src/lib may not import the toasts of src/ui, so the screen passes them).
 */
export const useClaim = <I, A, E extends ApiError | CipherError>(
  action: WritableAtom<unknown, [I], Promise<SubmitOutcome<A, E>>>,
  onSuccess: (value: A) => void,
  onFailure: (message: string) => void,
): Claim<I> => {
  const { t } = useTranslation('common')
  const send = useSetAtom(action)
  // Read by a tap synchronously: a second tap may come before React has drawn the first one's lock.
  const locks = useRef<Locks>({ claiming: null, claimed: new Set() })
  const [shown, show] = useState(locks.current)
  const lock = (next: Locks) => {
    locks.current = next
    show(next)
  }
  const claim = async (id: string, input: I) => {
    const { claiming, claimed } = locks.current
    if (claiming !== null || claimed.has(id)) return
    lock({ claiming: id, claimed })
    const outcome = await send(input)
    const succeeded = outcome !== 'locked' && Exit.isSuccess(outcome)
    lock({ claiming: null, claimed: succeeded ? new Set(claimed).add(id) : claimed })
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) onSuccess(outcome.value)
    else onFailure(exitFailureMessage(outcome, (key) => t(key)) ?? '')
  }
  return { locked: (id) => id === shown.claiming || shown.claimed.has(id), claim }
}
