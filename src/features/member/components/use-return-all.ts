import { AsyncResult } from 'effect/reactivity'
import { useAtom, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { exitFailureMessage } from '@/lib/http/errors'
import { walletQuery } from '@/lib/session/session-atoms'
import { toast } from '@/ui'
import { returnAllAtom } from '../member-atoms'

/**
 * 'Return all to main' as a screen offers it: sent once per tap (returnAllAtom), said done with a
 * toast, and a failure's words given to the screen, which shows them its own way. `returning` holds
 * until the wallets have been asked again after it: the old figures would offer a second return.
 */
export const useReturnAll = (onFailure: (message: string) => void) => {
  const { t } = useTranslation(['member', 'common'])
  const [result, send] = useAtom(returnAllAtom)
  const wallets = useAtomValue(walletQuery)
  const returning = AsyncResult.isWaiting(result) || (!AsyncResult.isInitial(result) && AsyncResult.isWaiting(wallets))
  const returnAll = async () => {
    const outcome = await send()
    if (outcome === 'locked') return
    const failure = exitFailureMessage(outcome, (key) => t(`common:${key}`))
    if (failure === null) toast.success(t('wallet.returned'))
    else onFailure(failure)
  }
  return { result, returning, returnAll }
}
