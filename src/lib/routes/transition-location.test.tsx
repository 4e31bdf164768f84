import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Router, useLocation, useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { useTransitionLocation, useTransitionSearch } from './transition-location'

/** Shows where wouter says the app is. Two of them: every reader must move together. */
function Where({ name }: { name: string }) {
  const [path] = useLocation()
  const search = useSearch()
  return <p aria-label={name}>{search ? `${path}?${search}` : path}</p>
}

const renderApp = () =>
  render(
    <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
      <Where name="header" />
      <Where name="page" />
    </Router>,
  )

const shown = () => [screen.getByLabelText('header').textContent, screen.getByLabelText('page').textContent]

/** Lets every pending microtask run: where React renders an update it must render at once. */
const afterMicrotasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/**
 * Dispatches `act` as part of `event`: a browser sets window.event while it dispatches an event,
 * and runs the microtasks a listener queued before the dispatch ends (happy-dom does neither).
 */
const whileDispatching = async (event: Event, act: () => void) => {
  Object.defineProperty(window, 'event', { value: event, configurable: true })
  try {
    act()
    await afterMicrotasks()
  } finally {
    Object.defineProperty(window, 'event', { value: undefined, configurable: true })
  }
}

describe('the location as a transition', () => {
  // Outside act(): what is measured is when React renders by itself, as in the browser.
  beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false))
  afterAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true))
  beforeEach(() => history.replaceState(null, '', '/m/home'))
  afterEach(cleanup)

  it('leaves the page as it is for the tap’s frame, then moves every reader to the new address together', async () => {
    renderApp()
    expect(shown()).toEqual(['/m/home', '/m/home'])

    // wouter's own hook renders within the dispatch, before the browser can draw the tap's frame.
    await whileDispatching(new MouseEvent('click'), () => navigate('/m/gameList?gameType=RNG'))
    expect(shown()).toEqual(['/m/home', '/m/home'])

    await waitFor(() => expect(shown()).toEqual(['/m/gameList?gameType=RNG', '/m/gameList?gameType=RNG']))
  })

  it('does the same for a step back in the history, which React would otherwise render at once', async () => {
    renderApp()
    // The browser has already moved when popstate is dispatched; replaceState moves it here.
    await whileDispatching(new PopStateEvent('popstate'), () => navigate('/m/help?i=0', { replace: true }))
    expect(shown()).toEqual(['/m/home', '/m/home'])

    await waitFor(() => expect(shown()).toEqual(['/m/help?i=0', '/m/help?i=0']))
  })

  it('shows a page that mounts after a navigation where the browser already is', async () => {
    navigate('/m/promotions')
    renderApp()
    expect(shown()).toEqual(['/m/promotions', '/m/promotions'])
  })
})
