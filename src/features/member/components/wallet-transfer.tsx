import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inCurrency, mainBalanceOf, mainWalletOf, type Wallet, type WalletAccount } from '@/domain/member'
import { useWrite } from '@/lib/effect/use-write'
import { formatBalance } from '@/lib/format/money'
import { Modal, toast } from '@/ui'
import { TextField } from '@/ui/text-field'
import { FormError } from '@/ui/form-error'
import { walletTransferAtom } from '../member-atoms'
import { transferIssue } from '../member-rules'

type Direction = 'in' | 'out'

/**
 * Moving money between the main wallet and one game wallet (transfer-wallet sites, FUNDTRANS3):
 * the direction, the amount (or all the source holds), checked against the source before it is
 * sent; sent once, the balance asked again, the dialog kept with the amount on a failure.
 */
export function WalletTransferDialog({
  wallet,
  game,
  onClose,
}: {
  readonly wallet: Wallet
  readonly game: WalletAccount
  readonly onClose: () => void
}) {
  const { t } = useTranslation(['member', 'common'])
  const name = useId()
  const { send: transfer, busy, failure } = useWrite(walletTransferAtom)
  const [direction, setDirection] = useState<Direction>('in')
  const [typed, setTyped] = useState('')
  const [issue, setIssue] = useState<string | null>(null)
  const main = mainWalletOf(wallet)
  const available = direction === 'in' ? mainBalanceOf(wallet) : game.availBalance
  const money = (amount: number) => inCurrency(wallet, formatBalance(amount))

  const send = async () => {
    const found = transferIssue(typed, available)
    setIssue(found)
    if (found || !main) return
    const [from, to] = direction === 'in' ? [main, game] : [game, main]
    await transfer({ fromAccountId: from.accountId, toAccountId: to.accountId, amount: Number(typed) }, () => {
      toast.success(t('wallet.transferred'))
      onClose()
    })
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('wallet.transfer_title', { wallet: game.displayName })}
      buttons={[
        { label: t('common:common.cancel'), onClick: onClose, variant: 'secondary' },
        { label: t('wallet.transfer'), onClick: () => void send(), variant: 'primary', disabled: busy },
      ]}
    >
      <div className="wallet-transfer">
        <fieldset className="wallet-transfer__direction">
          <legend className="visually-hidden">{t('wallet.direction')}</legend>
          {(['in', 'out'] as const).map((each) => (
            <label key={each}>
              <input
                type="radio"
                name={name}
                checked={direction === each}
                onChange={() => {
                  setDirection(each)
                  setIssue(null)
                }}
              />
              {each === 'in' ? t('wallet.to_game', { wallet: game.displayName }) : t('wallet.to_main')}
            </label>
          ))}
        </fieldset>
        <p className="wallet-transfer__available">{t('wallet.available', { amount: money(available) })}</p>
        <TextField
          label={t('wallet.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value.replace(/[^\d.]/g, ''))
            setIssue(null)
          }}
          error={issue ? t(issue, { amount: money(available) }) : null}
          addon={
            <button type="button" className="btn btn-ghost" onClick={() => setTyped(String(available))}>
              {t('wallet.all')}
            </button>
          }
        />
        <FormError message={failure} />
      </div>
    </Modal>
  )
}
