import { Schema } from 'effect'

/**
 * The member centre's calls (PLATFORM.md §1.7, §1.8, §6). Field names are the platform's; what no
 * public source shows is marked ASSUMED here and in docs/api-contract.md.
 */

const Turnover = Schema.Struct({ actual: Schema.Number, expected: Schema.Number })

/** MCSFE_getPlayerRankProgress: the member's VIP rank and the way to the next one. */
export const RankProgress = Schema.Struct({
  playerRankName: Schema.String,
  /** ASSUMED: null (or absent) at the top rank. */
  nextRankName: Schema.optional(Schema.NullOr(Schema.String)),
  monthlyTurnover: Schema.optional(Turnover),
  totalTurnover: Schema.optional(Turnover),
  /** The rank by its club id (PLATFORM.md §6); ASSUMED optional, the name standing in without it. */
  playerRankProgress: Schema.optional(Schema.Struct({ labelId: Schema.Number, conditionType: Schema.optional(Schema.String) })),
  currentProgress: Schema.Struct({ completedConditions: Schema.Number, totalExpectedConditions: Schema.Number }),
})
export type RankProgress = typeof RankProgress.Type

/** GCS_merchantWallet: `isSingle` false means a transfer-wallet site (game wallets of their own). ASSUMED: a boolean. */
export const MerchantWallet = Schema.Struct({ isSingle: Schema.Boolean })

/** MCSFE_getPlayerAvatar. ASSUMED: `avatar` is an image URL, null before the member picked one. */
export const PlayerAvatar = Schema.Struct({ avatar: Schema.NullOr(Schema.String), avatarType: Schema.String })
export type PlayerAvatar = typeof PlayerAvatar.Type

/** GCS_walletReturn: ASSUMED to need no body; its answer is not read (the balance is asked again). */
export const WalletReturnAnswer = Schema.Unknown

/**
 * GCS_walletTransfer (PLATFORM.md §1.7): money between the main wallet and one game wallet.
 * ASSUMED body (the wallets by their `accountId` in the balance answer); the answer is not read.
 */
export const WalletTransferRequest = Schema.Struct({ fromAccountId: Schema.String, toAccountId: Schema.String, amount: Schema.Number })
export type WalletTransferRequest = typeof WalletTransferRequest.Type

/** GET /wps/member/info/icon, the platform's set of avatars. ASSUMED shape: `{ icons: [{ id, url }] }`. */
export const AvatarSet = Schema.Struct({ icons: Schema.Array(Schema.Struct({ id: Schema.String, url: Schema.String })) })
export type AvatarSet = typeof AvatarSet.Type

/** POST /wps/member/info/icon: one of the set becomes the avatar. ASSUMED body. */
export const ChooseAvatarRequest = Schema.Struct({ iconId: Schema.String })

/**
 * MCSFE_uploadPlayerAvatar: the member's own picture, base64 JPEG (as the platform's
 * encoded-image calls take images). ASSUMED body and answer (the new avatar's URL).
 */
export const UploadAvatarRequest = Schema.Struct({ image: Schema.String, fileName: Schema.String })
export const UploadedAvatar = Schema.Struct({ avatar: Schema.String })
