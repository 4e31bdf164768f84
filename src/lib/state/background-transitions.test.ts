import { atom, createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { renderBackgroundChangesAsTransitions } from './background-transitions'

const transitions = vi.hoisted(() => ({ started: 0 }))
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>()
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.started += 1
      react.startTransition(scope)
    },
  }
})

describe('renderBackgroundChangesAsTransitions', () => {
  it('tells readers of a change that arrived by itself inside a transition, and of a tap at once', () => {
    const store = renderBackgroundChangesAsTransitions(createStore())
    const count = atom(0)
    const heard: number[] = []
    store.sub(count, () => heard.push(store.get(count)))

    // An answer or a timer: no event is being dispatched.
    store.set(count, 1)
    expect(heard).toEqual([1])
    expect(transitions.started).toBe(1)

    // A tap: browsers set window.event while they dispatch it (happy-dom does not, so it is set here).
    Object.defineProperty(window, 'event', { value: new MouseEvent('click'), configurable: true })
    try {
      store.set(count, 2)
    } finally {
      Object.defineProperty(window, 'event', { value: undefined, configurable: true })
    }
    expect(heard).toEqual([1, 2])
    expect(transitions.started).toBe(1)
  })
})
