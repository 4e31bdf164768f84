import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Loader } from './loader'
import { renderWithApp } from '../../tests/kit/render'

describe('Loader', () => {
  it('is a progressbar named by ui:loading', () => {
    renderWithApp(<Loader />)
    const bar = screen.getByRole('progressbar', { name: 'Loading…' })
    expect(bar.getAttribute('aria-busy')).toBe('true')
  })

  it('takes a custom label', () => {
    renderWithApp(<Loader label="Fetching games" size="sm" />)
    expect(screen.getByRole('progressbar', { name: 'Fetching games' })).toBeTruthy()
  })

  it('fullscreen covers the screen and can show its label', () => {
    const { container } = renderWithApp(<Loader fullscreen showLabel />)
    expect(container.querySelector('.ui-loader--fullscreen')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.getByText('Loading…')).toBeTruthy()
  })

  it('delayed, it is hidden until its delay has passed (a CSS animation of that delay)', () => {
    renderWithApp(<Loader delayMs={200} />)
    const bar = screen.getByRole('progressbar', { name: 'Loading…' })
    expect(bar.classList.contains('ui-loader--delayed')).toBe(true)
    expect(bar.style.animationDelay).toBe('200ms')
  })
})
