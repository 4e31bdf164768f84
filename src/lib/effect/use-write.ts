import { Exit } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exitFailureMessage, type ApiError } from '@/lib/http/errors'
import type { CipherError } from '@/lib/http/sealing'
import type { Submit } from './submit-atom'

/**
 * A form's write (a `submitAtom` or `moneyAtom`) as the form shows it: `busy` while it is on its
 * way, the dictionary's (or the platform's) words in `failure` when it fails, kept until the next
 * try, with everything typed left as it was; `onDone` with the answer when it went through (none
 * where the write's own `settle` turns the screen, as a deposit's order does). A second tap while
 * the first is on its way sends nothing and changes nothing: `busy` is the atom's own lock, so the
 * tap it turned away cannot give the button back early.
 */
export const useWrite = <I, A, E extends ApiError | CipherError>(submit: Submit<I, A, E>) => {
  const { t } = useTranslation('common')
  const [result, write] = useAtom(submit)
  const [failure, setFailure] = useState<string | null>(null)
  const send = async (input: I, onDone?: (answer: A) => void) => {
    setFailure(null)
    const outcome = await write(input)
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) return onDone?.(outcome.value)
    setFailure(exitFailureMessage(outcome, (key) => t(key)))
  }
  return { send, busy: AsyncResult.isWaiting(result), failure }
}
