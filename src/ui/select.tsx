import { AnimatePresence, m } from 'framer-motion'
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
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

/**
 * A select for phones: a button showing the current choice that opens a bottom sheet listing the
 * options. Keyboard: Enter/Space/ArrowDown open; in the list ArrowUp/ArrowDown/Home/End move,
 * Enter/Space choose, Escape closes; focus returns to the button.
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
  const listId = `${baseId}-list`
  const titleId = `${baseId}-title`
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const openedAt = useRef(0)

  const selected = options.find((option) => option.value === value)

  const close = () => {
    setOpen(false)
    triggerRef.current?.focus({ preventScroll: true })
  }
  const choose = (option: SelectOption<V>) => {
    if (option.disabled) return
    close()
    if (option.value !== value) onChange(option.value)
  }

  useEffect(() => {
    if (!open) return
    // Same ghost-tap guard as Modal: the opening tap must not land on the fresh mask.
    openedAt.current = performance.now()
    const list = listRef.current
    const target =
      list?.querySelector<HTMLElement>('[role="option"][aria-selected="true"]') ??
      list?.querySelector<HTMLElement>('[role="option"]:not([aria-disabled="true"])')
    target?.focus({ preventScroll: true })
    target?.scrollIntoView?.({ block: 'nearest' })
  }, [open])

  const onTriggerKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault()
      if (!disabled) setOpen(true)
    }
  }

  const focusable = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])') ?? [])

  const onSheetKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
      return
    }
    if (event.key === 'Tab') {
      // Stay inside the sheet while it is open.
      event.preventDefault()
      event.stopPropagation()
      return
    }
    const items = focusable()
    if (items.length === 0) return
    const index = items.indexOf(document.activeElement as HTMLElement)
    let next: HTMLElement | undefined
    if (event.key === 'ArrowDown') next = items[Math.min(items.length - 1, index + 1)]
    else if (event.key === 'ArrowUp') next = items[Math.max(0, index - 1)]
    else if (event.key === 'Home') next = items[0]
    else if (event.key === 'End') next = items[items.length - 1]
    if (next) {
      event.preventDefault()
      next.focus()
    }
  }

  const sheet =
    typeof document === 'undefined'
      ? null
      : createPortal(
          <AnimatePresence>
            {open ? (
              <m.div
                key="ui-sheet-mask"
                className="ui-sheet-mask"
                onClick={() => {
                  if (performance.now() - openedAt.current >= policies.dialogMaskGuard) close()
                }}
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                transition={{ duration: 0.18 }}
              />
            ) : null}
            {open ? (
              <m.div
                key="ui-sheet"
                className="ui-sheet"
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                onKeyDown={onSheetKeyDown}
                initial={{ y: '100%' }}
                animate={{ y: 0 }}
                exit={{ y: '100%' }}
                transition={{ duration: 0.22, ease: 'easeOut' }}
              >
                <div className="ui-sheet__header">
                  <h2 id={titleId} className="ui-sheet__title">
                    {label}
                  </h2>
                  <button type="button" className="ui-icon-btn ui-sheet__close" aria-label={t('close')} onClick={close}>
                    <CloseIcon />
                  </button>
                </div>
                <ul ref={listRef} id={listId} className="ui-sheet__list" role="listbox" aria-labelledby={titleId}>
                  {options.map((option) => {
                    const isSelected = option.value === value
                    return (
                      <li
                        key={String(option.value)}
                        className="ui-sheet__option"
                        role="option"
                        aria-selected={isSelected}
                        aria-disabled={option.disabled ? true : undefined}
                        tabIndex={option.disabled ? undefined : -1}
                        onClick={() => choose(option)}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault()
                            choose(option)
                          }
                        }}
                      >
                        <span className="ui-sheet__option-label">{option.label}</span>
                        <span className="ui-sheet__check">{isSelected ? <CheckIcon /> : null}</span>
                      </li>
                    )
                  })}
                </ul>
              </m.div>
            ) : null}
          </AnimatePresence>,
          document.body,
        )

  return (
    <div className={['ui-select', className].filter(Boolean).join(' ')}>
      <span id={labelId} className={showLabel ? 'ui-select__label' : 'ui-select__label--hidden'}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className="ui-select__trigger"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => setOpen(true)}
        onKeyDown={onTriggerKeyDown}
      >
        <span className={selected ? 'ui-select__value' : 'ui-select__value ui-select__value--placeholder'}>
          {selected ? (selected.short ?? selected.label) : (placeholder ?? t('select_placeholder'))}
        </span>
        <span className="ui-select__chevron">
          <ChevronDownIcon />
        </span>
      </button>
      {sheet}
    </div>
  )
}
