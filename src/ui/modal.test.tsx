import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { Modal } from './modal'
import { toast, ToastHost } from './toast'
import { renderUi } from './test-i18n'
import { pressTab } from './test-input'

// Base UI moves focus one animation frame after the dialog mounts.
const nextFrame = () => act(() => vi.advanceTimersByTimeAsync(20))

const mask = () => {
  const dialog = screen.getByRole('dialog')
  const overlay = dialog.parentElement
  if (!overlay) throw new Error('dialog has no mask')
  return overlay
}

describe('Modal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renders a labelled modal dialog in a portal and moves focus into it', async () => {
    const { container } = renderUi(
      <Modal open onClose={() => {}} title="Notice">
        <p>Body text</p>
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Notice' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(container.contains(dialog)).toBe(false)
    expect(document.body.contains(dialog)).toBe(true)
    await nextFrame()
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(screen.getByText('Body text')).toBeTruthy()
  })

  it('ignores a mask tap within the guard time and closes after it', () => {
    const onClose = vi.fn()
    renderUi(<Modal open onClose={onClose} title="Notice" />)

    act(() => vi.advanceTimersByTime(policies.dialogMaskGuard - 50))
    fireEvent.click(mask())
    expect(onClose).not.toHaveBeenCalled()

    act(() => vi.advanceTimersByTime(100))
    fireEvent.click(mask())
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('does not close on a tap inside the panel or when closeOnMask is false', () => {
    const onClose = vi.fn()
    const { rerender } = renderUi(<Modal open onClose={onClose} title="Notice" />)
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.click(screen.getByRole('dialog'))
    expect(onClose).not.toHaveBeenCalled()

    rerender(<Modal open onClose={onClose} title="Notice" closeOnMask={false} />)
    fireEvent.click(mask())
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes on Escape and on the close button', () => {
    const onClose = vi.fn()
    renderUi(<Modal open onClose={onClose} title="Notice" />)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('renders footer buttons and runs their handlers', () => {
    const onOk = vi.fn()
    const onLater = vi.fn()
    renderUi(
      <Modal
        open
        onClose={() => {}}
        title="Update"
        buttons={[
          { label: 'Later', onClick: onLater },
          { label: 'Update now', onClick: onOk, variant: 'primary' },
        ]}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }))
    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(onOk).toHaveBeenCalledTimes(1)
    expect(onLater).toHaveBeenCalledTimes(1)
  })

  it('leaves the document after closing and gives focus back to the opener', async () => {
    const Harness = () => {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Notice" />
        </>
      )
    }
    renderUi(<Harness />)
    const opener = screen.getByRole('button', { name: 'open' })
    opener.focus()
    fireEvent.click(opener)
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeTruthy()

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.activeElement).toBe(opener)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('Modal on Base UI: a real modal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const Page = () => {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <a href="#elsewhere">elsewhere</a>
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title="Notice"
          buttons={[
            { label: 'Later', onClick: () => setOpen(false) },
            { label: 'OK', onClick: () => setOpen(false) },
          ]}
        />
      </>
    )
  }

  const openFromButton = async () => {
    renderUi(<Page />)
    const opener = screen.getByRole('button', { name: 'open' })
    opener.focus()
    fireEvent.click(opener)
    await nextFrame()
    return opener
  }

  it('makes the page behind it inert and hidden, and gives it back on close', async () => {
    const opener = await openFromButton()
    expect(screen.queryByRole('button', { name: 'open' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'elsewhere' })).toBeNull()
    expect(opener.closest('[inert]')).not.toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    await nextFrame()
    expect(screen.getByRole('button', { name: 'open' })).toBe(opener)
    expect(opener.closest('[inert]')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await openFromButton()
    const dialog = screen.getByRole('dialog', { name: 'Notice' })
    const close = screen.getByRole('button', { name: 'Close' })
    const ok = screen.getByRole('button', { name: 'OK' })

    pressTab()
    expect(document.activeElement).toBe(close)
    pressTab()
    pressTab()
    expect(document.activeElement).toBe(ok)
    pressTab()
    await nextFrame()
    expect(document.activeElement).toBe(close)
    pressTab({ shift: true })
    await nextFrame()
    expect(document.activeElement).toBe(ok)
    expect(dialog.contains(document.activeElement)).toBe(true)
  })
})

describe('Modal and toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('leaves the toast layer live, so a toast raised from the dialog is heard', async () => {
    renderUi(
      <>
        <ToastHost />
        <Modal open onClose={() => {}} title="Service">
          <button type="button" onClick={() => toast.info('Coming soon')}>
            Task
          </button>
        </Modal>
      </>,
    )
    await nextFrame()
    fireEvent.click(screen.getByRole('button', { name: 'Task' }))
    expect(screen.getByRole('status').textContent).toContain('Coming soon')
    act(() => toast.hideAll())
  })
})
