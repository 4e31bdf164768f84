import { Schema } from 'effect'

/**
 * Wire format of encrypted bodies (DESIGN.md §4), shared by the app (encrypts) and the harness
 * (decrypts): body `{ value: base64(iv ‖ AES-GCM ciphertext) }`, the AES key wrapped with the
 * platform's RSA-OAEP public key in X-RSA, the symmetric cipher named in X-Digest.
 */
export const encryptionHeaders = { scheme: 'Encryption', cipher: 'X-Digest', wrappedKey: 'X-RSA' } as const
export const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' } as const
export const symmetricCipher = 'AES-GCM'
export const ivBytes = 12

export const EncryptedBody = Schema.Struct({ value: Schema.String })
export const PublicKey = Schema.Struct({ publicKey: Schema.String })

export const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let binary = ''
  for (const byte of view) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** A sealed body and the headers that name its cipher and carry its wrapped key. */
export interface SealedBody {
  readonly body: { readonly value: string }
  readonly headers: Readonly<Record<string, string>>
}

/** Seals a JSON payload for the platform: a fresh AES-GCM key per body, wrapped with RSA-OAEP (the app's body cipher, and the harness's tests). */
export const seal = async (payload: unknown, publicKeyBase64: string): Promise<SealedBody> => {
  const subtle = globalThis.crypto.subtle
  const rsaKey = await subtle.importKey('spki', fromBase64(publicKeyBase64), rsaParams, false, ['encrypt'])
  const aesKey = await subtle.generateKey({ name: symmetricCipher, length: 256 }, true, ['encrypt'])
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(ivBytes))
  const plaintext = new TextEncoder().encode(JSON.stringify(payload))
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: symmetricCipher, iv }, aesKey, plaintext))
  const wrapped = await subtle.encrypt(rsaParams, rsaKey, await subtle.exportKey('raw', aesKey))
  const sealed = new Uint8Array(iv.length + ciphertext.length)
  sealed.set(iv)
  sealed.set(ciphertext, iv.length)
  return {
    body: { value: toBase64(sealed) },
    headers: {
      [encryptionHeaders.scheme]: 'RSA',
      [encryptionHeaders.cipher]: symmetricCipher,
      [encryptionHeaders.wrappedKey]: toBase64(wrapped),
    },
  }
}
