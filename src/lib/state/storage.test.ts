import { beforeEach, describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { keys } from './keys'
import { persistedAtom, readStored } from './storage'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('persisted keys registry', () => {
  it('uses the defaults of the SPEC when nothing is stored', () => {
    expect(readStored(keys.theme)).toBe('dark')
    expect(readStored(keys.language)).toBe('EN')
    expect(readStored(keys.session)).toBeNull()
    expect(readStored(keys.trialName)).toBeNull()
  })

  it.each([
    ['theme', keys.theme, '"purple"', 'dark'],
    ['theme (not JSON)', keys.theme, 'purple', 'dark'],
    ['language', keys.language, '"XX"', 'EN'],
    ['session', keys.session, '{"token":1}', null],
    ['session (broken JSON)', keys.session, '{"token":', null],
    ['status cache', keys.systemStatus, 'garbage{', null],
  ] as const)('replaces a corrupt %s with the default and removes it', (_name, entry, raw, fallback) => {
    localStorage.setItem(entry.key, raw)
    expect(readStored(entry as never)).toEqual(fallback)
    expect(localStorage.getItem(entry.key)).toBeNull()
  })

  it('reads a bare stored string written by older builds', () => {
    localStorage.setItem('theme', 'light')
    expect(readStored(keys.theme)).toBe('light')
  })

  it('writes through and reads back, session keys in sessionStorage', () => {
    const store = createStore()
    const theme = persistedAtom(keys.theme)
    store.set(theme, 'light')
    expect(JSON.parse(localStorage.getItem('theme')!)).toBe('light')
    const trial = persistedAtom(keys.trialName)
    store.set(trial, 'guest123')
    expect(sessionStorage.getItem('trialName')).toBe('"guest123"')
    store.set(trial, null)
    expect(sessionStorage.getItem('trialName')).toBeNull()
  })

  it('is one atom per entry: what one screen remembers, another sharing the entry reads at once', () => {
    const store = createStore()
    const lobbys = persistedAtom(keys.hotGamesCount)
    const footers = persistedAtom(keys.hotGamesCount)
    store.set(lobbys, 0)
    expect(store.get(footers)).toBe(0)
  })
})
