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
