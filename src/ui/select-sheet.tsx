import { CSPProvider } from '@base-ui/react/csp-provider'
import { Select as BaseSelect } from '@base-ui/react/select'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { CheckIcon, CloseIcon } from './icons'
import { SelectFace, type SelectProps, type SelectValue } from './select'
import './button.css'
import './select.css'

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/**
 * A select for phones on Base UI's Select: a combobox button showing the current choice that opens
 * a bottom sheet (a dialog titled with the label) holding the listbox. Base UI gives the keyboard:
 * Enter/Space/ArrowDown open, arrows/Home/End move, typing a letter jumps to the option that
 * starts with it, Enter/Space choose, Escape and Tab close; focus returns to the button; the page
 * behind does not scroll or take taps while the sheet is open. Loaded after first paint through
 * `Select` (select.tsx), which shows the same closed control until then.
 */
export function SelectSheet<V extends SelectValue = string>({
  options,
  value,
  onChange,
  label,
  showLabel = false,
  placeholder,
  disabled = false,
  required = false,
  className,
  initiallyOpen = false,
}: SelectProps<V> & { initiallyOpen?: boolean }) {
  const { t } = useTranslation('ui')
  const [open, setOpen] = useState(initiallyOpen)
  const baseId = useId()
  const labelId = `${baseId}-label`
  const titleId = `${baseId}-title`
  const openedAt = useRef(0)

  const selected = options.find((option) => option.value === value)

  return (
    // No inline <style> from Base UI: the app's content security policy allows none.
    <CSPProvider disableStyleElements>
      <SelectFace className={className} labelId={labelId} label={label} showLabel={showLabel} required={required}>
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
          <BaseSelect.Trigger className="ui-select__trigger" aria-labelledby={labelId} aria-required={required || undefined}>
            <SelectFace.Value options={options} value={value} placeholder={placeholder ?? t('select_placeholder')} />
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
      </SelectFace>
    </CSPProvider>
  )
}
