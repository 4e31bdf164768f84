import { Exit } from 'effect'
import { useSetAtom, type WritableAtom } from 'jotai'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubmitOutcome } from '@/lib/effect/submit-atom'
import { exitFailureMessage, type ApiError } from '@/lib/http/errors'
import type { CipherError } from '@/lib/http/sealing'

/** What a screen claiming in place holds: whether a row's Claim is locked, why its last claim failed, and how to claim one. */
export type Claim<I> = {
  /** On its way, or claimed and still on screen until the list is asked again. */
  readonly locked: (id: string) => boolean
  /** The dictionary's words for the row's last refused or failed claim, shown beside its Claim; null when none. */
  readonly failureOf: (id: string) => string | null
  readonly claim: (id: string, input: I) => Promise<void>
}

type Locks = {
  readonly claiming: string | null
  readonly claimed: ReadonlySet<string>
  readonly failures: ReadonlyMap<string, string>
}

/**
 * Claiming in place through a money action (moneyAtom): one claim at a time on a screen: a tap
 * while one is in flight is ignored (the money action locks across screens too); a row claimed stays locked
 * until the list asked again leaves it out, since between the answer and the new list a tap on it
 * would claim it twice. A success goes to `onSuccess` (src/lib may not import the toasts of src/ui,
 * so the screen passes them); a failure's dictionary message stays with its row (`failureOf`) until
 * the row is claimed again, where the member is looking, rather than in a toast that goes.
 */
export const useClaim = <I, A, E extends ApiError | CipherError>(
  action: WritableAtom<unknown, [I], Promise<SubmitOutcome<A, E>>>,
  onSuccess: (value: A) => void,
): Claim<I> => {
  const { t } = useTranslation('common')
  const send = useSetAtom(action)
  // Read by a tap synchronously: a second tap may come before React has drawn the first one's lock.
  const locks = useRef<Locks>({ claiming: null, claimed: new Set(), failures: new Map() })
  const [shown, show] = useState(locks.current)
  const lock = (next: Locks) => {
    locks.current = next
    show(next)
  }
  const claim = async (id: string, input: I) => {
    const { claiming, claimed, failures } = locks.current
    if (claiming !== null || claimed.has(id)) return
    const others = new Map(failures)
    others.delete(id)
    lock({ claiming: id, claimed, failures: others })
    const outcome = await send(input)
    if (outcome === 'locked') return lock({ ...locks.current, claiming: null })
    if (Exit.isSuccess(outcome)) {
      lock({ ...locks.current, claiming: null, claimed: new Set(claimed).add(id) })
      return onSuccess(outcome.value)
    }
    const message = exitFailureMessage(outcome, (key) => t(key)) ?? t('errors.unknown')
    lock({ ...locks.current, claiming: null, failures: new Map(locks.current.failures).set(id, message) })
  }
  return {
    locked: (id) => id === shown.claiming || shown.claimed.has(id),
    failureOf: (id) => shown.failures.get(id) ?? null,
    claim,
  }
}
