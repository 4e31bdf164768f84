import { memberInfo, wallet } from '@/domain/endpoints'
import { call } from '@/lib/http/call'

/** Renews what the app knows of the logged-in member. */
export const renewMemberInfo = call(memberInfo)

/** The member's wallet (currency symbol and total balance). */
export const loadWallet = call(wallet, { query: { typeId: '0' } })
