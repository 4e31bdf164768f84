import { atom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { answeredWithin } from '@/lib/effect/answered-within'
import { policies } from '@/lib/effect/policies'
import { queryAtom } from '@/lib/effect/query-atom'
import { submitAtom } from '@/lib/effect/submit-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { memberInfoArrival, sessionTokenAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import {
  chooseAvatarOf,
  loadAvatar,
  loadAvatarSet,
  loadMerchantWallet,
  loadRankProgress,
  returnAllToMain,
  transferBetweenWallets,
  uploadAvatarOf,
} from './member-api'
import type { WalletTransferRequest } from './member-schema'

/**
 * Whether the member centre may draw its menu: member info decides some of its items (invite
 * friends, by the open promotions), which came in among the others and moved them when it answered.
 */
export const memberMenuReadyAtom = answeredWithin(memberInfoArrival, policies.formDataWait)

/** The member's VIP rank and progress (member centre header). */
export const rankProgressQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadRankProgress : null))

/** Whether the site keeps game wallets apart from the main one (transfer-wallet mode). */
export const merchantWalletQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadMerchantWallet : null))
/** A transfer-wallet site, once the answer says so (false until then). */
export const transferWalletsAtom = atom((get) => AsyncResult.getOrElse(get(merchantWalletQuery), () => null)?.isSingle === false)

/** The member's avatar, where the site offers profile pictures (PROFPIC3). */
export const avatarQuery = queryAtom((get) => (get(sessionTokenAtom) && get(whitelabelAtom).has('PROFPIC3') ? loadAvatar : null))

/** 'Return all to main': sent once; the balance asked again whatever the answer (moneyAtom). */
export const returnAllAtom = moneyAtom((_: void) => returnAllToMain)

/** A move between the main wallet and a game wallet, the same way. */
export const walletTransferAtom = moneyAtom((request: WalletTransferRequest) => transferBetweenWallets(request))

/** The platform's avatars, asked for when the picker first opens. */
export const avatarSetQuery = queryAtom((get) => (get(sessionTokenAtom) && get(whitelabelAtom).has('PROFPIC3') ? loadAvatarSet : null))

/** Choosing one of the set, or uploading a picture: once per tap; the avatar is asked for again after. */
export const chooseAvatarAtom = submitAtom(
  (iconId: string) => chooseAvatarOf(iconId),
  (_value, { set }) => set(avatarQuery, 'refresh'),
)
export const uploadAvatarAtom = submitAtom(
  ({ image, fileName }: { readonly image: string; readonly fileName: string }) => uploadAvatarOf(image, fileName),
  (_value, { set }) => set(avatarQuery, 'refresh'),
)
