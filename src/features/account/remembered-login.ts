import { keys, sealingKeyDatabase } from '@/lib/state/keys'
import { readStored, writeStored } from '@/lib/state/storage'

const remPassKey = keys.remPass

/**
 * SPEC §3 remembered login, without a reversible password in localStorage: the password is sealed
 * with AES-GCM under a non-extractable key that lives in IndexedDB. Script on the page can use the
 * key while the page runs, but no one can read it out, and a copied localStorage is useless.
 * The browser's own password manager works beside this (autocomplete attributes on the inputs).
 */

export type LoginMode = 'username' | 'sms'

export interface Recalled {
  readonly username: string
  readonly password: string
  readonly countryDialingCode: string
}

/** Where the sealing key is kept: IndexedDB in the browser; tests pass an in-memory one. */
export interface KeyStore {
  readonly load: () => Promise<CryptoKey | null>
  readonly save: (key: CryptoKey) => Promise<void>
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })

export const indexedDbKeyStore = (dbName = sealingKeyDatabase, storeName = 'keys', id = 'remember'): KeyStore => {
  const open = () => {
    const opening = indexedDB.open(dbName, 1)
    opening.onupgradeneeded = () => opening.result.createObjectStore(storeName)
    return request(opening)
  }
  return {
    load: async () => {
      const db = await open()
      try {
        return ((await request(db.transaction(storeName).objectStore(storeName).get(id))) as CryptoKey | undefined) ?? null
      } finally {
        db.close()
      }
    },
    save: async (key) => {
      const db = await open()
      try {
        await request(db.transaction(storeName, 'readwrite').objectStore(storeName).put(key, id))
      } finally {
        db.close()
      }
    },
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

export const makeRememberedLogins = (keyStore: KeyStore) => {
  const keyOf = async (create: boolean) => {
    const existing = await keyStore.load()
    if (existing || !create) return existing
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    await keyStore.save(key)
    return key
  }

  const remember = async (mode: LoginMode, login: Recalled) => {
    let secret = ''
    if (mode === 'username' && login.password) {
      const key = (await keyOf(true))!
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(login.password)))
      const packed = new Uint8Array(iv.length + sealed.length)
      packed.set(iv)
      packed.set(sealed, iv.length)
      secret = toBase64(packed)
    }
    writeStored(remPassKey, {
      ...readStored(remPassKey),
      [mode]: { username: login.username, countryDialingCode: login.countryDialingCode, secret },
    })
  }

  const forget = (mode: LoginMode) => {
    const { [mode]: _dropped, ...rest } = readStored(remPassKey)
    writeStored(remPassKey, rest)
  }

  /** The remembered entry of a mode; a secret that no longer opens (key lost) gives an empty password. */
  const recall = async (mode: LoginMode): Promise<Recalled | null> => {
    const entry = readStored(remPassKey)[mode]
    if (!entry) return null
    let password = ''
    if (entry.secret) {
      try {
        const key = await keyOf(false)
        const packed = fromBase64(entry.secret)
        if (key) {
          const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: packed.slice(0, 12) }, key, packed.slice(12))
          password = new TextDecoder().decode(plain)
        }
      } catch {
        password = ''
      }
    }
    return { username: entry.username, password, countryDialingCode: entry.countryDialingCode }
  }

  return { remember, forget, recall }
}
export type RememberedLogins = ReturnType<typeof makeRememberedLogins>
