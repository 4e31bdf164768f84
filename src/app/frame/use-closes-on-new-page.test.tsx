import { act, fireEvent, render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { useClosesOnNewPage } from './use-closes-on-new-page'

function Popup() {
  const [open, setOpen] = useState(false)
  useClosesOnNewPage(open, () => setOpen(false))
  return (
    <button type="button" onClick={() => setOpen(true)}>
      {open ? 'Open' : 'Closed'}
    </button>
  )
}

/** The frame at `drawn`, the address bar at `address` (the same, or a navigation still being drawn). */
const mountAt = (drawn: string, address: string) => {
  history.replaceState(null, '', address)
  const memory = memoryLocation({ path: drawn })
  const view = render(
    <Router hook={memory.hook}>
      <Popup />
    </Router>,
  )
  /** The frame draws `path`, the address having moved to it first. */
  const draw = (path: string) =>
    act(() => {
      history.replaceState(null, '', path)
      memory.navigate(path)
    })
  return { button: view.getByRole('button'), draw }
}

afterEach(() => history.replaceState(null, '', '/'))

describe('useClosesOnNewPage', () => {
  it('stays open as it opens, and closes when the player goes to another page', () => {
    const { button, draw } = mountAt('/m/activity', '/m/activity')
    fireEvent.click(button)
    expect(button.textContent).toBe('Open')
    draw('/m/notice')
    expect(button.textContent).toBe('Closed')
  })

  it('opened while the page the address names is still being drawn: that page coming is not a new one', () => {
    const { button, draw } = mountAt('/m/home', '/m/activity')
    fireEvent.click(button)
    draw('/m/activity')
    expect(button.textContent).toBe('Open')
    draw('/m/notice')
    expect(button.textContent).toBe('Closed')
  })

  it('opens again after closing, from the page it is on then', () => {
    const { button, draw } = mountAt('/m/home', '/m/home')
    fireEvent.click(button)
    draw('/m/activity')
    expect(button.textContent).toBe('Closed')
    fireEvent.click(button)
    draw('/m/activity')
    expect(button.textContent).toBe('Open')
  })
})
