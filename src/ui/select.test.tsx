import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { preloadSelect, Select, type SelectOption } from './select'
import { renderUi } from './test-i18n'
import { pressKey, tap } from './test-input'

const languages: ReadonlyArray<SelectOption> = [
  { value: 'EN', label: 'English' },
  { value: 'TH', label: 'ไทย' },
  { value: 'VI', label: 'Tiếng Việt' },
]

const Controlled = ({ onChange, options = languages }: { onChange?: (value: string) => void; options?: ReadonlyArray<SelectOption> }) => {
  const [value, setValue] = useState<string | undefined>(undefined)
  return (
    <Select
      label="Language"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

// Base UI moves focus one animation frame after the sheet opens or closes.
const nextFrame = () => act(() => vi.advanceTimersByTimeAsync(20))
const settle = () => act(() => vi.advanceTimersByTimeAsync(500))

// The sheet's code arrives after first paint in the app; here it is loaded before the tests.
beforeAll(async () => {
  await preloadSelect()
})

describe('Select', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a required choice: an asterisk beside its label, outside its name, and aria-required on the control', () => {
    renderUi(<Select label="Question type" showLabel required options={languages} value={undefined} onChange={() => undefined} />)
    const combo = screen.getByRole('combobox', { name: 'Question type' })
    expect(combo.getAttribute('aria-required')).toBe('true')
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true')
  })

  it('shows the placeholder, opens a listbox and picks an option', async () => {
    const onChange = vi.fn()
    renderUi(<Controlled onChange={onChange} />)
    const combo = screen.getByRole('combobox', { name: 'Language' })
    expect(combo.textContent).toContain('Please select')
    expect(combo.getAttribute('aria-expanded')).toBe('false')

    tap(combo)
    await nextFrame()
    expect(combo.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Language' })).toBeTruthy()
    const listbox = screen.getByRole('listbox', { name: 'Language' })
    expect(listbox).toBeTruthy()
    expect(screen.getAllByRole('option')).toHaveLength(3)

    await settle()
    tap(screen.getByRole('option', { name: 'ไทย' }))
    expect(onChange).toHaveBeenCalledWith('TH')
    await settle()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(combo.textContent).toContain('ไทย')
    expect(document.activeElement).toBe(combo)

    tap(combo)
    await nextFrame()
    expect(screen.getByRole('option', { name: 'ไทย' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('option', { name: 'English' }).getAttribute('aria-selected')).toBe('false')
  })

  it('opens with Enter and Space, closes with Escape without changing the value', async () => {
    const onChange = vi.fn()
    renderUi(<Controlled onChange={onChange} />)
    const combo = screen.getByRole('combobox', { name: 'Language' })

    combo.focus()
    pressKey('Enter')
    expect(screen.getByRole('listbox')).toBeTruthy()
    await nextFrame()
    pressKey('Escape')
    await settle()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(combo.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(combo)

    pressKey(' ')
    expect(screen.getByRole('listbox')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('moves through options with the arrow keys and chooses with Enter', async () => {
    const onChange = vi.fn()
    renderUi(<Controlled onChange={onChange} />)
    screen.getByRole('combobox').focus()
    pressKey('ArrowDown')
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'English' }))
    pressKey('ArrowDown')
    pressKey('ArrowDown')
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Tiếng Việt' }))
    pressKey('Enter')
    expect(onChange).toHaveBeenCalledWith('VI')
  })

  it('jumps to the option whose name starts with the typed letters', async () => {
    const onChange = vi.fn()
    const options = [
      { value: 'BDO', label: 'BDO Unibank' },
      { value: 'BPI', label: 'Bank of the Philippine Islands' },
      { value: 'GC', label: 'GCash' },
      { value: 'MB', label: 'Metrobank' },
    ]
    renderUi(<Controlled onChange={onChange} options={options} />)
    screen.getByRole('combobox', { name: 'Language' }).focus()
    pressKey('ArrowDown')
    await nextFrame()
    pressKey('m')
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Metrobank' }))
    // A pause ends the search; 'g' then starts a new one.
    await act(() => vi.advanceTimersByTimeAsync(1000))
    pressKey('g')
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'GCash' }))
    pressKey('Enter')
    expect(onChange).toHaveBeenCalledWith('GC')
  })

  it('keeps the mask tap that opened the sheet from closing it, and closes on a later one', async () => {
    renderUi(<Controlled />)
    tap(screen.getByRole('combobox'))
    const mask = () => {
      const element = document.querySelector('.ui-sheet-mask')
      if (!element) throw new Error('no mask')
      return element
    }
    await act(() => vi.advanceTimersByTimeAsync(policies.dialogMaskGuard - 100))
    tap(mask())
    await nextFrame()
    expect(screen.getByRole('listbox')).toBeTruthy()

    await settle()
    tap(mask())
    await settle()
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('closes on its close button and gives focus back to the control', async () => {
    renderUi(<Controlled />)
    const combo = screen.getByRole('combobox', { name: 'Language' })
    tap(combo)
    await settle()
    tap(screen.getByRole('button', { name: 'Close' }))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(combo)
  })

  it('does not open when disabled', () => {
    renderUi(<Select label="Bank" options={languages} value="EN" onChange={() => {}} disabled />)
    const combo = screen.getByRole('combobox', { name: 'Bank' })
    expect(combo.textContent).toContain('English')
    fireEvent.click(combo)
    tap(combo)
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})

describe('Select before its sheet code has arrived', () => {
  it('shows the same closed control, and a tap on it opens the sheet when the code is there', async () => {
    vi.resetModules()
    const fresh = await import('./select')
    renderUi(<fresh.Select label="Language" options={languages} value="TH" onChange={() => {}} />)
    const combo = screen.getByRole('combobox', { name: 'Language' })
    expect(combo.textContent).toContain('ไทย')
    expect(combo.getAttribute('aria-expanded')).toBe('false')
    tap(combo)
    expect(await screen.findByRole('dialog', { name: 'Language' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'ไทย' }).getAttribute('aria-selected')).toBe('true')
  })
})
