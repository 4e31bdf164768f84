import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { TextField } from './text-field'

/** The platform's payment passwords are at least 6 digits (the withdraw asks the same). */
const paymentPasswordMin = 6

/** Whether a payment password typed can be sent (the platform checks the rest). */
export const isPaymentPasswordTyped = (password: string) => password.length >= paymentPasswordMin

/** The payment password a money form is sealed with; says it is too short once `shown` (after a send was tried). */
export function PaymentPasswordField({
  value,
  onChange,
  shown,
}: {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly shown: boolean
}) {
  const { t } = useTranslation(['ui', 'common'])
  return (
    <TextField
      label={t('common:titles.payment_password')}
      required
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={shown && !isPaymentPasswordTyped(value) ? t('payment_password.short') : null}
    />
  )
}

/** In place of a money form when there is no payment password: says so and leads to setting one (`href`, the security centre's page). */
export function SetPaymentPassword({ className, href }: { readonly className: string; readonly href: string }) {
  const { t } = useTranslation(['ui', 'common'])
  return (
    <div className={className}>
      <p role="alert">{t('common:errors.no_payment_password')}</p>
      <Link className="btn btn-primary btn-block" href={href}>
        {t('payment_password.set')}
      </Link>
    </div>
  )
}
