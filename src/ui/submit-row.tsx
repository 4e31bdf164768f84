import { FormError } from './form-error'

/**
 * The foot of a form: why the last submit failed (if it did), then the submit button, locked and
 * marked busy while the submit is on its way.
 */
export function SubmitRow({
  failure,
  busy,
  disabled = false,
  label,
}: {
  failure: string | null
  busy: boolean
  disabled?: boolean
  label: string
}) {
  return (
    <>
      <FormError message={failure} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || disabled} aria-busy={busy || undefined}>
        {label}
      </button>
    </>
  )
}
