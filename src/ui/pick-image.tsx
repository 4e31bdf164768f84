import { useRef } from 'react'

export interface PickImageButtonProps {
  readonly label: string
  /** The file types offered by the phone's picker (the caller still checks what comes back). */
  readonly accept: ReadonlyArray<string>
  readonly onPick: (file: File) => void
  readonly className?: string
  readonly disabled?: boolean
  readonly busy?: boolean
}

/**
 * A button that opens the phone's photo picker: the file input stays out of sight and out of the
 * tab order, the button is what the member and assistive tech see. The same file can be picked
 * again after a refusal.
 */
export function PickImageButton({ label, accept, onPick, className = 'btn btn-ghost btn-block', disabled, busy }: PickImageButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onPick(file)
        }}
      />
      <button type="button" className={className} disabled={disabled} aria-busy={busy} onClick={() => input.current?.click()}>
        {label}
      </button>
    </>
  )
}
