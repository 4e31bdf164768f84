import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { TextField } from '@/ui/text-field'

/** The platform's payment passwords are at least 6 digits (the withdraw asks the same). */
export const passwordMin = 6

/** The payment password a redeem or a conversion is sealed with. */
export function PaymentPasswordField({
  value,
  issue,
  onChange,
}: {
  readonly value: string
  readonly issue: string | null
  readonly onChange: (value: string) => void
}) {
  const { t } = useTranslation('common')
  return (
    <TextField
      label={t('titles.payment_password')}
      required
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={issue}
    />
  )
}

/** Without a payment password nothing is spent: the way to set one. */
export function NoPaymentPassword() {
  const { t } = useTranslation(['mall', 'common'])
  return (
    <div className="mall-redeem__no-password">
      <p role="alert">{t('common:errors.no_payment_password')}</p>
      <Link className="btn btn-primary btn-block" href={paths.fundsPassword}>
        {t('set_password')}
      </Link>
    </div>
  )
}
