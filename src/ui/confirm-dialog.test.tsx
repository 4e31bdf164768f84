import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'
import { renderUi } from './test-i18n'

// Base UI moves focus one animation frame after the dialog mounts.
const nextFrame = () => act(() => vi.advanceTimersByTimeAsync(20))

describe('ConfirmDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks the question with default labels and reports the answer', () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    renderUi(<ConfirmDialog open title="Log out" message="Log out now?" onConfirm={onConfirm} onCancel={onCancel} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' })
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Log out now?').id)

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('uses custom labels, focuses confirm, and cancels on Escape', async () => {
    const onCancel = vi.fn()
    renderUi(<ConfirmDialog open message="Delete?" confirmLabel="Yes" cancelLabel="No" onConfirm={() => {}} onCancel={onCancel} />)
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('focuses cancel first when destructive', async () => {
    renderUi(<ConfirmDialog open destructive message="Delete all?" onConfirm={() => {}} onCancel={() => {}} />)
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
  })

  it('returns focus to the button that opened it', async () => {
    const Harness = () => {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            logout
          </button>
          <ConfirmDialog open={open} message="Sure?" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </>
      )
    }
    renderUi(<Harness />)
    const opener = screen.getByRole('button', { name: 'logout' })
    opener.focus()
    fireEvent.click(opener)
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
