import { Effect } from 'effect'
import { MemberInfo, Wallet } from '@/domain/member'
import { Api } from '@/lib/http/api'

/** GET /wps/member/info: renews what the app knows of the logged-in member. */
export const renewMemberInfo = Effect.gen(function* () {
  const api = yield* Api
  return yield* api.call({ method: 'GET', path: '/wps/member/info', schema: MemberInfo })
})

/** GET /wps/wallets/gcs: the member's wallet (currency symbol and total balance). */
export const loadWallet = Effect.gen(function* () {
  const api = yield* Api
  return yield* api.call({ method: 'GET', path: '/wps/wallets/gcs', schema: Wallet })
})
