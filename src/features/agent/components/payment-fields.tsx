import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { amountPattern } from '@/lib/format/money'
import { paths } from '@/lib/routes/paths'
import { TextField } from '@/ui/text-field'

/** The platform's payment passwords are at least 6 digits (the withdraw and the mall ask the same). */
const passwordMin = 6

/** The amount typed, or null when it is not above 0 with at most two decimals. */
export const amountOf = (typed: string): number | null => {
  const text = typed.trim()
  return amountPattern.test(text) && Number(text) > 0 ? Number(text) : null
}

/** Whether a payment password typed can be sent (the platform checks it). */
export const isPasswordTyped = (password: string) => password.length >= passwordMin

/** The agent's payment password for money sent to members; says it is too short once `shown`. */
export function PaymentPasswordField({
  value,
  onChange,
  shown,
}: {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly shown: boolean
}) {
  const { t } = useTranslation(['agent', 'common'])
  return (
    <TextField
      label={t('common:titles.payment_password')}
      required
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={shown && !isPasswordTyped(value) ? t('members.password_short') : null}
    />
  )
}

/** In place of a money form when the agent has no payment password: says so and leads to setting one. */
export function SetPaymentPassword({ className }: { readonly className: string }) {
  const { t } = useTranslation(['agent', 'common'])
  return (
    <div className={className}>
      <p role="alert">{t('common:errors.no_payment_password')}</p>
      <Link className="btn btn-primary btn-block" href={paths.fundsPassword}>
        {t('members.set_password')}
      </Link>
    </div>
  )
}
