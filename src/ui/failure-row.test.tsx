import { fireEvent, screen } from '@testing-library/react'
import { Cause } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { describe, expect, it, vi } from 'vitest'
import { FailureOf } from './failure-row'
import { renderWithApp } from '../../tests/kit/render'

const messageOf = (error: string) => `said: ${error}`
const fee = <p>Fee ₱10.00</p>

describe('FailureOf', () => {
  it('shows what it stands for while the result is loading or loaded', () => {
    const { rerender } = renderWithApp(
      <FailureOf result={AsyncResult.initial(true)} messageOf={messageOf} onRetry={() => {}}>
        {fee}
      </FailureOf>,
    )
    expect(screen.getByText('Fee ₱10.00')).toBeTruthy()
    rerender(
      <FailureOf result={AsyncResult.success(10)} messageOf={messageOf} onRetry={() => {}}>
        {fee}
      </FailureOf>,
    )
    expect(screen.getByText('Fee ₱10.00')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a failed read says its error in its place, with Retry', () => {
    const onRetry = vi.fn()
    renderWithApp(
      <FailureOf result={AsyncResult.fail('timeout')} messageOf={messageOf} onRetry={onRetry}>
        {fee}
      </FailureOf>,
    )
    expect(screen.getByRole('alert').textContent).toContain('said: timeout')
    expect(screen.queryByText('Fee ₱10.00')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('a defect (no typed error) is said too, as could not load', () => {
    renderWithApp(
      <FailureOf result={AsyncResult.failure<number, string>(Cause.die(new Error('boom')))} messageOf={messageOf} onRetry={() => {}}>
        {fee}
      </FailureOf>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Could not load this. Please try again.')
  })
})
