import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Select, type SelectOption } from './select'
import { renderUi } from './test-i18n'

const languages: ReadonlyArray<SelectOption> = [
  { value: 'EN', label: 'English' },
  { value: 'TH', label: 'ไทย' },
  { value: 'VI', label: 'Tiếng Việt' },
]

const Controlled = ({ onChange }: { onChange?: (value: string) => void }) => {
  const [value, setValue] = useState<string | undefined>(undefined)
  return (
    <Select
      label="Language"
      options={languages}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(500))

describe('Select', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the placeholder, opens a listbox and picks an option', async () => {
    const onChange = vi.fn()
    renderUi(<Controlled onChange={onChange} />)
    const combo = screen.getByRole('combobox', { name: 'Language' })
    expect(combo.textContent).toContain('Please select')
    expect(combo.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(combo)
    expect(combo.getAttribute('aria-expanded')).toBe('true')
    const listbox = screen.getByRole('listbox', { name: 'Language' })
    expect(listbox).toBeTruthy()
    expect(screen.getAllByRole('option')).toHaveLength(3)

    fireEvent.click(screen.getByRole('option', { name: 'ไทย' }))
    expect(onChange).toHaveBeenCalledWith('TH')
    await settle()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(combo.textContent).toContain('ไทย')
    expect(document.activeElement).toBe(combo)

    fireEvent.click(combo)
    expect(screen.getByRole('option', { name: 'ไทย' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('option', { name: 'English' }).getAttribute('aria-selected')).toBe('false')
  })

  it('opens with Enter and Space, closes with Escape without changing the value', async () => {
    const onChange = vi.fn()
    renderUi(<Controlled onChange={onChange} />)
    const combo = screen.getByRole('combobox', { name: 'Language' })

    fireEvent.keyDown(combo, { key: 'Enter' })
    expect(screen.getByRole('listbox')).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' })
    await settle()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(combo.getAttribute('aria-expanded')).toBe('false')

    fireEvent.keyDown(combo, { key: ' ' })
    expect(screen.getByRole('listbox')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('moves through options with the arrow keys and chooses with Enter', () => {
    const onChange = vi.fn()
    renderUi(<Controlled onChange={onChange} />)
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'English' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Tiếng Việt' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith('VI')
  })

  it('closes on a mask tap after the guard time', async () => {
    renderUi(<Controlled />)
    fireEvent.click(screen.getByRole('combobox'))
    await settle()
    const mask = document.querySelector('.ui-sheet-mask')
    if (!mask) throw new Error('no mask')
    fireEvent.click(mask)
    await settle()
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('does not open when disabled', () => {
    renderUi(<Select label="Bank" options={languages} value="EN" onChange={() => {}} disabled />)
    const combo = screen.getByRole('combobox', { name: 'Bank' })
    expect(combo.textContent).toContain('English')
    fireEvent.click(combo)
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
