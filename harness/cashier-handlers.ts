import { toString as qrSvg } from 'qrcode'
import {
  depositMethodFixtures as methodFixtures,
  depositPromotionFixtures as promotionFixtures,
  minFirstDepositAmount,
  receivingAccountFixture,
  receivingWalletFixture,
} from '../fixtures/cashier'
import * as endpoints from '../src/features/cashier/cashier-endpoints'
import {
  depositRelays,
  type DepositChannel,
  type DepositMethod,
  type DepositOrder,
  type DepositPromotion,
  type DepositRelay,
} from '../src/features/cashier/deposit-schema'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'
import { uploadedImage } from './uploads'

/**
 * The cashier (docs/api-contract.md "Deposit"): the channels and promotions of fixtures/cashier.ts,
 * and a submit per relay that checks the channel, the limits and the promotion as the platform
 * does, keeps the order, and answers with the fields of the channel's result screen.
 */

/** SPEC §5, §6: only members (0, 1, 2) deposit. */
const mayDeposit = (type: number) => [0, 1, 2].includes(type)

/** The fixtures, checked against the app's schemas' types. */
const depositMethodFixtures: ReadonlyArray<DepositMethod> = methodFixtures
const depositPromotionFixtures: ReadonlyArray<DepositPromotion> = promotionFixtures
const channels = depositMethodFixtures.flatMap((method) => method.channels)

const cents = (amount: number) => Math.round(amount * 100) / 100

/** What each kind of relay answers beyond the order id (PLATFORM.md §3 "Submit and result"). */
const resultOf = async (
  name: DepositRelay,
  {
    depositId,
    amount,
    channel,
    expireTime,
    chatUrl,
  }: { depositId: string; amount: number; channel: DepositChannel; expireTime: number; chatUrl: string },
): Promise<Omit<DepositOrder, 'depositId'>> => {
  switch (name) {
    case 'MCSFE_depositByGCash':
    case 'MCSFE_depositByLaunchUrl':
      return { redirectUrl: `https://pay.example.test/${channel.code.toLowerCase()}?order=${depositId}&amount=${amount}` }
    case 'MCSFE_depositByQRImageUrl': {
      const svg = await qrSvg(`https://pay.example.test/qr/${depositId}?amount=${amount}`, { type: 'svg', margin: 4 })
      return { qrImageUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, expireTime }
    }
    case 'MCSFE_depositVirtualWallet':
      return { walletAddress: receivingWalletFixture, sourceAmount: cents(amount / (channel.rate ?? 1)), expireTime }
    case 'MCSFE_requestDepositChatLink':
      return { chatLinkUrl: chatUrl }
    case 'MCSFE_manualTransferByRemark':
    case 'MCSFE_manualTransferByAccountName':
    case 'MCSFE_manualTransferByBankCard':
    case 'MCSFE_manualTransferByTransactionId':
    case 'MCSFE_manualTransferGeneric':
      return { ...receivingAccountFixture, remarks: depositId, confirmationRequired: 'Y' }
  }
}

export const cashierHandlers = ({ db, store, serve, memberOf, expired, frameUrl }: EndpointKit) => {
  const submitHandlers = (name: DepositRelay) =>
    serve(endpoints.depositSubmits[name], async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!mayDeposit(account.member.type)) return refuse('no_permissions', 'no permission or feature temporarily unavailable')
      const channel = channels.find((each) => each.bankCode === body.bankCode)
      if (!channel || channel.mcsDepositEndpoint !== name) return refuse('deposit.channel.invalid', 'Unknown error')
      if (channel.maintenance) return refuse('deposit.channel.maintenance', 'This channel is under maintenance, please choose another')
      const { firstDeposit, depositOrderTtlSeconds } = store.get()
      const minimum = firstDeposit ? Math.max(channel.min, minFirstDepositAmount) : channel.min
      const offFixed = channel.fixAmountOnly && !channel.fixAmounts.includes(body.amount)
      if (body.amount < minimum || body.amount > channel.max || offFixed) {
        return refuse('deposit.amount.invalid', 'The deposit amount is outside this channel’s limits')
      }
      if (body.promotionId !== undefined) {
        const promotion = depositPromotionFixtures.find((each) => each.promId === body.promotionId)
        if (!promotion || body.amount < promotion.minDeposit) {
          return refuse('promotion.not.eligible', 'This deposit does not qualify for the promotion')
        }
      }
      const createdAt = Date.now()
      const depositId = `D${String(createdAt).slice(-6)}${db.tick()}`
      const expireTime = createdAt + depositOrderTtlSeconds * 1000
      const result = await resultOf(name, {
        depositId,
        amount: body.amount,
        channel,
        expireTime,
        chatUrl: frameUrl(`/harness-chat?topic=deposit&order=${depositId}`, request),
      })
      await db.deposits.create({
        depositId,
        userName: account.member.userName,
        amount: body.amount,
        channelCode: channel.code,
        channelName: channel.name,
        ...(body.promotionId === undefined ? {} : { promotionId: body.promotionId }),
        status: 'PENDING',
        createdAt,
        ...(result.expireTime === undefined ? {} : { expireTime: result.expireTime }),
      })
      return { depositId, ...result }
    })

  /** The member's own pending order, or the refusal to answer. */
  const pendingOrderOf = (userName: string, depositId: string) => {
    const order = db.deposits.findFirst((q) => q.where({ depositId, userName }))
    if (!order) return refuse('deposit.not.found', 'Unknown error')
    return order.status === 'PENDING' ? order : refuse('deposit.closed', 'This order is already closed')
  }
  const noteOnOrder = (depositId: string, note: { receipt?: boolean; reportedPaid?: boolean }) =>
    db.deposits.update((q) => q.where({ depositId }), {
      data(order) {
        Object.assign(order, note)
      },
    })

  return [
    // A bank-transfer order's receipt (a JPEG or PNG within the cap), and "I have paid" (once).
    ...serve(endpoints.depositReceipt, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const order = pendingOrderOf(account.member.userName, body.depositId)
      if (order instanceof Response) return order
      const image = uploadedImage(body.image)
      if (image instanceof Response) return image
      await noteOnOrder(body.depositId, { receipt: true })
      return null
    }),
    ...serve(endpoints.depositPaid, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const order = pendingOrderOf(account.member.userName, body.depositId)
      if (order instanceof Response) return order
      if (order.reportedPaid) return refuse('deposit.already.reported', 'You have already told us this order is paid')
      await noteOnOrder(body.depositId, { reportedPaid: true })
      return null
    }),
    ...serve(endpoints.depositChannels, ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!mayDeposit(account.member.type)) return refuse('no_permissions', 'no permission or feature temporarily unavailable')
      return {
        alreadyFirstDeposit: store.get().firstDeposit ? ('N' as const) : ('Y' as const),
        minFirstDepositAmount,
        methods: depositMethodFixtures,
      }
    }),
    ...serve(endpoints.depositPromotions, ({ request }) => (memberOf(request) ? depositPromotionFixtures : expired())),
    ...depositRelays.flatMap(submitHandlers),
  ]
}
