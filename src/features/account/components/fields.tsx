import { Effect, Fiber } from 'effect'
import { useEffect, useId, useReducer, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Select } from '@/ui'
import type { Country } from '../account-schema'
import { runCountdown, smsIdle, smsTransition } from '../sms-countdown'

/**
 * The account forms' fields: a label (with an asterisk when required), the input, and the field's
 * message tied to it for screen readers. The parent keeps the value, so a failed submit or a
 * message never clears what was typed.
 */
export type TextFieldProps = {
  label: string
  required?: boolean
  /** Already-translated message; marks the input invalid. */
  error?: string | null | undefined
  inputRef?: Ref<HTMLInputElement> | undefined
  /** Shown after the input, inside the field row (a captcha image, a 'fetch code' link). */
  addon?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'>

export function TextField({ label, required = false, error, inputRef, addon, id, className, ...input }: TextFieldProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const messageId = `${inputId}-message`
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <div className="field-head">
        <label htmlFor={inputId}>{label}</label>
        {/* Outside the label so the field's name stays its label; aria-required tells assistive tech. */}
        {required && (
          <span className="field-required" aria-hidden="true">
            {'*'}
          </span>
        )}
      </div>
      <div className="field-row">
        <input
          id={inputId}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={messageId} className="field-message" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** Dialing-code picker beside a national-number input (SPEC §3 countryDialingCode + mobileNum). */
export function MobileField({
  countries,
  dialingCode,
  onDialingCode,
  ...field
}: TextFieldProps & {
  countries: ReadonlyArray<Country>
  dialingCode: string
  onDialingCode: (code: string) => void
}) {
  const { t } = useTranslation()
  // The closed control shows the whole code ('+63'); the sheet lists code and country.
  const options = countries.map((country) => ({
    value: country.dialingCode,
    label: `${country.dialingCode} ${country.name}`,
    short: country.dialingCode,
  }))
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...field}
      addon={
        options.length > 0 ? (
          <Select label={t('fields.country_code')} options={options} value={dialingCode} onChange={onDialingCode} className="field-country" />
        ) : undefined
      }
    />
  )
}

/**
 * A verification-code input with its 'fetch code' link. After a send, a countdown from the code's
 * expiry replaces the link (SPEC §2 Register); at 0 the link returns; leaving the page stops the
 * timer. `onSend` validates what it needs first and answers the expiry, or null when nothing was
 * sent (the link stays, the user can try again).
 */
export function SmsCodeField({
  onSend,
  ...field
}: TextFieldProps & {
  onSend: () => Promise<number | null>
}) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(smsTransition, smsIdle)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const expiresAt = state.tag === 'counting' ? state.expiresAt : null
  useEffect(() => {
    if (expiresAt === null) return
    const fiber = Effect.runFork(runCountdown(expiresAt, (now) => dispatch({ type: 'tick', now })))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [expiresAt])

  const send = async () => {
    if (state.tag !== 'idle') return
    dispatch({ type: 'send' })
    const sentUntil = await onSend()
    if (!mounted.current) return
    dispatch(sentUntil === null ? { type: 'failed' } : { type: 'sent', expiresAt: sentUntil, now: Date.now() })
  }

  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      {...field}
      addon={
        state.tag === 'counting' ? (
          <span className="field-countdown" role="timer" aria-live="off">
            {t('fields.resend_in', { n: state.seconds })}
          </span>
        ) : (
          <button type="button" className="btn btn-ghost field-send" disabled={state.tag === 'sending'} aria-busy={state.tag === 'sending'} onClick={() => void send()}>
            {t('fields.fetch_code')}
          </button>
        )
      }
    />
  )
}

/**
 * A new password and its confirmation, as the change and reset screens both ask for them
 * (SPEC §5: the pattern of 'password'; confirm required and equal).
 */
export function NewPasswordFields({
  labels,
  values,
  errors,
  onChange,
  inputRef,
}: {
  labels: { next: string; confirm: string }
  values: { next: string; confirm: string }
  errors: { next: string | null; confirm: string | null }
  onChange: (key: 'next' | 'confirm', value: string) => void
  inputRef: (key: 'next' | 'confirm', input: HTMLInputElement | null) => void
}) {
  return (
    <>
      {(['next', 'confirm'] as const).map((key) => (
        <TextField
          key={key}
          label={labels[key]}
          name={key === 'next' ? 'new-password' : 'confirm-password'}
          type="password"
          autoComplete="new-password"
          required
          value={values[key]}
          onChange={(event) => onChange(key, event.target.value)}
          error={errors[key]}
          inputRef={(input) => inputRef(key, input)}
        />
      ))}
    </>
  )
}

/** The foot of every account form: why the last submit failed (if it did), and the submit button. */
export function SubmitRow({ failure, busy, disabled = false, label }: { failure: string | null; busy: boolean; disabled?: boolean; label: string }) {
  return (
    <>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || disabled} aria-busy={busy}>
        {label}
      </button>
    </>
  )
}
