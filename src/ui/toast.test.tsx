import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { renderWithApp } from '../../tests/kit/render'
import { toast, ToastHost } from './toast'

const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    renderWithApp(<ToastHost />)
  })
  afterEach(() => {
    act(() => toast.hideAll())
    vi.useRealTimers()
  })

  it('shows a success toast as a polite status and hides it after the default duration', async () => {
    act(() => {
      toast.success('Saved')
    })
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Saved')
    expect(status.getAttribute('aria-live')).toBe('polite')

    await settle(policies.toastDefault - 10)
    expect(screen.queryByText('Saved')).toBeTruthy()
    await settle(500)
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('shows a failure toast as an alert', () => {
    act(() => {
      toast.failure('Network error')
    })
    expect(screen.getByRole('alert').textContent).toContain('Network error')
  })

  it('keeps only one toast: a newer one replaces the old', async () => {
    act(() => {
      toast.info('First', 5000)
    })
    act(() => {
      toast.success('Second', 5000)
    })
    await settle(300)
    expect(screen.queryByText('First')).toBeNull()
    expect(screen.getByText('Second')).toBeTruthy()
    expect(screen.getAllByRole('status')).toHaveLength(1)
  })

  it('the old toast timer does not hide its replacement', async () => {
    act(() => {
      toast.info('Short', 1000)
    })
    await settle(900)
    act(() => {
      toast.info('Long', 3000)
    })
    await settle(500)
    expect(screen.getByText('Long')).toBeTruthy()
    await settle(3000)
    expect(screen.queryByText('Long')).toBeNull()
  })

  it('loading shows a named spinner, uses ui:loading by default and hides by id', async () => {
    let id = 0
    act(() => {
      id = toast.loading()
    })
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy()

    // Hiding with a stale id does nothing.
    act(() => toast.hide(id + 100))
    expect(screen.getByRole('progressbar')).toBeTruthy()

    act(() => toast.hide(id))
    await settle(300)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('loading auto-hides after policies.toastLoading', async () => {
    act(() => {
      toast.loading('Logging in')
    })
    expect(screen.getByRole('progressbar', { name: 'Logging in' })).toBeTruthy()
    await settle(policies.toastLoading - 100)
    expect(screen.queryByRole('progressbar')).toBeTruthy()
    await settle(400)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('pleaseWait stays up for the long policy and hideAll clears it', async () => {
    act(() => {
      toast.pleaseWait()
    })
    expect(screen.getByRole('progressbar', { name: 'Please wait…' })).toBeTruthy()
    await settle(60_000)
    expect(screen.getByRole('progressbar')).toBeTruthy()
    act(() => toast.hideAll())
    await settle(300)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
