import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import { installPress, longPressEvent, pressedAttribute } from './press'

/** SPEC §9: press-in 130 ms and press-out 100 ms are delays; a long press is 370 ms. Fake timers, no sleeping. */
describe('press feedback', () => {
  let uninstall: () => void
  let button: HTMLButtonElement
  const pointer = (type: string, target: Element = button, at = { x: 10, y: 10 }) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        isPrimary: true,
        pointerType: 'touch',
        button: 0,
        clientX: at.x,
        clientY: at.y,
      }),
    )
  const pressed = () => button.hasAttribute(pressedAttribute)

  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div><button type="button"><span>go</span></button><p>text</p></div>'
    button = document.querySelector('button')!
    uninstall = installPress(document)
  })
  afterEach(() => {
    uninstall()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('uses the SPEC numbers', () => {
    expect([policies.pressIn, policies.pressOut, policies.longPress]).toEqual([130, 100, 370])
  })

  it('shows the pressed state 130 ms after the finger goes down, not before', () => {
    pointer('pointerdown', button.querySelector('span')!)
    vi.advanceTimersByTime(129)
    expect(pressed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(pressed()).toBe(true)
  })

  it('keeps both delays when a timer wakes before the page clock says they have passed', () => {
    // Chromium may run a timeout a little early; here the clock reads 2 ms behind the timers.
    const clock = performance.now.bind(performance)
    let behind = 0
    vi.spyOn(performance, 'now').mockImplementation(() => clock() - behind)
    pointer('pointerdown')
    behind = 2
    vi.advanceTimersByTime(130)
    expect(pressed()).toBe(false)
    vi.advanceTimersByTime(2)
    expect(pressed()).toBe(true)
    behind = 0
    pointer('pointerup')
    behind = 2
    vi.advanceTimersByTime(100)
    expect(pressed()).toBe(true)
    vi.advanceTimersByTime(2)
    expect(pressed()).toBe(false)
  })

  it('clears it 100 ms after the finger lifts, not before', () => {
    pointer('pointerdown')
    vi.advanceTimersByTime(200)
    pointer('pointerup')
    vi.advanceTimersByTime(99)
    expect(pressed()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(pressed()).toBe(false)
  })

  it('a tap shorter than 130 ms never shows the pressed state', () => {
    pointer('pointerdown')
    vi.advanceTimersByTime(100)
    pointer('pointerup')
    vi.advanceTimersByTime(1000)
    expect(pressed()).toBe(false)
  })

  it('a move beyond the slop (a scroll) or a cancel ends the press', () => {
    pointer('pointerdown')
    pointer('pointermove', button, { x: 10, y: 40 })
    vi.advanceTimersByTime(1000)
    expect(pressed()).toBe(false)
    pointer('pointerdown')
    vi.advanceTimersByTime(150)
    pointer('pointercancel')
    vi.advanceTimersByTime(100)
    expect(pressed()).toBe(false)
  })

  it('ignores what is not pressable', () => {
    const text = document.querySelector('p')!
    pointer('pointerdown', text)
    vi.advanceTimersByTime(1000)
    expect(document.querySelector(`[${pressedAttribute}]`)).toBeNull()
  })

  it('fires a long press at 370 ms; a taken long press swallows the click that follows', () => {
    const longPresses: number[] = []
    const clicks: number[] = []
    button.addEventListener(longPressEvent, (event) => {
      event.preventDefault()
      longPresses.push(Date.now())
    })
    button.addEventListener('click', () => clicks.push(Date.now()))
    pointer('pointerdown')
    vi.advanceTimersByTime(369)
    expect(longPresses).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(longPresses).toHaveLength(1)
    pointer('pointerup')
    button.click()
    expect(clicks).toHaveLength(0)
    // The next ordinary tap clicks again.
    pointer('pointerdown')
    vi.advanceTimersByTime(50)
    pointer('pointerup')
    button.click()
    expect(clicks).toHaveLength(1)
  })

  it('a long press nobody takes leaves the click alone; a release before 370 ms fires none', () => {
    const longPresses: Event[] = []
    const clicks: Event[] = []
    document.addEventListener(longPressEvent, (event) => longPresses.push(event))
    button.addEventListener('click', (event) => clicks.push(event))
    pointer('pointerdown')
    vi.advanceTimersByTime(369)
    pointer('pointerup')
    vi.advanceTimersByTime(1000)
    expect(longPresses).toHaveLength(0)
    pointer('pointerdown')
    vi.advanceTimersByTime(400)
    pointer('pointerup')
    button.click()
    expect(longPresses).toHaveLength(1)
    expect(clicks).toHaveLength(1)
  })
})
