import { AsyncResult } from 'effect/reactivity'
import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { symbolAfter } from '@/domain/member'
import { formatBalance } from '@/lib/format/money'
import { walletQuery } from '@/lib/session/session-atoms'
import { RefreshIcon } from '@/ui/icons'
import { PendingFigure } from '@/ui/pending-figure'

/**
 * The member's total balance where the frame shows it (the home header, the side menu). Never a
 * figure nobody said: '…' while the wallet's first answer is on its way; if that ask failed, a
 * dash the member can tap to ask again (as the network coming back or the app coming back to the
 * foreground does by itself). A failed refresh keeps the figure last known.
 */
export function TotalBalance({ hidden = false }: { readonly hidden?: boolean }) {
  const { t } = useTranslation()
  const [result, dispatch] = useAtom(walletQuery)
  const wallet = AsyncResult.getOrElse(result, () => null)
  if (wallet) {
    const symbol = <span className="balance-currency">{wallet.currencySymbol}</span>
    const amount = hidden ? '****' : formatBalance(wallet.sumBalance)
    // The symbol on the side the site puts it (PLATFORM.md §1.7; inCurrency writes the same as text).
    return symbolAfter(wallet) ? (
      <>
        {amount}
        {'\u00a0'}
        {symbol}
      </>
    ) : (
      <>
        {symbol}
        {amount}
      </>
    )
  }
  if (AsyncResult.isFailure(result) && !AsyncResult.isWaiting(result))
    return (
      <button type="button" className="balance-retry" aria-label={t('header.balance_retry')} onClick={() => dispatch('refresh')}>
        <span aria-hidden="true">—</span>
        <RefreshIcon />
      </button>
    )
  return <PendingFigure />
}
