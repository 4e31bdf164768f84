import { act, render } from '@testing-library/react'
import { startTransition, useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { usePageEntry } from './page-entry'

/** The frame's shape: each page in its own wrapper, the fade's wrapper or a plain one. */
function Shell({ path, fadeArrived, swiped }: { path: string; fadeArrived: boolean; swiped: () => boolean }) {
  const entry = usePageEntry(path, fadeArrived, swiped)
  const page = <Page path={path} />
  return entry.fades ? (
    <section key={path} aria-label={entry.animate ? 'Fading in' : 'Shown at once'}>
      {page}
    </section>
  ) : (
    <section key={path} aria-label="Plain">
      {page}
    </section>
  )
}

const mounts: string[] = []
/** A page that counts its mounts; 'slow' never arrives (its code still on its way). */
function Page({ path }: { path: string }) {
  useEffect(() => void mounts.push(path), [path])
  if (path === 'slow') throw new Promise(() => undefined)
  return <p>{path}</p>
}

const mountApp = (swiped = () => false) => {
  const controls = { go: (_path: string) => {}, arrive: () => {} }
  function App() {
    const [path, setPath] = useState('home')
    const [fadeArrived, setFadeArrived] = useState(false)
    useEffect(() => {
      controls.go = (next) => startTransition(() => setPath(next))
      controls.arrive = () => setFadeArrived(true)
    }, [])
    return <Shell path={path} fadeArrived={fadeArrived} swiped={swiped} />
  }
  mounts.length = 0
  return { view: render(<App />), controls }
}

describe('usePageEntry', () => {
  it("keeps the page on screen when the fade's code arrives while a navigation's render was thrown away", () => {
    const { view, controls } = mountApp()
    // The navigation's transition renders the next path, which suspends: React keeps home on screen.
    act(() => controls.go('slow'))
    expect(view.getByText('home')).toBeTruthy()
    act(() => controls.arrive())
    expect(view.getByRole('region', { name: 'Plain' }).textContent).toBe('home')
    expect(mounts).toEqual(['home'])
  })

  it('fades the pages navigated to once the code is here, and not after a swipe back', () => {
    let swipe = false
    const { view, controls } = mountApp(() => swipe)
    act(() => controls.arrive())
    expect(view.getByRole('region', { name: 'Plain' }).textContent).toBe('home')
    act(() => controls.go('list'))
    expect(view.getByRole('region', { name: 'Fading in' }).textContent).toBe('list')
    swipe = true
    act(() => controls.go('home'))
    expect(view.getByRole('region', { name: 'Shown at once' }).textContent).toBe('home')
    expect(mounts).toEqual(['home', 'list', 'home'])
  })
})
