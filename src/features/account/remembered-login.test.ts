import { beforeEach, describe, expect, it } from 'vitest'
import { makeRememberedLogins, type KeyStore } from './remembered-login'

const memoryKeys = (): KeyStore & { key: CryptoKey | null } => {
  const store = {
    key: null as CryptoKey | null,
    load: async () => store.key,
    save: async (key: CryptoKey) => {
      store.key = key
    },
  }
  return store
}

beforeEach(() => localStorage.clear())

describe('remembered login', () => {
  it('refills a username login, and localStorage never holds the password', async () => {
    const keys = memoryKeys()
    const logins = makeRememberedLogins(keys)
    await logins.remember('username', { username: 'player01', password: 'pass1234', countryDialingCode: '+63' })
    const raw = localStorage.getItem('remPass')!
    expect(raw).toContain('player01')
    expect(raw).not.toContain('pass1234')
    expect(raw).not.toContain(btoa('pass1234'))
    expect(await logins.recall('username')).toEqual({ username: 'player01', password: 'pass1234', countryDialingCode: '+63' })
  })

  it('uses a key that cannot be exported', async () => {
    const keys = memoryKeys()
    await makeRememberedLogins(keys).remember('username', { username: 'a', password: 'b', countryDialingCode: '' })
    expect(keys.key!.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', keys.key!)).rejects.toThrow()
  })

  it('keeps one entry per mode; SMS mode keeps only the number', async () => {
    const logins = makeRememberedLogins(memoryKeys())
    await logins.remember('username', { username: 'player01', password: 'pass1234', countryDialingCode: '+63' })
    await logins.remember('sms', { username: '9171234501', password: '123456', countryDialingCode: '+63' })
    expect(await logins.recall('sms')).toEqual({ username: '9171234501', password: '', countryDialingCode: '+63' })
    expect((await logins.recall('username'))?.password).toBe('pass1234')
    logins.forget('username')
    expect(await logins.recall('username')).toBeNull()
    expect(await logins.recall('sms')).not.toBeNull()
  })

  it('a lost key (another browser profile) refills the name with an empty password', async () => {
    await makeRememberedLogins(memoryKeys()).remember('username', { username: 'player01', password: 'pass1234', countryDialingCode: '' })
    expect(await makeRememberedLogins(memoryKeys()).recall('username')).toEqual({
      username: 'player01',
      password: '',
      countryDialingCode: '',
    })
  })
})
