import { useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBalance } from '@/lib/format/money'
import { walletAtom } from '@/lib/session/session-atoms'
import { transferWalletsAtom } from '../member-atoms'
import { inGameWalletsOf, returnableOf } from '../member-rules'
import { useReturnAll } from './use-return-all'
import { inCurrency } from '@/domain/member'

/**
 * Money left in game wallets cannot be withdrawn (PLATFORM.md §4, transfer-wallet sites): on the
 * way into the withdraw it is brought back to the main wallet, once. The operator's app tries up
 * to three times by itself; here a money action is never retried by itself, so what could not come
 * back (a failed call, a wallet under maintenance) stays said, with the member's own "Return all
 * to main".
 */
export function GameWalletsBack() {
  const { t } = useTranslation(['member', 'common'])
  const transfer = useAtomValue(transferWalletsAtom)
  const wallet = useAtomValue(walletAtom)
  const [failure, setFailure] = useState<string | null>(null)
  const { result, returning, returnAll: send } = useReturnAll(setFailure)
  const asked = useRef(false)
  const inGames = transfer && wallet ? inGameWalletsOf(wallet) : 0
  // Only ready wallets can give their money back; one under maintenance keeps it (and is said).
  const returnable = transfer && wallet ? returnableOf(wallet) : 0

  const returnAll = () => {
    setFailure(null)
    return send()
  }

  useEffect(() => {
    if (returnable <= 0 || asked.current) return
    asked.current = true
    void returnAll()
    // Once per visit, when the wallets first show money that can come back; returnAll is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnable])

  if (inGames <= 0 && failure === null) return null
  const amount = wallet ? inCurrency(wallet, formatBalance(inGames)) : formatBalance(inGames)
  // Before the first answer (the call goes out once the wallets are shown), it is on its way.
  if (returning || (returnable > 0 && AsyncResult.isInitial(result))) {
    return (
      <p className="cashier-note" role="status">
        {t('wallet.returning_for_withdraw', { amount })}
      </p>
    )
  }
  return (
    <div className="cashier-note" role={failure ? 'alert' : 'status'}>
      <p>{failure ?? t('wallet.still_in_games', { amount })}</p>
      {returnable > 0 && (
        <button type="button" className="btn btn-ghost" onClick={() => void returnAll()}>
          {t('wallet.return_all')}
        </button>
      )}
    </div>
  )
}
