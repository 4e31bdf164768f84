import { call } from '@/lib/http/call'
import {
  avatarSet,
  chooseAvatar,
  clubBenefits,
  clubRanks,
  clubRules,
  merchantWallet,
  playerAvatar,
  rankProgress,
  rankSalary,
  rankSalaryHistory,
  uploadAvatar,
  walletReturn,
  walletTransfer,
} from './member-endpoints'
import type { WalletTransferRequest } from './member-schema'

export const loadRankProgress = call(rankProgress)
export const loadClubRanks = (language: string) => call(clubRanks, { query: { language } })
export const loadClubBenefits = call(clubBenefits)
export const loadClubRules = (language: string) => call(clubRules, { query: { language } })
export const loadRankSalary = call(rankSalary)
export const loadRankSalaryHistory = call(rankSalaryHistory)
export const loadMerchantWallet = call(merchantWallet)
export const loadAvatar = call(playerAvatar)
/** Sent once per tap through submitAtom; never retried (a POST). */
export const returnAllToMain = call(walletReturn)
export const transferBetweenWallets = (request: WalletTransferRequest) => call(walletTransfer, { body: request })

export const loadAvatarSet = call(avatarSet)
export const chooseAvatarOf = (iconId: string) => call(chooseAvatar, { body: { iconId } })
export const uploadAvatarOf = (image: string, fileName: string) => call(uploadAvatar, { body: { image, fileName } })
