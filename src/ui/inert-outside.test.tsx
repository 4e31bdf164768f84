import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useInertOutside } from './inert-outside'

const frames = (count: number) => new Promise((done) => setTimeout(done, count * 20))

afterEach(() => document.body.replaceChildren())

describe('useInertOutside', () => {
  it('makes inert what Base UI hides, even when it marks the page frames late (a busy phone), and gives it back on close', async () => {
    const page = document.body.appendChild(document.createElement('main'))
    const toasts = document.body.appendChild(document.createElement('div'))
    toasts.setAttribute('data-live-layer', '')
    const { rerender } = renderHook(({ open }) => useInertOutside(open), { initialProps: { open: true } })

    await frames(3)
    for (const element of [page, toasts]) {
      element.setAttribute('data-base-ui-inert', '')
      element.setAttribute('aria-hidden', 'true')
    }
    await waitFor(() => expect(page.hasAttribute('inert')).toBe(true))
    // The toasts stay heard and live.
    expect([toasts.hasAttribute('inert'), toasts.hasAttribute('aria-hidden')]).toEqual([false, false])

    rerender({ open: false })
    expect(page.hasAttribute('inert')).toBe(false)
  })
})
