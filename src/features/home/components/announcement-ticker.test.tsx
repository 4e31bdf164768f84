import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { AnnouncementTicker, marqueeDurationMs } from './announcement-ticker'
import { renderWithApp } from '../../../../tests/kit/render'
import { mockReducedMotion } from '../../../../tests/kit/reduced-motion'

/** Every observed element reports this width, as the browser's ResizeObserver would after layout. */
const measuredWidth = (width: number) =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, borderBoxSize: [{ inlineSize: width, blockSize: 20 }], contentRect: { width } }
        this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver)
      }
      disconnect() {}
    },
  )

const titles = ['System maintenance on 12 May 02:00-04:00', 'New member bonus: deposit ₱500, get ₱200']

describe('AnnouncementTicker', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('is one button, named Announcements followed by the titles it shows (label in name), that calls onTap', () => {
    const onTap = vi.fn()
    renderWithApp(<AnnouncementTicker titles={titles} onTap={onTap} />)
    const button = screen.getByRole('button', { name: /^Announcements/ })
    expect(button.getAttribute('aria-label')).toBeNull()
    expect(button.textContent).toContain(titles[1])
    fireEvent.click(button)
    expect(onTap).toHaveBeenCalledTimes(1)
  })

  it("shows the 'No announcement' placeholder without titles (blank titles count as none)", () => {
    const onTap = vi.fn()
    renderWithApp(<AnnouncementTicker titles={['  ']} onTap={onTap} />)
    expect(screen.getByText('No announcement')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^Announcements/ }))
    expect(onTap).toHaveBeenCalledTimes(1)
  })

  it('scrolls in a seamless loop at policies.marqueeFps (one pixel a frame)', () => {
    measuredWidth(600)
    const offsetWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get')
    renderWithApp(<AnnouncementTicker titles={titles} onTap={() => {}} />)
    const button = screen.getByRole('button', { name: /^Announcements/ })
    expect(button.style.getPropertyValue('--home-ticker-duration')).toBe(`${(600 / policies.marqueeFps) * 1000}ms`)
    expect(button.style.getPropertyValue('--home-ticker-distance')).toBe('600px')
    // A whole pixel a step: 600 steps over the loop, 30 a second.
    expect(button.style.getPropertyValue('--home-ticker-steps')).toBe('600')
    // The second copy that follows the first is hidden from assistive tech.
    expect(screen.getAllByText(titles[0]!)).toHaveLength(2)
    expect(button.className).toContain('home-ticker--moving')
    // Widths come from the observer: reading them from the elements would force a layout.
    expect(offsetWidth).not.toHaveBeenCalled()
  })

  it('stands still under prefers-reduced-motion', () => {
    mockReducedMotion(true)
    measuredWidth(600)
    renderWithApp(<AnnouncementTicker titles={titles} onTap={() => {}} />)
    expect(screen.getAllByText(titles[0]!)).toHaveLength(1)
    expect(screen.getByRole('button', { name: /^Announcements/ }).className).not.toContain('home-ticker--moving')
  })

  it('derives the loop duration from the distance', () => {
    expect(marqueeDurationMs(300, 30)).toBe(10_000)
    expect(marqueeDurationMs(0)).toBe(0)
    expect(marqueeDurationMs(-5)).toBe(0)
  })
})
