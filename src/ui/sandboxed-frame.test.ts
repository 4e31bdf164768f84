import { describe, expect, it } from 'vitest'
import { frameSandbox, ownOriginSandbox, sandboxFor } from './sandboxed-frame'

describe('sandboxFor', () => {
  const app = 'https://m.operator.example'
  it.each([
    ['a game on its provider', 'https://games.provider.example/play?token=t', frameSandbox],
    ['the lottery on its own origin', 'https://lotto.operator.example/?token=t', frameSandbox],
    ['another port of the same host', 'https://m.operator.example:8443/task', frameSandbox],
    ['a relative address (the default /lotto/)', '/lotto/?token=t', ownOriginSandbox],
    ["a link on the app's own host", 'https://m.operator.example/task.html', ownOriginSandbox],
    ['an address that is no URL', 'http://[bad', ownOriginSandbox],
  ])('%s', (_, src, sandbox) => {
    expect(sandboxFor(src, app)).toBe(sandbox)
  })

  it('never lets a frame navigate the app', () => {
    for (const sandbox of [frameSandbox, ownOriginSandbox]) expect(sandbox).not.toMatch(/allow-top-navigation/)
    expect(ownOriginSandbox).not.toMatch(/allow-same-origin/)
  })
})
