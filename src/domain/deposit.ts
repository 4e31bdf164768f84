import { Schema, SchemaTransformation } from 'effect'

/**
 * The order a deposit submit opens (PLATFORM.md §3, module `N4Or`): which fields are present
 * decides the result screen. ASSUMED: `expireTime` (epoch ms) bounds QR and crypto orders.
 * Here, not in the cashier, because the app keeps the open order across visits (keys.openDeposits).
 */
export const DepositOrder = Schema.Struct({
  depositId: Schema.String,
  redirectUrl: Schema.optional(Schema.String),
  qrImageUrl: Schema.optional(Schema.String),
  walletAddress: Schema.optional(Schema.String),
  sourceAmount: Schema.optional(Schema.Number),
  chatLinkUrl: Schema.optional(Schema.String),
  confirmationRequired: Schema.optional(Schema.Literals(['Y', 'N'])),
  accountNumber: Schema.optional(Schema.String),
  accountHolderName: Schema.optional(Schema.String),
  bankName: Schema.optional(Schema.String),
  bankBranch: Schema.optional(Schema.String),
  remarks: Schema.optional(Schema.String),
  expireTime: Schema.optional(Schema.Number),
})
export type DepositOrder = typeof DepositOrder.Type

/**
 * The submit's answer as the platform writes it: PLATFORM.md §3 (module `N4Or`) lists a second
 * name for some fields (`redirection_url`, `qrImgUrl`, and a bank's `receiver_account`,
 * `receiverName`, `bankChName`), so either is read into the order's one name.
 */
const DepositOrderAnswer = Schema.Struct({
  ...DepositOrder.fields,
  redirection_url: Schema.optional(Schema.String),
  qrImgUrl: Schema.optional(Schema.String),
  receiver_account: Schema.optional(Schema.String),
  receiverName: Schema.optional(Schema.String),
  bankChName: Schema.optional(Schema.String),
})
type DepositOrderAnswer = typeof DepositOrderAnswer.Type

export const DepositOrderFromAnswer = DepositOrderAnswer.pipe(
  Schema.decodeTo(
    DepositOrder,
    SchemaTransformation.transform<DepositOrder, DepositOrderAnswer>({
      decode: ({ redirection_url, qrImgUrl, receiver_account, receiverName, bankChName, ...order }) => {
        const read = {
          ...order,
          redirectUrl: order.redirectUrl ?? redirection_url,
          qrImageUrl: order.qrImageUrl ?? qrImgUrl,
          accountNumber: order.accountNumber ?? receiver_account,
          accountHolderName: order.accountHolderName ?? receiverName,
          bankName: order.bankName ?? bankChName,
        }
        // A field neither name carries stays absent, as the order's optional fields are.
        return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined)) as DepositOrder
      },
      encode: (order) => order,
    }),
  ),
)

/** An order the member has not finished with: what was asked, on which channel, and when. */
export const OpenDeposit = Schema.Struct({
  order: DepositOrder,
  amount: Schema.Number,
  channelName: Schema.String,
  /** The coin a crypto order is paid in (USDT TRC20), when the channel names one. */
  currency: Schema.optional(Schema.String),
  openedAt: Schema.Number,
  /** A bank-transfer order: the member sent the receipt, and said they have paid. */
  receiptSent: Schema.optional(Schema.Boolean),
  paidReported: Schema.optional(Schema.Boolean),
})
export type OpenDeposit = typeof OpenDeposit.Type
