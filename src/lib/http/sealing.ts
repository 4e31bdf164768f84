import type { SealedBody } from '@/domain/encrypted-body'
import { Context, Data, type Effect } from 'effect'
import type { ApiError } from './errors'

/**
 * The service that seals a body for the platform (DESIGN.md §4). Its tag lives beside `call`, which
 * asks it for sealed endpoints; the WebCrypto implementation is src/lib/crypto/body-cipher.ts.
 */
export class CipherError extends Data.TaggedError('CipherError')<{ readonly reason: string }> {}

export type { SealedBody }

export class BodyCipher extends Context.Service<
  BodyCipher,
  { readonly seal: (payload: unknown) => Effect.Effect<SealedBody, CipherError | ApiError> }
>()('BodyCipher') {}
