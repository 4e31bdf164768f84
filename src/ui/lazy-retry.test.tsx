import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react'
import { outsideAct } from '../../tests/unit/outside-act'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ErrorBoundary } from './error-boundary'
import { isChunkLoadError, lazyRetry } from './lazy-retry'
import { renderWithApp } from '../../tests/kit/render'

const Page = () => <h1>Help center</h1>
/** What a failed dynamic import rejects with in Chromium. */
const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/help-page-x.js')

/** A page chunk whose imports fail while `failing` is set. */
const chunk = () => {
  const state = { failing: true }
  const load = vi.fn(async (): Promise<{ default: ComponentType }> => {
    if (state.failing) throw offline()
    return { default: Page }
  })
  return { state, load }
}

const framed = (Lazy: ComponentType, resetKey = '/m/help') => (
  <ErrorBoundary resetKey={resetKey}>
    <Suspense fallback={<p>Loading</p>}>
      <Lazy />
    </Suspense>
  </ErrorBoundary>
)

const retryButton = () => screen.findByRole('button', { name: 'Retry' })

describe('lazyRetry', () => {
  let consoleError: MockInstance
  beforeEach(() => {
    // React reports caught render errors on the console; keep the test output readable.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => consoleError.mockRestore())

  it('a failed import shows Retry saying the page could not load; Retry imports again and the page renders', async () => {
    const { state, load } = chunk()
    const HelpPage = lazyRetry(load)
    renderWithApp(framed(HelpPage))

    const retry = await retryButton()
    expect(screen.getByRole('alert').textContent).toContain('Could not load this. Please try again.')
    // React renders the rejected page again on its way to the boundary: that must not import again.
    expect(load).toHaveBeenCalledTimes(1)

    state.failing = false
    fireEvent.click(retry)
    expect(await screen.findByRole('heading', { name: 'Help center' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps failing while the chunk stays away, one import per Retry, and marks the later failures as repeated', async () => {
    const { load } = chunk()
    const HelpPage = lazyRetry(load)
    const errors: unknown[] = []
    renderWithApp(
      <ErrorBoundary onError={(error) => errors.push(error)}>
        <Suspense fallback={<p>Loading</p>}>
          <HelpPage />
        </Suspense>
      </ErrorBoundary>,
    )
    fireEvent.click(await retryButton())
    fireEvent.click(await retryButton())
    await retryButton()
    expect(load).toHaveBeenCalledTimes(3)
    expect(errors.map((error) => isChunkLoadError(error) && error.repeated)).toEqual([false, true, true])
  })

  it('an import on its way as the network came back, failing a moment after, is asked again at once, with no Retry tapped', async () => {
    const imports: Array<{ arrive: () => void; fail: () => void }> = []
    const load = vi.fn(
      () =>
        new Promise<{ default: ComponentType }>((resolve, reject) => {
          imports.push({ arrive: () => resolve({ default: Page }), fail: () => reject(offline()) })
        }),
    )
    renderWithApp(framed(lazyRetry(load)))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    window.dispatchEvent(new Event('online'))
    imports[0]!.fail()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    imports[1]!.arrive()
    expect(await screen.findByRole('heading', { name: 'Help center' })).toBeTruthy()
  })

  it('an import that failed while offline waits for the network, then is asked again by itself', async () => {
    const { state, load } = chunk()
    renderWithApp(framed(lazyRetry(load)))
    await retryButton()
    await new Promise((wait) => setTimeout(wait, 5))
    expect(load).toHaveBeenCalledTimes(1)
    state.failing = false
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByRole('heading', { name: 'Help center' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('coming back to the route after a failure imports again (no stale rejection)', async () => {
    const { state, load } = chunk()
    const HelpPage = lazyRetry(load)
    const { unmount } = renderWithApp(framed(HelpPage))
    await retryButton()
    unmount()

    state.failing = false
    renderWithApp(framed(HelpPage, '/m/help?again'))
    expect(await screen.findByRole('heading', { name: 'Help center' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('once loaded, renders at once and never imports again', async () => {
    const { state, load } = chunk()
    state.failing = false
    const HelpPage = lazyRetry(load)
    const { unmount } = renderWithApp(framed(HelpPage))
    await screen.findByRole('heading', { name: 'Help center' })
    unmount()
    renderWithApp(framed(HelpPage))
    expect(screen.getByRole('heading', { name: 'Help center' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preloaded before its first render, shows the page in that render, never the fallback', async () => {
    const { state, load } = chunk()
    state.failing = false
    const HomePage = lazyRetry(load)
    await HomePage.preload()
    renderWithApp(framed(HomePage))
    expect(screen.getByRole('heading', { name: 'Help center' })).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('a failed preload is left for the render to meet: it shows Retry', async () => {
    const { load } = chunk()
    const HelpPage = lazyRetry(load)
    await HelpPage.preload()
    renderWithApp(framed(HelpPage))
    await retryButton()
  })

  it('keeps the page it mounted when its code came while React waited on it, and the frame renders again', async () => {
    // The code is here a few microtasks after React suspends on it, before React comes back (its
    // next task): React then finishes the same render with the page mounted inside the React.lazy.
    await outsideAct(async () => {
      let mounts = 0
      function Counted() {
        useEffect(() => void (mounts += 1), [])
        return <h1>Help center</h1>
      }
      const HelpPage = lazyRetry(() => Promise.resolve({ default: Counted }))
      const frame = { open: () => {}, renderAgain: () => {} }
      function Frame() {
        const [open, setOpen] = useState(false)
        const [, setRenders] = useState(0)
        useEffect(() => {
          frame.open = () => startTransition(() => setOpen(true))
          frame.renderAgain = () => setRenders((n) => n + 1)
        }, [])
        return <Suspense fallback={<p>Loading</p>}>{open ? <HelpPage /> : <p>Home</p>}</Suspense>
      }
      render(<Frame />)
      const settle = () => new Promise((done) => setTimeout(done, 50))
      frame.open()
      await settle()
      expect(screen.getByRole('heading', { name: 'Help center' })).toBeTruthy()
      frame.renderAgain()
      await settle()
      expect(mounts).toBe(1)
    })
  })
})
