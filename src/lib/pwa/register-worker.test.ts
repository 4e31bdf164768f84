import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerWorker } from './register-worker'

describe('registerWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('registers /sw.js for the whole app', () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration))
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true })
    registerWorker()
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
  })

  it('does nothing where there are no service workers, and a refused registration breaks nothing', async () => {
    expect(() => registerWorker()).not.toThrow()
    const register = vi.fn(() => Promise.reject(new Error('refused')))
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true })
    registerWorker()
    await Promise.resolve()
    expect(register).toHaveBeenCalledTimes(1)
  })
})
