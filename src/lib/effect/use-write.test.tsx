import { act, fireEvent, screen } from '@testing-library/react'
import { Effect, Layer, ManagedRuntime } from 'effect'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/kit/render'
import { HttpStatusError, ServerRefusal } from '@/lib/http/errors'
import { installRuntime, type AppServices } from './runtime'
import { submitAtom } from './submit-atom'
import { useWrite } from './use-write'

type Answer = Effect.Effect<string, HttpStatusError | ServerRefusal>

/** A write (a real submitAtom, its lock and all) whose answers the test gives, one per send, each when it chooses. */
const makeWrite = () => {
  const sent: string[] = []
  const answers: Array<(answer: Answer) => void> = []
  const write = submitAtom((input: string) =>
    Effect.callback<string, HttpStatusError | ServerRefusal>((resume) => {
      sent.push(input)
      answers.push(resume)
    }),
  )
  return { write, sent, answer: async (answer: Answer) => act(async () => answers.shift()!(answer)) }
}

beforeEach(() => installRuntime(ManagedRuntime.make(Layer.empty as unknown as Layer.Layer<AppServices>)))

function Form({ write, onDone }: { readonly write: ReturnType<typeof makeWrite>['write']; readonly onDone: (answer: string) => void }) {
  const [typed, setTyped] = useState('')
  const { send, busy, failure } = useWrite(write)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void send(typed, onDone)
      }}
    >
      <input aria-label="Amount" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <button type="submit" aria-busy={busy}>
        Send
      </button>
      {failure && <p role="alert">{failure}</p>}
    </form>
  )
}

const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })))

describe('useWrite: a form sends its write', () => {
  it('busy while on its way; a failure in the dictionary words, what was typed kept; the next try clears it and is done', async () => {
    const { write, sent, answer } = makeWrite()
    const onDone = vi.fn()
    renderWithApp(<Form write={write} onDone={onDone} />)
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '500' } })
    await submit()
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true')
    await answer(Effect.fail(new HttpStatusError({ status: 503 })))
    expect(screen.getByRole('alert').textContent).toBe('System upgrading, please try again later')
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('false')
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('500')
    expect(onDone).not.toHaveBeenCalled()

    await submit()
    expect(screen.queryByRole('alert')).toBeNull()
    await answer(Effect.succeed('order-1'))
    expect(onDone).toHaveBeenCalledWith('order-1')
    expect(sent).toEqual(['500', '500'])
  })

  it("a refusal in the platform's own words", async () => {
    const { write, answer } = makeWrite()
    renderWithApp(<Form write={write} onDone={() => {}} />)
    await submit()
    await answer(Effect.fail(new ServerRefusal({ code: 'X1', reason: 'Not enough balance', value: null })))
    expect(screen.getByRole('alert').textContent).toBe('Not enough balance')
  })

  it('a tap the lock turned away changes nothing: no failure, not done', async () => {
    const { write } = makeWrite()
    const onDone = vi.fn()
    renderWithApp(<Form write={write} onDone={onDone} />)
    await submit()
    // The second tap while the first is on its way.
    await submit()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onDone).not.toHaveBeenCalled()
  })
})
