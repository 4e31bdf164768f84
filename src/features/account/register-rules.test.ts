import { describe, expect, it } from 'vitest'
import { registerMethodOf } from './register-atoms'

describe('registerMethod (SPEC §3)', () => {
  it.each([
    [{ native: true, standalone: true, webclip: true }, 'APP'],
    [{ native: true, standalone: false, webclip: false }, 'APP'],
    [{ native: false, standalone: true, webclip: true }, 'WEBCLIP'],
    [{ native: false, standalone: true, webclip: false }, 'PWA'],
    [{ native: false, standalone: false, webclip: true }, 'H5'],
    [{ native: false, standalone: false, webclip: false }, 'H5'],
  ] as const)('%o is %s', (env, method) => {
    expect(registerMethodOf(env)).toBe(method)
  })
})
