import { Effect, Layer } from 'effect'
import { publicKey as publicKeyEndpoint } from '@/domain/endpoints'
import { seal } from '@/domain/encrypted-body'
import { Api } from '@/lib/http/api'
import { call } from '@/lib/http/call'
import { BodyCipher, CipherError } from '@/lib/http/sealing'

export { BodyCipher, CipherError, seal }

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
