import { CopyButton } from '@/ui/copy-button'

/** An order number in a record, with its copy control. */
export function CopyId({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <span className="record-copy">
      <span>{value}</span>
      <CopyButton className="record-copy__button" label={label} value={value} />
    </span>
  )
}
