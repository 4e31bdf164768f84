import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '@/lib/routes/paths'
import { cashFor, conversionIssueOf, mostConvertible } from '@/domain/point-conversion'
import { formatAmount, peso } from '@/lib/format/money'
import { useWrite } from '@/lib/effect/use-write'
import { Modal, toast } from '@/ui'
import { FormError } from '@/ui/form-error'
import { isPaymentPasswordTyped, PaymentPasswordField, SetPaymentPassword } from '@/ui/payment-password'
import { TextField } from '@/ui/text-field'
import { convertAtom } from '../mall-atoms'
import type { PointConversion } from '../mall-schema'

/**
 * Converting points into cash (PLATFORM.md §6 `passwordCheck/MCSFE_convertPoint`): how many, at
 * the operator's rate, from its least amount and in its steps, up to the member's points (offered
 * at once); what they credit and leave; the payment password; sent once. A refusal shows the
 * platform's words and keeps what was typed.
 */
export function ConvertDialog({
  terms,
  points,
  hasPaymentPassword,
  onClose,
}: {
  readonly terms: PointConversion
  readonly points: number
  readonly hasPaymentPassword: boolean
  readonly onClose: () => void
}) {
  const { t } = useTranslation(['mall', 'common'])
  const { send: convert, busy, failure } = useWrite(convertAtom)
  const most = mostConvertible(points, terms)
  const [typed, setTyped] = useState(most > 0 ? String(most) : '')
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const issue = conversionIssueOf(typed, points, terms)
  const wanted = issue === null ? Number(typed.trim()) : 0

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || issue || !isPaymentPasswordTyped(password)) return
    await convert({ points: wanted, password }, (answer) => {
      toast.success(t('convert.done', { points: formatAmount(wanted), amount: peso(answer.amount) }))
      onClose()
    })
  }

  const issueText =
    issue === null
      ? null
      : t(`convert.issue.${issue}`, {
          min: formatAmount(terms.minPoints),
          step: formatAmount(terms.stepPoints),
          points: formatAmount(points),
        })

  return (
    <Modal open onClose={onClose} title={t('convert.title')} className="mall-redeem">
      <p className="mall-redeem__value">{t('convert.rate', { points: formatAmount(terms.pointsPerPeso), amount: peso(1) })}</p>
      {hasPaymentPassword ? (
        <form className="mall-redeem__form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('convert.points')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            hint={t('convert.hint', { min: formatAmount(terms.minPoints), step: formatAmount(terms.stepPoints) })}
            error={shown ? issueText : null}
            addon={
              most > 0 ? (
                <button type="button" className="btn btn-ghost mall-convert__all" onClick={() => setTyped(String(most))}>
                  {t('convert.all')}
                </button>
              ) : null
            }
          />
          <dl className="mall-redeem__sum">
            <div>
              <dt>{t('convert.you_get')}</dt>
              <dd>{issue === null ? peso(cashFor(wanted, terms)) : '—'}</dd>
            </div>
            <div>
              <dt>{t('after')}</dt>
              <dd>{t('points_value', { points: formatAmount(points - wanted) })}</dd>
            </div>
          </dl>
          <PaymentPasswordField value={password} onChange={setPassword} shown={shown} />
          <FormError message={failure} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
            {t('convert.submit')}
          </button>
        </form>
      ) : (
        <SetPaymentPassword className="mall-redeem__no-password" href={paths.fundsPassword} />
      )}
    </Modal>
  )
}
