import { type FocusEvent, type FormHTMLAttributes, type ReactNode } from 'react'
import { useAtom } from 'jotai'
import { FormProvider, useController, useFormContext, useFormState, type FieldValues } from 'react-hook-form'
import type { SelectOption } from '@/ui'
import { useTranslation } from 'react-i18next'
import { Select } from '@/ui'
import { TextField, type TextFieldProps } from '@/ui/text-field'
import { codeExpiriesAtom } from '../account-atoms'
import type { Country } from '../account-schema'
import { checkConfirmation } from '../field-rules'
import { SendCodeButton } from '@/ui/send-code-button'
import { validateBy, type Check, type RulesFormApi } from './use-rules-form'

/**
 * The account forms' fields, built on the plain TextField (src/ui/text-field.tsx): each is
 * registered with the RulesForm around it.
 */

/** What a connected field adds to the plain one: its form name, its check, and a filter for typing. */
export type FieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  name: string
  check?: Check | undefined
  /** The field's name inside its messages ('{{field}} is required'), when it is not the label. */
  named?: string | undefined
  /** Rewrites what was typed as it is typed (digits only in a number field). */
  normalize?: ((typed: string) => string) | undefined
  /** Leaving the field (the register form asks whether a username is taken). */
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined
}

/**
 * A TextField registered with the form around it (RulesForm): react-hook-form keeps its value, so
 * a failed submit or a message never clears what was typed, and its error shows under it.
 */
export function Field({ name, check, named, normalize, onBlur, label, ...props }: FieldProps) {
  const { t } = useTranslation()
  const { register } = useFormContext()
  const { errors } = useFormState({ name })
  const key = errors[name]?.message
  const { ref, onChange, ...registered } = register(name, {
    ...(check ? { validate: validateBy(check) } : {}),
    ...(onBlur ? { onBlur } : {}),
  })
  return (
    <TextField
      label={label}
      {...props}
      {...registered}
      inputRef={ref}
      onChange={(event) => {
        if (normalize) event.target.value = normalize(event.target.value)
        return onChange(event)
      }}
      error={typeof key === 'string' && key !== '' ? t(key, { field: named ?? label }) : null}
    />
  )
}

export const digitsOnly = (typed: string) => typed.replace(/\D/g, '')

/**
 * The form and its fields' context: react-hook-form's provider and the form element whose order
 * decides which invalid field takes the focus. `noValidate`: the rules speak, not the browser.
 */
export function RulesForm<V extends FieldValues>({
  form,
  children,
  ...props
}: { form: RulesFormApi<V>; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, 'ref' | 'noValidate'>) {
  return (
    <FormProvider {...form}>
      <form ref={form.formRef} noValidate {...props}>
        {children}
      </form>
    </FormProvider>
  )
}

/**
 * Dialing-code picker beside a national-number input (SPEC §3 countryDialingCode + mobileNum); the
 * code is the form's `dialingCode` value.
 */
export function MobileField({ countries, ...field }: FieldProps & { countries: ReadonlyArray<Country> }) {
  const { t } = useTranslation()
  const { field: dialing } = useController({ name: 'dialingCode' })
  // The closed control shows the whole code ('+63'); the sheet lists code and country.
  const options = countries.map((country) => ({
    value: country.dialingCode,
    label: `${country.dialingCode} ${country.name}`,
    short: country.dialingCode,
  }))
  return (
    <Field
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      normalize={digitsOnly}
      {...field}
      addon={
        options.length > 0 ? (
          <Select
            label={t('fields.country_code')}
            options={options}
            value={String(dialing.value)}
            onChange={dialing.onChange}
            className="field-country"
          />
        ) : undefined
      }
    />
  )
}

/**
 * A verification-code input with its 'get code' button (SendCodeButton); `resume` keeps the
 * countdown of its purpose across a reload of the tab (codeExpiriesAtom).
 */
export function SmsCodeField({
  onSend,
  resume,
  ...field
}: FieldProps & {
  onSend: () => Promise<number | null>
  resume?: string | undefined
}) {
  const [expiries, setExpiries] = useAtom(codeExpiriesAtom)
  return (
    <Field
      inputMode="numeric"
      autoComplete="one-time-code"
      normalize={digitsOnly}
      {...field}
      addon={
        <SendCodeButton
          onSend={onSend}
          resumeAt={resume === undefined ? undefined : expiries[resume]}
          onSent={(expiresAt) => resume !== undefined && setExpiries({ ...expiries, [resume]: expiresAt })}
        />
      }
    />
  )
}

/**
 * A new password and its confirmation, as the change and reset screens both ask for them: the
 * form's `newPassword` and `confirmPassword` (SPEC §5: the pattern of 'password'; confirm required
 * and equal). `check` is the new password's rule.
 */
export function NewPasswordFields({
  labels,
  check,
  numeric = false,
}: {
  labels: { next: string; confirm: string }
  check: Check
  /** A PIN (the payment password): the phone shows its number pad. */
  numeric?: boolean
}) {
  const pad = numeric ? ({ inputMode: 'numeric' } as const) : {}
  return (
    <>
      <Field label={labels.next} name="newPassword" type="password" autoComplete="new-password" required check={check} {...pad} />
      <Field
        label={labels.confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        {...pad}
        check={(value, values) => checkConfirmation(String(values.newPassword ?? ''), value)}
      />
    </>
  )
}

/**
 * A choice from a list (Select's bottom sheet) registered with the form: required unless said (an
 * operator's optional KYC choice), its message under it like a Field's, and kept through a failed
 * submit.
 */
export function SelectField({
  name,
  label,
  options,
  required = true,
}: {
  name: string
  label: string
  options: ReadonlyArray<SelectOption>
  required?: boolean
}) {
  const { t } = useTranslation()
  const { field, fieldState } = useController({
    name,
    rules: { validate: (value) => (value || !required ? true : 'validation.required') },
  })
  const message = fieldState.error?.message
  return (
    <div className="field">
      <Select label={label} showLabel required={required} options={options} value={field.value || undefined} onChange={field.onChange} />
      {message && (
        <p className="field-message" role="alert">
          {t(message, { field: label })}
        </p>
      )}
    </div>
  )
}
