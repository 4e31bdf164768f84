import { Select as BaseSelect } from '@base-ui/react/select'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { CheckIcon, ChevronDownIcon, CloseIcon } from './icons'
import './button.css'
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
  className?: string
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/**
 * A select for phones on Base UI's Select: a combobox button showing the current choice that opens
 * a bottom sheet (a dialog titled with the label) holding the listbox. Base UI gives the keyboard:
 * Enter/Space/ArrowDown open, arrows/Home/End move, typing a letter jumps to the option that
 * starts with it, Enter/Space choose, Escape and Tab close; focus returns to the button; the page
 * behind does not scroll or take taps while the sheet is open.
 */
export function Select<V extends SelectValue = string>({
  options,
  value,
  onChange,
  label,
  showLabel = false,
  placeholder,
  disabled = false,
  className,
}: SelectProps<V>) {
  const { t } = useTranslation('ui')
  const [open, setOpen] = useState(false)
  const baseId = useId()
  const labelId = `${baseId}-label`
  const titleId = `${baseId}-title`
  const openedAt = useRef(0)

  const selected = options.find((option) => option.value === value)

  return (
    <div className={['ui-select', className].filter(Boolean).join(' ')}>
      <span id={labelId} className={showLabel ? 'ui-select__label' : 'ui-select__label--hidden'}>
        {label}
      </span>
      <BaseSelect.Root<V>
        value={selected ? selected.value : null}
        onValueChange={(next) => {
          if (next !== null && next !== value) onChange(next)
        }}
        open={open}
        onOpenChange={(next, details) => {
          // Same ghost-tap guard as Modal: the opening tap must not land on the fresh mask.
          if (!next && details.reason === 'outside-press' && now() - openedAt.current < policies.dialogMaskGuard) {
            details.cancel()
            return
          }
          if (next) openedAt.current = now()
          setOpen(next)
        }}
        disabled={disabled}
        itemToStringLabel={(item) => options.find((option) => option.value === item)?.label ?? String(item)}
      >
        <BaseSelect.Trigger className="ui-select__trigger" aria-labelledby={labelId}>
          <span className={selected ? 'ui-select__value' : 'ui-select__value ui-select__value--placeholder'}>
            {selected ? (selected.short ?? selected.label) : (placeholder ?? t('select_placeholder'))}
          </span>
          <span className="ui-select__chevron">
            <ChevronDownIcon />
          </span>
        </BaseSelect.Trigger>
        <BaseSelect.Portal>
          <BaseSelect.Backdrop className="ui-sheet-mask" />
          <BaseSelect.Positioner className="ui-sheet-positioner" alignItemWithTrigger={false}>
            {/* A dialog named by the label, holding the sheet's title, close button and listbox. */}
            <BaseSelect.Popup className="ui-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
              <div className="ui-sheet__header">
                <h2 id={titleId} className="ui-sheet__title">
                  {label}
                </h2>
                {/* Out of the Tab order (Escape closes from the keyboard) so focus opens on the options. */}
                <button
                  type="button"
                  tabIndex={-1}
                  className="ui-icon-btn ui-sheet__close"
                  aria-label={t('close')}
                  onClick={() => setOpen(false)}
                >
                  <CloseIcon />
                </button>
              </div>
              <BaseSelect.List className="ui-sheet__list" aria-labelledby={titleId}>
                {options.map((option) => (
                  <BaseSelect.Item
                    key={String(option.value)}
                    className="ui-sheet__option"
                    value={option.value}
                    label={option.label}
                    disabled={option.disabled}
                  >
                    <BaseSelect.ItemText className="ui-sheet__option-label">{option.label}</BaseSelect.ItemText>
                    <span className="ui-sheet__check">{option.value === value ? <CheckIcon /> : null}</span>
                  </BaseSelect.Item>
                ))}
              </BaseSelect.List>
            </BaseSelect.Popup>
          </BaseSelect.Positioner>
        </BaseSelect.Portal>
      </BaseSelect.Root>
    </div>
  )
}
