import { endpoint, LanguageQuery, relay } from '@/lib/http/endpoint'
import { Schema } from 'effect'
import {
  AvatarSet,
  ChooseAvatarRequest,
  MerchantWallet,
  PlayerAvatar,
  RankProgress,
  UploadAvatarRequest,
  UploadedAvatar,
  WalletReturnAnswer,
  WalletTransferRequest,
} from './member-schema'
import { ClubBenefits, ClubRanks, ClubRules, RankSalary, RankSalaryHistory } from './vip-schema'

/** The member centre's calls (docs/api-contract.md "Member centre"). */

export const rankProgress = endpoint({ method: 'GET', path: relay('MCSFE_getPlayerRankProgress'), success: RankProgress })

/** The VIP club's ranks, what each gives and its rules (/m/member/benefits; docs/api-contract.md "VIP benefits"). */
export const clubRanks = endpoint({
  method: 'GET',
  path: relay('MCSFE_getPlayerRankGroupLevels'),
  query: LanguageQuery,
  success: ClubRanks,
})
export const clubBenefits = endpoint({ method: 'GET', path: relay('MCSFE_getMemberClubBenefit'), success: ClubBenefits })
export const clubRules = endpoint({ method: 'GET', path: relay('MCSFE_getPlayerRankRule'), query: LanguageQuery, success: ClubRules })

/** The rank salary: what the member's rank pays and the salaries claimed (docs/api-contract.md "VIP benefits"). */
export const rankSalary = endpoint({ method: 'GET', path: relay('PROMOFE_getRankSalaryRewardDetail'), success: RankSalary })
export const rankSalaryHistory = endpoint({ method: 'GET', path: relay('PROMOFE_getRankSalaryClaimHistory'), success: RankSalaryHistory })

export const merchantWallet = endpoint({ method: 'GET', path: relay('GCS_merchantWallet'), success: MerchantWallet })

/** Profile pictures are the PROFPIC3 module's. */
export const playerAvatar = endpoint({ method: 'GET', path: relay('MCSFE_getPlayerAvatar'), success: PlayerAvatar, module: 'PROFPIC3' })

/** Moves every game wallet's balance back to the main wallet: a money action (fund transfer, FUNDTRANS3). */
export const walletReturn = endpoint({
  method: 'POST',
  path: relay('GCS_walletReturn'),
  success: WalletReturnAnswer,
  module: 'FUNDTRANS3',
  money: true,
})

/** One move between the main wallet and a game wallet (transfer-wallet sites). */
export const walletTransfer = endpoint({
  method: 'POST',
  path: relay('GCS_walletTransfer'),
  body: WalletTransferRequest,
  success: Schema.Unknown,
  module: 'FUNDTRANS3',
  money: true,
})

/** The platform's avatars to choose from (the SPEC's head icon call). */
export const avatarSet = endpoint({ method: 'GET', path: '/wps/member/info/icon', success: AvatarSet, module: 'PROFPIC3' })

export const chooseAvatar = endpoint({
  method: 'POST',
  path: '/wps/member/info/icon',
  body: ChooseAvatarRequest,
  success: Schema.Unknown,
  module: 'PROFPIC3',
})

export const uploadAvatar = endpoint({
  method: 'POST',
  path: relay('MCSFE_uploadPlayerAvatar'),
  body: UploadAvatarRequest,
  success: UploadedAvatar,
  module: 'PROFPIC3',
})
