import './form-error.css'

/**
 * Why the last send or check failed, in the dictionary's words, announced as it appears; nothing
 * when there is no failure. Its own stylesheet: a screen shows it in the danger colour whichever
 * pages were opened before.
 */
export function FormError({ message }: { readonly message: string | null | undefined }) {
  if (!message) return null
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  )
}
