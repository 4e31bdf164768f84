import { act, fireEvent, screen } from '@testing-library/react'
import { Exit } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/kit/render'
import { HttpStatusError } from '@/lib/http/errors'
import { useSendFeedback } from './use-send-feedback'

type Write = () => Promise<Exit.Exit<unknown, HttpStatusError>>

/** A control drawn from `shown` (an order), as "I have paid" and Accelerate are. */
function Control({
  shown,
  write,
  onSent = () => {},
}: {
  readonly shown: object
  readonly write: Write
  readonly onSent?: (done: string) => void
}) {
  const { locked, issue, send } = useSendFeedback(shown, onSent)
  return (
    <>
      <button type="button" disabled={locked} onClick={() => void send(write, 'Sent')}>
        Send
      </button>
      {issue && <p role="alert">{issue}</p>}
    </>
  )
}

const tapAndSettle = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  })
}
const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' })

describe('useSendFeedback: a write beside an order', () => {
  it('after a success stays locked while the control is drawn from the same order, and is given back once it changes', async () => {
    let sent = 0
    const write: Write = async () => {
      sent++
      return Exit.succeed(null)
    }
    const onSent = vi.fn()
    const order = { depositId: 'D1', paidReported: false }
    const view = renderWithApp(<Control shown={order} write={write} onSent={onSent} />)
    await tapAndSettle()
    expect(sent).toBe(1)
    expect(onSent).toHaveBeenCalledWith('Sent')
    // The answer is in, but the order the control is drawn from has not changed yet: a second tap
    // here (a double tap's) would send again.
    expect(send().disabled).toBe(true)
    view.rerender(<Control shown={order} write={write} />)
    expect(send().disabled).toBe(true)
    view.rerender(<Control shown={{ ...order, paidReported: true }} write={write} />)
    expect(send().disabled).toBe(false)
  })

  it('after a failure is given back at once, with the reason', async () => {
    const write: Write = async () => Exit.fail(new HttpStatusError({ status: 503 }))
    const onSent = vi.fn()
    renderWithApp(<Control shown={{ depositId: 'D1' }} write={write} onSent={onSent} />)
    await tapAndSettle()
    expect(onSent).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).not.toBe('')
    expect(send().disabled).toBe(false)
  })

  it("a second tap the write's lock turns away keeps the control locked until the first is answered", async () => {
    let answer: (exit: Exit.Exit<unknown, HttpStatusError>) => void = () => {}
    let pending = false
    let sent = 0
    // As a submitAtom's lock does: a send while one is on its way is turned away at once.
    const write = (() => {
      if (pending) return Promise.resolve('locked')
      pending = true
      sent++
      return new Promise((resolve) => {
        answer = (exit) => {
          pending = false
          resolve(exit)
        }
      })
    }) as Write
    renderWithApp(<Control shown={{ depositId: 'D1' }} write={write} />)
    // Both taps land before the first one redraws the control.
    await act(async () => {
      fireEvent.click(send())
      fireEvent.click(send())
    })
    expect(sent).toBe(1)
    expect(send().disabled).toBe(true)
    await act(async () => answer(Exit.fail(new HttpStatusError({ status: 503 }))))
    expect(send().disabled).toBe(false)
  })
})
