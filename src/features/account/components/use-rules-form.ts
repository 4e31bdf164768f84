import { useRef, useState, type BaseSyntheticEvent } from 'react'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type SubmitHandler } from 'react-hook-form'
import { checkField, type FieldIssue, type FieldName, type FieldRules } from '../field-rules'

/**
 * The account forms on react-hook-form, with field-rules as the validator. react-hook-form keeps
 * the values, touched fields and errors; the form's machine keeps the flow (mode, in flight, done).
 *
 * A form: `const form = useRulesForm<Values>(defaults)`, `<RulesForm form={form} onSubmit=...>`, one
 * `<Field name check={byRule(rules, 'email')}>` per input, and `form.submit(send)` in the submit
 * handler. An error's message is the dictionary key (common namespace) the check answered; the
 * field translates it with its own label.
 */

/** How one field is checked: the issue of its value (the other values for cross-field rules), or null. */
export type Check = (value: string, values: FieldValues) => FieldIssue | null

/** The server's rule for a field; `force` checks it even when the server lists the field as off. */
export const byRule =
  (rules: FieldRules, rule: FieldName, force = false): Check =>
  (value) =>
    checkField(rules, rule, value, force)

/** The adapter: a Check as react-hook-form's `validate` (true, or the message key as the error message). */
export const validateBy = (check: Check) => (value: unknown, values: FieldValues) =>
  check(typeof value === 'string' ? value : '', values)?.key ?? true

export const useRulesForm = <V extends FieldValues>(defaultValues: DefaultValues<V>) => {
  // Checked on submit only, and not again while typing (SPEC §5: messages stay until the next
  // submit); the focus goes to the first invalid field in screen order, which the DOM knows.
  const form = useForm<V>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false })
  const formRef = useRef<HTMLFormElement>(null)
  // One submission at a time, decided synchronously: the machine's phase changes only after the
  // checks (a microtask later), and a double tap's second submit must not get that far.
  const inFlight = useRef(false)
  // The platform's refusal of the last send, shown by the form's SubmitRow. Each tap clears it
  // first: beside the field messages of a new try it would read as this try's answer.
  const [failure, setFailure] = useState<string | null>(null)

  const focusFirstInvalid = (errors: FieldErrors<V>) => {
    const first = Array.from(formRef.current?.elements ?? []).find(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name in errors,
    )
    first?.focus()
  }

  return {
    ...form,
    formRef,
    failure,
    setFailure,
    /**
     * handleSubmit that focuses the first invalid field (`onInvalid` runs before the focus moves)
     * and ignores a submit while the last one's `onValid` has not answered.
     */
    submit: (onValid: SubmitHandler<V>, onInvalid?: (errors: FieldErrors<V>) => void) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault()
      if (inFlight.current) return
      inFlight.current = true
      setFailure(null)
      try {
        await form.handleSubmit(onValid, (errors) => {
          onInvalid?.(errors)
          focusFirstInvalid(errors)
        })(event)
      } finally {
        inFlight.current = false
      }
    },
    /** Shows one message (a dictionary key) on a field and focuses it: a check outside the submit. */
    showIssue: (name: Path<V>, key: string) => form.setError(name, { type: 'validate', message: key }, { shouldFocus: true }),
  }
}

export type RulesFormApi<V extends FieldValues> = ReturnType<typeof useRulesForm<V>>
