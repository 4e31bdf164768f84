import { call } from '@/lib/http/call'
import { merchantWallet, playerAvatar, rankProgress, walletReturn } from './member-endpoints'

export const loadRankProgress = call(rankProgress)
export const loadMerchantWallet = call(merchantWallet)
export const loadAvatar = call(playerAvatar)
/** Sent once per tap through submitAtom; never retried (a POST). */
export const returnAllToMain = call(walletReturn)
