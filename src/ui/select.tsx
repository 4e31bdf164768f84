import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDownIcon } from './icons'
import { later } from './later'
import './select.css'

export type SelectValue = string | number

export type SelectOption<V extends SelectValue = string> = {
  value: V
  label: string
  /** Shown on the closed control instead of `label` (e.g. '+63' for '+63 Philippines'). */
  short?: string
  disabled?: boolean
}

export type SelectProps<V extends SelectValue = string> = {
  options: ReadonlyArray<SelectOption<V>>
  /** The selected value; undefined (or a value not in options) shows the placeholder. */
  value: V | undefined
  onChange: (value: V) => void
  /** Accessible name of the control and title of the sheet. */
  label: string
  /** Show `label` above the control (otherwise it is only announced). */
  showLabel?: boolean
  /** Defaults to ui:select_placeholder. */
  placeholder?: string
  disabled?: boolean
  /** A choice must be made: an asterisk beside the shown label, as a required field has. */
  required?: boolean
  className?: string
}

const sheet = later(() => import('./select-sheet').then((module) => module.SelectSheet))

/** Loads the select's code ahead of need (tests; the app lets the first Select do it when idle). */
export const preloadSelect = sheet.preload

/**
 * A select for phones: a combobox button showing the current choice that opens a bottom sheet of
 * options (Base UI's Select, in select-sheet.tsx). Until that code has loaded (when the browser is
 * first idle) the same closed control shows; a tap on it before then opens the sheet on arrival.
 */
export function Select<V extends SelectValue = string>(props: SelectProps<V>) {
  const { t } = useTranslation('ui')
  const labelId = `${useId()}-label`
  const [wanted, setWanted] = useState(false)
  if (sheet.use(wanted)) return <sheet.Component {...props} initiallyOpen={wanted} />
  const { options, value, label, showLabel = false, placeholder, disabled = false, required = false, className } = props
  return (
    <SelectFace className={className} labelId={labelId} label={label} showLabel={showLabel} required={required}>
      <button
        type="button"
        className="ui-select__trigger"
        // Closed, before the sheet's code arrives: there is no listbox yet for aria-controls to name.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={labelId}
        aria-required={required || undefined}
        disabled={disabled}
        onClick={() => setWanted(true)}
      >
        <SelectFace.Value options={options} value={value} placeholder={placeholder ?? t('select_placeholder')} />
      </button>
    </SelectFace>
  )
}

/** The closed control's frame and text, the same before and after the sheet's code loads. */
export function SelectFace({
  className,
  labelId,
  label,
  showLabel,
  required,
  children,
}: {
  className: string | undefined
  labelId: string
  label: string
  showLabel: boolean
  required: boolean
  children: ReactNode
}) {
  return (
    <div className={['ui-select', className].filter(Boolean).join(' ')}>
      <span id={labelId} className={showLabel ? 'ui-select__label' : 'ui-select__label--hidden'}>
        {label}
        {showLabel && required && (
          <span className="ui-select__required" aria-hidden="true">
            {'*'}
          </span>
        )}
      </span>
      {children}
    </div>
  )
}

SelectFace.Value = function SelectFaceValue<V extends SelectValue>({
  options,
  value,
  placeholder,
}: {
  options: ReadonlyArray<SelectOption<V>>
  value: V | undefined
  placeholder: string
}) {
  const selected = options.find((option) => option.value === value)
  return (
    <>
      <span className={selected ? 'ui-select__value' : 'ui-select__value ui-select__value--placeholder'}>
        {selected ? (selected.short ?? selected.label) : placeholder}
      </span>
      <span className="ui-select__chevron">
        <ChevronDownIcon />
      </span>
    </>
  )
}
