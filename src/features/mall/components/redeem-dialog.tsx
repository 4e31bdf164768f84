import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '@/lib/routes/paths'
import { formatAmount, peso } from '@/lib/format/money'
import { useWrite } from '@/lib/effect/use-write'
import { Modal, toast } from '@/ui'
import { FormError } from '@/ui/form-error'
import { isPaymentPasswordTyped, PaymentPasswordField, SetPaymentPassword } from '@/ui/payment-password'
import { redeemAtom } from '../mall-atoms'
import { clampQuantity, redeemableOf } from '../mall-rules'
import type { PointReward } from '../mall-schema'

/**
 * Redeeming an item (PLATFORM.md §6: the payment password is asked): how many, within the stock,
 * the member's limit and their points; what it costs and leaves; the password; sent once. A
 * refusal (wrong password, sold out meanwhile) shows the platform's words and keeps what was typed.
 */
export function RedeemDialog({
  item,
  points,
  hasPaymentPassword,
  onClose,
}: {
  readonly item: PointReward
  readonly points: number
  readonly hasPaymentPassword: boolean
  readonly onClose: () => void
}) {
  const { t } = useTranslation(['mall', 'common'])
  const { send: redeem, busy, failure } = useWrite(redeemAtom)
  const [chosen, setQuantity] = useState(1)
  // Within what the latest stock, limit and points allow: a refusal refreshes them, and a quantity
  // chosen before must not then cost more than the member has.
  const redeemable = redeemableOf(item, points)
  const quantity = clampQuantity(chosen, redeemable.max)
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const formId = useId()
  const total = item.points * quantity
  const step = (by: number) => setQuantity(clampQuantity(quantity + by, redeemable.max))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || !isPaymentPasswordTyped(password)) return
    await redeem({ rewardId: item.rewardId, quantity, password }, () => {
      toast.success(t('redeemed', { name: item.rewardName }))
      onClose()
    })
  }

  return (
    <Modal open onClose={onClose} title={item.rewardName} className="mall-redeem">
      {item.description && <p className="mall-redeem__description">{item.description}</p>}
      {/* What the chosen quantity credits, not one's worth: three of ₱50 credit ₱150. */}
      {item.cashValue !== null && <p className="mall-redeem__value">{t('credits', { amount: peso(item.cashValue * quantity) })}</p>}
      {hasPaymentPassword ? (
        <form id={formId} className="mall-redeem__form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="mall-stepper" role="group" aria-label={t('quantity')}>
            <button type="button" className="btn btn-ghost" aria-label={t('fewer')} disabled={quantity <= 1} onClick={() => step(-1)}>
              −
            </button>
            <output className="mall-stepper__value" aria-live="polite">
              {quantity}
            </output>
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={t('more')}
              disabled={quantity >= redeemable.max}
              onClick={() => step(1)}
            >
              +
            </button>
          </div>
          <dl className="mall-redeem__sum">
            <div>
              <dt>{t('total')}</dt>
              <dd>{t('points_value', { points: formatAmount(total) })}</dd>
            </div>
            <div>
              <dt>{t('after')}</dt>
              <dd>{t('points_value', { points: formatAmount(points - total) })}</dd>
            </div>
          </dl>
          <PaymentPasswordField value={password} onChange={setPassword} shown={shown} />
          <FormError message={failure} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
            {t('redeem_for', { points: formatAmount(total) })}
          </button>
        </form>
      ) : (
        <SetPaymentPassword className="mall-redeem__no-password" href={paths.fundsPassword} />
      )}
    </Modal>
  )
}
