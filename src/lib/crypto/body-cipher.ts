import { Effect, Layer } from 'effect'
import { publicKey as publicKeyEndpoint } from '@/domain/endpoints'
import { encryptionHeaders, ivBytes, rsaParams, symmetricCipher, toBase64 } from '@/domain/encrypted-body'
import { Api } from '@/lib/http/api'
import { call } from '@/lib/http/call'
import { BodyCipher, CipherError, type SealedBody } from '@/lib/http/sealing'

export { BodyCipher, CipherError }

/** Seals a JSON payload for the platform: a fresh AES-GCM key per body, wrapped with RSA-OAEP. */
export const seal = async (payload: unknown, publicKeyBase64: string): Promise<SealedBody> => {
  const subtle = globalThis.crypto.subtle
  const spki = Uint8Array.from(atob(publicKeyBase64), (char) => char.charCodeAt(0))
  const rsaKey = await subtle.importKey('spki', spki, rsaParams, false, ['encrypt'])
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

/** The platform's public key is fetched on the first sealed call and kept once it arrives. */
export const BodyCipherLive = Layer.effect(
  BodyCipher,
  Effect.gen(function* () {
    const api = yield* Api
    let knownKey: string | undefined
    const publicKey = Effect.suspend(() =>
      knownKey !== undefined
        ? Effect.succeed(knownKey)
        : call(publicKeyEndpoint).pipe(
            Effect.map((value) => (knownKey = value.publicKey)),
            Effect.provideService(Api, api),
          ),
    )
    return {
      seal: (payload: unknown) =>
        publicKey.pipe(
          Effect.flatMap((key) =>
            Effect.tryPromise({ try: () => seal(payload, key), catch: (error) => new CipherError({ reason: String(error) }) }),
          ),
        ),
    }
  }),
)
