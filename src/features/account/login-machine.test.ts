import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { loginStart, loginTransition, revalidateLater, type LoginEvent, type LoginState } from './login-machine'

const editing = (over: Partial<LoginState> = {}): LoginState => ({ ...loginStart(), ...over })
const submitting = (over: Partial<LoginState> = {}): LoginState => editing({ phase: 'submitting', ...over })
const done: LoginState = editing({ phase: 'done' })

describe('login machine', () => {
  const table: ReadonlyArray<[string, LoginState, LoginEvent, LoginState]> = [
    ['switch to SMS while editing', editing(), { type: 'switch', mode: 'sms' }, editing({ mode: 'sms' })],
    ['switch keeps a shown captcha', editing({ captcha: true }), { type: 'switch', mode: 'sms' }, editing({ mode: 'sms', captcha: true })],
    ['switch to the same mode changes nothing', editing(), { type: 'switch', mode: 'username' }, editing()],
    ['switch while submitting is ignored', submitting(), { type: 'switch', mode: 'sms' }, submitting()],
    ['submit from editing', editing(), { type: 'submit' }, submitting()],
    ['double tap: submit while submitting is ignored', submitting(), { type: 'submit' }, submitting()],
    ['submit after done is ignored', done, { type: 'submit' }, done],
    ['failure returns to editing', submitting(), { type: 'failed', captcha: false }, editing()],
    ['failure asking a captcha shows it', submitting(), { type: 'failed', captcha: true }, editing({ captcha: true })],
    ['a captcha once asked stays', submitting({ captcha: true }), { type: 'failed', captcha: false }, editing({ captcha: true })],
    ['failure while editing is ignored', editing(), { type: 'failed', captcha: true }, editing()],
    ['success ends it', submitting(), { type: 'succeeded' }, done],
    ['success while editing is ignored', editing(), { type: 'succeeded' }, editing()],
  ]
  it.each(table)('%s', (_name, state, event, next) => {
    expect(loginTransition(state, event)).toEqual(next)
  })
})

describe('re-validation after a language change', () => {
  it('runs 200 ms after the change, and a newer change restarts the wait', async () => {
    let runs = 0
    await Effect.runPromise(
      Effect.gen(function* () {
        const first = yield* Effect.forkChild(revalidateLater(() => runs++))
        yield* TestClock.adjust(150)
        // The language changed again: the screen interrupts the first wait and starts another.
        yield* Fiber.interrupt(first)
        yield* Effect.forkChild(revalidateLater(() => runs++))
        yield* TestClock.adjust(199)
        expect(runs).toBe(0)
        yield* TestClock.adjust(1)
        expect(runs).toBe(1)
      }).pipe(Effect.provide(TestClock.layer())),
    )
  })
})
