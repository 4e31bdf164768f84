import { fromBase64, ivBytes, rsaParams, symmetricCipher, toBase64 } from '../src/domain/encrypted-body'

/**
 * The platform's RSA key pair, made once per process: a 2048-bit pair takes 100-400 ms to make and
 * every harness (one per unit test) would otherwise make its own. Nothing depends on two harnesses
 * having different keys; the app asks each harness for its public key.
 */
let keyPair: Promise<CryptoKeyPair> | undefined
const processKeyPair = () =>
  (keyPair ??= globalThis.crypto.subtle.generateKey(
    { ...rsaParams, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  ))

/** The platform's side of DESIGN.md §4: the key pair's public half to hand out and the opening of sealed bodies. */
export const makeHarnessKeys = async () => {
  const subtle = globalThis.crypto.subtle
  const pair = await processKeyPair()
  const publicKey = toBase64(await subtle.exportKey('spki', pair.publicKey))
  /** Opens a sealed body; throws when the headers or the ciphertext were tampered with. */
  const open = async (value: string, wrappedKey: string): Promise<unknown> => {
    const raw = await subtle.decrypt(rsaParams, pair.privateKey, fromBase64(wrappedKey))
    const aesKey = await subtle.importKey('raw', raw, symmetricCipher, false, ['decrypt'])
    const sealed = fromBase64(value)
    const plain = await subtle.decrypt({ name: symmetricCipher, iv: sealed.slice(0, ivBytes) }, aesKey, sealed.slice(ivBytes))
    return JSON.parse(new TextDecoder().decode(plain))
  }
  return { publicKey, open }
}
export type HarnessKeys = Awaited<ReturnType<typeof makeHarnessKeys>>
