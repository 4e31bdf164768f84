import { describe, expect, it } from 'vitest'
import { makeHarnessKeys } from '../../../harness/crypto'
import { seal } from './body-cipher'

describe('body encryption (DESIGN.md §4)', () => {
  it('seals a body the platform key opens, with the headers it expects', async () => {
    const keys = await makeHarnessKeys()
    const payload = { username: 'player01', password: 'pass1234', type: 'username' }
    const sealed = await seal(payload, keys.publicKey)
    expect(sealed.headers).toMatchObject({ Encryption: 'RSA', 'X-Digest': 'AES-GCM' })
    expect(sealed.body.value).not.toContain('pass1234')
    expect(await keys.open(sealed.body.value, sealed.headers['X-RSA']!)).toEqual(payload)
  })

  it('uses a fresh key and IV for every body', async () => {
    const keys = await makeHarnessKeys()
    const [a, b] = await Promise.all([seal({ x: 1 }, keys.publicKey), seal({ x: 1 }, keys.publicKey)])
    expect(a.body.value).not.toBe(b.body.value)
    expect(a.headers['X-RSA']).not.toBe(b.headers['X-RSA'])
  })

  it('cannot be opened after tampering', async () => {
    const keys = await makeHarnessKeys()
    const sealed = await seal({ x: 1 }, keys.publicKey)
    const tampered = `${sealed.body.value.slice(0, -4)}AAAA`
    await expect(keys.open(tampered, sealed.headers['X-RSA']!)).rejects.toBeTruthy()
  })
})
