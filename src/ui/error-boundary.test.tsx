import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ErrorBoundary } from './error-boundary'
import { renderWithApp } from '../../tests/kit/render'

let shouldThrow = true
const Flaky = () => {
  if (shouldThrow) throw new Error('boom')
  return <p>Recovered content</p>
}

describe('ErrorBoundary', () => {
  let consoleError: MockInstance
  beforeEach(() => {
    shouldThrow = true
    // React reports caught render errors on the console; keep the test output readable.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    consoleError.mockRestore()
  })

  it('shows the fallback and re-renders the children on retry', () => {
    const onRetry = vi.fn()
    const onError = vi.fn()
    renderWithApp(
      <ErrorBoundary onRetry={onRetry} onError={onError}>
        <Flaky />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    expect(onError).toHaveBeenCalledTimes(1)

    shouldThrow = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Recovered content')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the fallback again when the child still throws', () => {
    renderWithApp(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.getByRole('alert')).toBeTruthy()
  })

  it('resets when resetKey changes', () => {
    const { rerender } = renderWithApp(
      <ErrorBoundary resetKey="/a">
        <Flaky />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toBeTruthy()
    shouldThrow = false
    rerender(
      <ErrorBoundary resetKey="/a">
        <Flaky />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toBeTruthy()
    rerender(
      <ErrorBoundary resetKey="/b">
        <Flaky />
      </ErrorBoundary>,
    )
    expect(screen.getByText('Recovered content')).toBeTruthy()
  })

  it('renders a custom fallback', () => {
    renderWithApp(
      <ErrorBoundary
        fallback={({ reset }) => (
          <button type="button" onClick={reset}>
            again
          </button>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('button', { name: 'again' })).toBeTruthy()
  })
})
