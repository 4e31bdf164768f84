import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import './text-field.css'

/**
 * A labelled input (with an asterisk when required) and its message, tied to it for screen
 * readers. The forms' fields build on it; alone it shows a value or takes one a screen keeps itself.
 */
export type TextFieldProps = {
  label: string
  required?: boolean
  /** Already-translated message; marks the input invalid. */
  error?: string | null | undefined
  inputRef?: Ref<HTMLInputElement> | undefined
  /** Shown after the input, inside the field row (a captcha image, a 'fetch code' link). */
  addon?: ReactNode
  /** Already-translated guidance under the input (the values allowed) while there is no error. */
  hint?: string | undefined
  /** Ids of guidance the form shows elsewhere (the deposit's limits), read with the field after its own message. */
  describedBy?: string | undefined
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'ref' | 'aria-describedby'>

export function TextField({ label, required = false, error, inputRef, addon, hint, describedBy, id, className, ...input }: TextFieldProps) {
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
          aria-describedby={[error || hint ? messageId : null, describedBy].filter(Boolean).join(' ') || undefined}
          aria-required={required || undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={messageId} className="field-message" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  )
}
