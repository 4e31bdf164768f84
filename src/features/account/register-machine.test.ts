import { describe, expect, it } from 'vitest'
import { registerStart, registerTransition, type RegisterEvent, type RegisterState } from './register-machine'

const at = (phase: RegisterState['phase'], mode: RegisterState['mode'] = 'username'): RegisterState => ({ mode, phase })

describe('register machine', () => {
  it.each([
    [true, true, 'username'],
    [true, false, 'username'],
    [false, true, 'mobile'],
    [false, false, 'username'],
  ] as const)('username on %s, mobile on %s: starts in %s mode', (usernameOn, mobileOn, mode) => {
    expect(registerStart(usernameOn, mobileOn)).toEqual(at('editing', mode))
  })

  const table: ReadonlyArray<[string, RegisterState, RegisterEvent, RegisterState]> = [
    ['switch while editing', at('editing'), { type: 'switch', mode: 'mobile' }, at('editing', 'mobile')],
    ['switch while submitting is ignored', at('submitting'), { type: 'switch', mode: 'mobile' }, at('submitting')],
    ['submit starts the human check', at('editing'), { type: 'submit' }, at('verifying')],
    ['double tap while verifying is ignored', at('verifying'), { type: 'submit' }, at('verifying')],
    ['double tap while submitting is ignored', at('submitting'), { type: 'submit' }, at('submitting')],
    ['verified: the calls go', at('verifying'), { type: 'verified' }, at('submitting')],
    ['closing the challenge returns to the form', at('verifying'), { type: 'cancelled' }, at('editing')],
    ['a refusal returns to the form', at('submitting'), { type: 'failed' }, at('editing')],
    ['a failed challenge returns to the form', at('verifying'), { type: 'failed' }, at('editing')],
    ['success ends it', at('submitting'), { type: 'succeeded' }, at('done')],
    ['verified while editing is ignored', at('editing'), { type: 'verified' }, at('editing')],
    ['success while verifying is ignored', at('verifying'), { type: 'succeeded' }, at('verifying')],
    ['submit after done is ignored', at('done'), { type: 'submit' }, at('done')],
  ]
  it.each(table)('%s', (_name, state, event, next) => {
    expect(registerTransition(state, event)).toEqual(next)
  })
})
