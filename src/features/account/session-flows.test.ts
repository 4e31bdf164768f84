import { describe, expect, it } from 'vitest'
import type { Viewer } from '@/domain/member'
import { freePlayIdle, freePlayTransition, mayFreePlay, type FreePlayEvent, type FreePlayState } from './free-play-machine'
import { logoutTransition, type LogoutEvent, type LogoutState } from './logout-machine'

describe('free play machine', () => {
  const starting: FreePlayState = { tag: 'starting' }
  const done: FreePlayState = { tag: 'done' }
  const refused: FreePlayState = { tag: 'refused', reason: 'System busy' }
  const failed: FreePlayEvent = { type: 'failed', reason: 'System busy' }
  it.each([
    ['start from idle', freePlayIdle, { type: 'start' }, starting],
    ['double tap while starting is ignored', starting, { type: 'start' }, starting],
    ['a failure says why', starting, failed, refused],
    ['a refused one may be tried again', refused, { type: 'start' }, starting],
    ['success ends it', starting, { type: 'started' }, done],
    ['start after done is ignored', done, { type: 'start' }, done],
    ['a late failure after done is ignored', done, failed, done],
    ['an answer while idle is ignored', freePlayIdle, { type: 'started' }, freePlayIdle],
  ] as ReadonlyArray<[string, FreePlayState, FreePlayEvent, FreePlayState]>)('%s', (_n, state, event, next) => {
    expect(freePlayTransition(state, event)).toEqual(next)
  })

  it.each([
    [{ kind: 'guest' }, true],
    [{ kind: 'member', type: 0 }, true],
    [{ kind: 'member', type: 40 }, true],
    [{ kind: 'trial', type: 4 }, false],
    [{ kind: 'agent', type: 2 }, false],
  ] as ReadonlyArray<[Viewer, boolean]>)('%o may free play: %s', (viewer, may) => {
    expect(mayFreePlay(viewer)).toBe(may)
  })
})

describe('logout machine', () => {
  it.each([
    ['idle', 'ask', 'confirming'],
    ['confirming', 'cancel', 'idle'],
    ['confirming', 'confirm', 'leaving'],
    ['leaving', 'confirm', 'leaving'],
    ['leaving', 'ask', 'leaving'],
    ['leaving', 'cancel', 'leaving'],
    ['leaving', 'left', 'idle'],
    ['idle', 'confirm', 'idle'],
    ['idle', 'left', 'idle'],
  ] as ReadonlyArray<[LogoutState, LogoutEvent, LogoutState]>)('%s + %s = %s', (state, event, next) => {
    expect(logoutTransition(state, event)).toBe(next)
  })
})
