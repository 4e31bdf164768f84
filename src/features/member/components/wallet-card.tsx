import { useTranslation } from 'react-i18next'
import { inCurrency, type Wallet, type WalletAccount } from '@/domain/member'
import { formatBalance } from '@/lib/format/money'
import { canReturnAll, gameWalletsOf, mainBalanceOf, walletStateOf } from '../member-rules'
import './member.css'
import '@/ui/card.css'

export interface WalletCardProps {
  readonly wallet: Wallet
  readonly hidden: boolean
  /** A transfer-wallet site: each game wallet is listed with its state. */
  readonly transfer: boolean
  /** 'Return all to main' is offered (transfer wallets, and the site's fund-transfer module). */
  readonly canTransfer: boolean
  readonly returning: boolean
  readonly onReturnAll: () => void
  /** Opens the move between the main wallet and this game wallet. */
  readonly onTransfer: (game: WalletAccount) => void
}

/** The main balance and, on transfer-wallet sites, each game wallet (with a transfer to or from it) and 'return all to main'. */
export function WalletCard({ wallet, hidden, transfer, canTransfer, returning, onReturnAll, onTransfer }: WalletCardProps) {
  const { t } = useTranslation('member')
  const money = (amount: number) => inCurrency(wallet, hidden ? '****' : formatBalance(amount))
  const games = transfer ? gameWalletsOf(wallet) : []
  return (
    <section className="ui-card member-wallet" aria-label={t('wallet.title')}>
      <div className="member-wallet__main">
        <span>{t('wallet.main')}</span>
        <strong>{money(mainBalanceOf(wallet))}</strong>
      </div>
      {games.length > 0 && (
        <>
          <h2 className="member-wallet__heading">{t('wallet.games')}</h2>
          <ul className="member-wallet__games">
            {games.map((account) => {
              const state = walletStateOf(account.status)
              return (
                <li key={account.accountId} data-state={state}>
                  <span>{account.displayName}</span>
                  <span>{state === 'ready' ? money(account.availBalance) : t(`wallet.${state}`)}</span>
                  {canTransfer && state === 'ready' && (
                    <button
                      type="button"
                      className="btn btn-ghost member-wallet__transfer"
                      aria-label={t('wallet.transfer_with', { wallet: account.displayName })}
                      onClick={() => onTransfer(account)}
                    >
                      {t('wallet.transfer')}
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
          {canTransfer && (
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={returning || !canReturnAll(wallet)}
              aria-busy={returning}
              onClick={onReturnAll}
            >
              {t('wallet.return_all')}
            </button>
          )}
        </>
      )}
    </section>
  )
}
