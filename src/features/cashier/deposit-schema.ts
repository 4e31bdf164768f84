import { Schema } from 'effect'
import { KnownOnly } from '@/domain/known-only'
import { BonusTier, BonusType } from '@/domain/bonus'

/**
 * The deposit's calls (PLATFORM.md §3). Names of calls and fields are the platform's; the
 * structure around them is not public, so every shape here is ASSUMED unless a comment says
 * otherwise, and listed in docs/api-contract.md "Deposit".
 */

/** MCSFE_getDepositPromotion: the promotions a deposit can join (module `+ctE`); `remark` is operator HTML. */
export const DepositPromotion = Schema.Struct({
  promId: Schema.String,
  promName: Schema.String,
  minDeposit: Schema.Number,
  remark: Schema.optional(Schema.NullOr(Schema.String)),
  bonusType: BonusType,
  depositPromDetailsList: Schema.Array(BonusTier),
})
export type DepositPromotion = typeof DepositPromotion.Type
export const DepositPromotions = Schema.Array(DepositPromotion)

/** An express amount and what it earns (`bankExpressAmountConfig.rewards`): the chip shows "+bonus". */
export const ExpressReward = Schema.Struct({
  depositAmount: Schema.Number,
  bonusAmount: Schema.Number,
  isPercentage: Schema.Boolean,
  bonusPercentage: Schema.optional(Schema.NullOr(Schema.Number)),
  minBonusAmount: Schema.optional(Schema.NullOr(Schema.Number)),
  maxBonusAmount: Schema.optional(Schema.NullOr(Schema.Number)),
  defaultAmount: Schema.optional(Schema.Boolean),
})
export type ExpressReward = typeof ExpressReward.Type

/**
 * The submit relays a channel names in `mcsDepositEndpoint` (PLATFORM.md §3 "submit by channel
 * kind") that this app submits to; each has its own endpoint declaration, all with the same body
 * and answer. Not here, so their channels are not offered: MT2 `…ByAccountName` and MT4
 * `…ByTransactionId`, whose bodies need a payee name or a transaction id this form does not ask for.
 */
export const depositRelays = [
  'MCSFE_manualTransferByRemark',
  'MCSFE_manualTransferByBankCard',
  'MCSFE_manualTransferGeneric',
  'MCSFE_depositByQRImageUrl',
  'MCSFE_depositByLaunchUrl',
  'MCSFE_depositByGCash',
  'MCSFE_depositVirtualWallet',
  'MCSFE_requestDepositChatLink',
] as const
export const DepositRelay = Schema.Literals(depositRelays)
export type DepositRelay = typeof DepositRelay.Type

/** A payment channel (`activeInfo`): where it submits, its limits, its fixed amounts and express tiers. */
export const DepositChannel = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  icon: Schema.optional(Schema.NullOr(Schema.String)),
  mcsDepositEndpoint: DepositRelay,
  bankCode: Schema.String,
  vendorId: Schema.optional(Schema.String),
  min: Schema.Number,
  max: Schema.Number,
  /** ASSUMED: the platform's own maintenance flag for a channel. */
  maintenance: Schema.Boolean,
  fixAmountFlag: Schema.Boolean,
  fixAmountOnly: Schema.Boolean,
  fixAmounts: Schema.Array(Schema.Number),
  bankExpressAmountConfig: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        allowCustomDepositAmt: Schema.Boolean,
        allowDepositAndFixed: Schema.Boolean,
        rewards: Schema.Array(ExpressReward),
      }),
    ),
  ),
  /** A plain-text note of the operator under the channel (processing time, instructions). */
  message: Schema.optional(Schema.NullOr(Schema.String)),
  /** Crypto channels: the coin and network the amount converts to, and the rate. ASSUMED. */
  currency: Schema.optional(Schema.String),
  rate: Schema.optional(Schema.Number),
})
export type DepositChannel = typeof DepositChannel.Type

/**
 * A method (e-wallet, bank transfer, QR, crypto) and its channels. A channel the app cannot submit
 * to (a relay it does not know, such as the platform's person-to-person `MCSFE_c2cDeposit`,
 * PLATFORM.md §3) is left out, not the whole answer; a method left with none is left out too
 * (cashier-api.ts).
 */
export const DepositMethod = Schema.Struct({
  methodCode: Schema.String,
  methodName: Schema.String,
  channels: KnownOnly(DepositChannel),
})
export type DepositMethod = typeof DepositMethod.Type

/** MCSFE_getDepositPaymentChannels, with the first-deposit floor (`minFirstDepositAmount` while `alreadyFirstDeposit` is N). */
export const DepositChannels = Schema.Struct({
  alreadyFirstDeposit: Schema.Literals(['Y', 'N']),
  minFirstDepositAmount: Schema.Number,
  methods: Schema.Array(DepositMethod),
})
export type DepositChannels = typeof DepositChannels.Type

/** The body every submit relay takes (PLATFORM.md §3 "Body fields", the ones this app sends). */
export const DepositRequest = Schema.Struct({
  amount: Schema.Number,
  bankCode: Schema.String,
  vendorId: Schema.optional(Schema.String),
  promotionId: Schema.optional(Schema.String),
  /** Crypto (the virtual-wallet relay): the coins the amount is at the channel's rate (`cryptoAmountOf`). */
  virtualAmount: Schema.optional(Schema.Number),
})
export type DepositRequest = typeof DepositRequest.Type

/**
 * MCSFE_uploadDepositEncodedImage (module DEPUPDATEREM3): a receipt, as PLATFORM.md §5 gives the
 * body: the image a JPEG or PNG data URL. The answer is not read.
 */
export const DepositReceiptRequest = Schema.Struct({
  depositId: Schema.String,
  image: Schema.String,
  /** The member's note with the receipt (the deposit record's "accelerate", PLATFORM.md §5). */
  uploadDepositRemarks: Schema.optional(Schema.String),
})
export type DepositReceiptRequest = typeof DepositReceiptRequest.Type

/**
 * An open order by its id: "I have paid" (MCSFE_createDepositTask, `{ depositId }` as PLATFORM.md §3
 * has it) and cancelling it (MCSFE_cancelDeposit, the same body ASSUMED). Neither answer is read.
 */
export const DepositOrderRef = Schema.Struct({ depositId: Schema.String })

export { DepositOrder, DepositOrderFromAnswer } from '@/domain/deposit'
