import { Exit } from 'effect'
import { useSetAtom, type WritableAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubmitOutcome } from '@/lib/effect/submit-atom'
import { exitFailureMessage, type ApiError } from '@/lib/http/errors'
import type { CipherError } from '@/lib/http/sealing'

/** What a screen claiming in place holds: the id on its way (null: none) and how to claim one. */
export type Claim<I> = {
  readonly claiming: string | null
  readonly claim: (id: string, input: I) => Promise<void>
}

/**
 * Claiming in place through a money action (moneyAtom): one claim at a time on a screen, which
 * shows which row is on its way (`claiming`, its id). A second tap while one is in flight is
 * ignored; a success goes to `onSuccess`, a failure's dictionary message to `onFailure` (src/lib
 * may not import the toasts of src/ui, so the screen passes them).
 */
export const useClaim = <I, A, E extends ApiError | CipherError>(
  action: WritableAtom<unknown, [I], Promise<SubmitOutcome<A, E>>>,
  onSuccess: (value: A) => void,
  onFailure: (message: string) => void,
): Claim<I> => {
  const { t } = useTranslation('common')
  const send = useSetAtom(action)
  const [claiming, setClaiming] = useState<string | null>(null)
  const claim = async (id: string, input: I) => {
    setClaiming(id)
    const outcome = await send(input)
    setClaiming(null)
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) onSuccess(outcome.value)
    else onFailure(exitFailureMessage(outcome, (key) => t(key)) ?? '')
  }
  return { claiming, claim }
}
