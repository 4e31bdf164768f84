import { toString as qrSvg } from 'qrcode'
import {
  depositMethodFixtures as methodFixtures,
  depositPromotionFixtures as promotionFixtures,
  minFirstDepositAmount,
  receivingAccountFixture,
  receivingWalletFixture,
  turnoverFixtures,
  cryptoCurrencyOf,
  exchangeRateFixtures,
  withdrawChargeOf,
  withdrawSettingsFixture,
} from '../fixtures/cashier'
import { bankFixturesOf, eWalletFixtures } from '../fixtures/member'
import { deleteSwitchesOf } from './card-deletion'
import { mainBalanceOf } from '../src/domain/member'
import { cryptoAmountOf, dailyLeft, needsSmsCode, paysByPaster, platformMinutes, withinWindow } from '../src/domain/withdraw-window'
import * as endpoints from '../src/features/cashier/cashier-endpoints'
import {
  depositRelays,
  type DepositChannel,
  type DepositMethod,
  type DepositOrderFromAnswer,
  type DepositPromotion,
  type DepositRelay,
} from '../src/features/cashier/deposit-schema'
import type { EndpointKit } from './handlers'
import { walletAnswer } from './member-handlers'
import { cents } from './record-rows'
import { paymentPasswordRefusal, refuse } from './serve-endpoint'
import { uploadedDataUrl } from './uploads'

/**
 * The cashier (docs/api-contract.md "Deposit"): the channels and promotions of fixtures/cashier.ts,
 * and a submit per relay that checks the channel, the limits and the promotion as the platform
 * does, keeps the order, and answers with the fields of the channel's result screen.
 */

/** SPEC §5, §6: only members (0, 1, 2) deposit. */
const mayDeposit = (type: number) => [0, 1, 2].includes(type)

/** A channel as the platform lists it: one the app submits to, or a person-to-person one it does not (PLATFORM.md §3). */
type ListedChannel = Omit<DepositChannel, 'mcsDepositEndpoint'> & { readonly mcsDepositEndpoint: DepositRelay | 'MCSFE_c2cDeposit' }

/** The fixtures, checked against the app's schemas' types. */
const depositMethodFixtures: ReadonlyArray<Omit<DepositMethod, 'channels'> & { readonly channels: ReadonlyArray<ListedChannel> }> =
  methodFixtures
const depositPromotionFixtures: ReadonlyArray<DepositPromotion> = promotionFixtures
const channels = depositMethodFixtures.flatMap((method) => method.channels)

/**
 * What each kind of relay answers beyond the order id (PLATFORM.md §3 "Submit and result"). Where
 * the platform has two names for a field, some relays answer the second (`redirection_url`,
 * `qrImgUrl`, `receiver_account`, `receiverName`, `bankChName`), so the app reads both.
 */
const resultOf = async (
  name: DepositRelay,
  {
    depositId,
    amount,
    channel,
    expireTime,
    chatUrl,
  }: { depositId: string; amount: number; channel: DepositChannel; expireTime: number; chatUrl: string },
): Promise<Omit<typeof DepositOrderFromAnswer.Encoded, 'depositId'>> => {
  switch (name) {
    case 'MCSFE_depositByGCash':
      return { redirectUrl: `https://pay.example.test/${channel.code.toLowerCase()}?order=${depositId}&amount=${amount}` }
    case 'MCSFE_depositByLaunchUrl':
      return { redirection_url: `https://pay.example.test/${channel.code.toLowerCase()}?order=${depositId}&amount=${amount}` }
    case 'MCSFE_depositByQRImageUrl': {
      const svg = await qrSvg(`https://pay.example.test/qr/${depositId}?amount=${amount}`, { type: 'svg', margin: 4 })
      return { qrImgUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, expireTime }
    }
    case 'MCSFE_depositVirtualWallet':
      return { walletAddress: receivingWalletFixture, sourceAmount: cryptoAmountOf(amount, channel.rate ?? 1), expireTime }
    case 'MCSFE_requestDepositChatLink':
      return { chatLinkUrl: chatUrl }
    case 'MCSFE_manualTransferByBankCard':
    case 'MCSFE_manualTransferGeneric':
      return { ...receivingAccountFixture, remarks: depositId, confirmationRequired: 'Y' }
    case 'MCSFE_manualTransferByRemark': {
      const { accountNumber, accountHolderName, bankName, bankBranch } = receivingAccountFixture
      return {
        receiver_account: accountNumber,
        receiverName: accountHolderName,
        bankChName: bankName,
        bankBranch,
        remarks: depositId,
        confirmationRequired: 'Y',
      }
    }
  }
}

/** Turnover required and played, summed over the game types of the scenario's state. */
const turnoverTotals = (state: keyof typeof turnoverFixtures) =>
  turnoverFixtures[state].reduce(
    (sum, line) => ({
      requiredTurnover: sum.requiredTurnover + line.requiredTurnover,
      actualTurnover: sum.actualTurnover + line.actualTurnover,
    }),
    { requiredTurnover: 0, actualTurnover: 0 },
  )

export const cashierHandlers = ({ db, store, serve, sms, memberOf, expired, frameUrl, onReset, responsible, platformNow }: EndpointKit) => {
  /** Each member's withdrawals today (count and amount), on top of the scenario's count. */
  const withdrawnToday = new Map<string, { count: number; amount: number }>()
  onReset(() => withdrawnToday.clear())
  /** The fee of a withdrawal: the method's, and the C2C penalty's share of the amount where the scenario sets one. */
  const chargeOf = (withdrawType: 'BC' | 'EW' | 'VW', amount: number) =>
    cents(withdrawChargeOf(withdrawType, amount) + (amount * store.get().withdrawPenalty) / 100)

  const settingsFor = (userName: string) => {
    const [from = '00:00', to = '00:00'] = store.get().withdrawWindow.split('-')
    const today = withdrawnToday.get(userName) ?? { count: 0, amount: 0 }
    return {
      ...withdrawSettingsFixture,
      withdrawDateFrom: from.trim(),
      withdrawDateTo: to.trim(),
      fixedWithdrawAmounts: [...withdrawSettingsFixture.fixedWithdrawAmounts],
      mobileVerificationType: store.get().withdrawSms,
      withdrawPenaltyCharge: store.get().withdrawPenalty,
      dailyCountUsed: store.get().withdrawalsToday + today.count,
      dailyAmountUsed: today.amount,
    }
  }

  /**
   * The scenario's chosen refusal (PLATFORM.md §1.1), with the details the platform sends with it,
   * read from the member where they have a meaning: what is missing from their details, the
   * turnover of the scenario's state, the deposits of this run.
   */
  const forcedRefusal = (account: NonNullable<ReturnType<typeof memberOf>>) => {
    const code = store.get().withdrawRefusal
    const { member } = account
    switch (code) {
      case 'none':
        return null
      case 'required_member_information_incomplete': {
        const missing = [
          !member.nickname && 'required_nickname',
          !member.email && 'required_email_add',
          !member.mobileVerified && 'required_mobile_no',
          store.get().kyc.status !== 'VERIFIED' && 'required_id_not_verified',
        ].filter((item) => item !== false)
        return refuse(code, 'required member information incomplete', {
          value: { data: missing.length > 0 ? missing : ['required_address'] },
        })
      }
      case 'withdraw_turnover_not_enough':
        return refuse(code, 'withdraw turnover not enough', { value: { data: turnoverTotals(store.get().turnover) } })
      case 'required_deposit_amount_not_reached': {
        const deposited = db.deposits
          .findMany((q) => q.where({ userName: member.userName, status: 'SUCCESS' }))
          .reduce((sum, order) => sum + order.amount, 0)
        return refuse(code, 'required deposit amount not reached', {
          value: { data: { requiredDepositAmount: deposited + 1000, actualDepositAmount: deposited } },
        })
      }
      case 'promotion_turnover_not_enough':
        return refuse(code, 'promotion turnover not enough', { value: { data: { all: { remainingTurnover: 1250 } } } })
      default:
        return refuse(code, code.replaceAll(/[._]/g, ' '))
    }
  }

  const submitHandlers = (name: DepositRelay) =>
    serve(endpoints.depositSubmits[name], async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!mayDeposit(account.member.type)) return refuse('no_permissions', 'no permission or feature temporarily unavailable')
      const channel = channels.find((each): each is DepositChannel => each.bankCode === body.bankCode && each.mcsDepositEndpoint === name)
      if (!channel) return refuse('deposit.channel.invalid', 'Unknown error')
      if (channel.maintenance) return refuse('deposit.channel.maintenance', 'This channel is under maintenance, please choose another')
      const { firstDeposit, depositOrderTtlSeconds } = store.get()
      const minimum = firstDeposit ? Math.max(channel.min, minFirstDepositAmount) : channel.min
      const offFixed = channel.fixAmountOnly && !channel.fixAmounts.includes(body.amount)
      if (body.amount < minimum || body.amount > channel.max || offFixed) {
        return refuse('deposit.amount.invalid', 'The deposit amount is outside this channel’s limits')
      }
      // PLATFORM.md §3: crypto goes with the coins it is, at the channel's rate.
      if (name === 'MCSFE_depositVirtualWallet' && body.virtualAmount !== cryptoAmountOf(body.amount, channel.rate ?? 1)) {
        return refuse('virtual.amount.mismatch', 'The exchange rate has changed, please try again')
      }
      const overLimit = responsible.depositRefusal(account.member.userName, body.amount, platformNow())
      if (overLimit) return overLimit
      if (body.promotionId !== undefined) {
        const promotion = depositPromotionFixtures.find((each) => each.promId === body.promotionId)
        if (!promotion || body.amount < promotion.minDeposit) {
          return refuse('promotion.not.eligible', 'This deposit does not qualify for the promotion')
        }
      }
      const createdAt = platformNow()
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
      const image = uploadedDataUrl(body.image)
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
    // The member's own open order, until they have said they paid (then it is the cashier's).
    ...serve(endpoints.depositCancel, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const order = pendingOrderOf(account.member.userName, body.depositId)
      if (order instanceof Response) return order
      if (order.reportedPaid) return refuse('deposit.closed', 'This order is already closed')
      await db.deposits.update((q) => q.where({ depositId: body.depositId }), {
        data(stored) {
          stored.status = 'CANCELLED'
        },
      })
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
    // The withdraw: methods by the scenario's switches, settings with its window and the day's use, the sealed submit.
    ...serve(endpoints.withdrawMethods, ({ request }) => {
      if (!memberOf(request)) return expired()
      const switches = store.get().withdrawalSwitches
      return [
        switches.bank && { methodGroupType: 'B' as const, withdrawMethodGroup: 'BANK', groupName: 'Bank' },
        // One tab per e-wallet group (PLATFORM.md §4): here each e-wallet is its own group.
        ...(switches.eWallet
          ? eWalletFixtures.map((wallet) => ({
              methodGroupType: 'E' as const,
              withdrawMethodGroup: `EWALLET_${wallet.bankCode}`,
              groupName: wallet.bankName,
              groupId: wallet.bankCode,
            }))
          : []),
        switches.crypto && { methodGroupType: 'V' as const, withdrawMethodGroup: 'CRYPTO', groupName: 'Crypto' },
      ].filter((method) => method !== false)
    }),
    ...serve(endpoints.withdrawSettings, ({ request }) => {
      const account = memberOf(request)
      return account ? settingsFor(account.member.userName) : expired()
    }),
    ...serve(endpoints.turnoverInfo, ({ request }) => {
      if (!memberOf(request)) return expired()
      const status = store.get().turnover
      return { status, details: turnoverFixtures[status] }
    }),
    ...serve(endpoints.withdrawAccounts, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const cards = db.bankCards
        .findMany((q) => q.where({ userName: account.member.userName, type: query.type }))
        .filter((card) => query.type !== 'E' || query.groupId === undefined || card.bankCode === query.groupId)
      return {
        max: 3,
        ...deleteSwitchesOf(store.get().cardDeletion),
        cards: cards.map((card) => ({
          bankCardId: card.bankCardId,
          bankName: bankFixturesOf(card.type).find((bank) => bank.bankCode === card.bankCode)?.bankName ?? card.bankCode,
          cardNumber: `**** ${card.number.slice(-4)}`,
          accountName: card.accountName,
          bankCode: card.bankCode,
          isWithdrawActive: card.status === 'ACTIVE' ? ('Y' as const) : ('N' as const),
          ...(card.type === 'V' ? { currency: cryptoCurrencyOf(card.bankCode) } : {}),
          ...(card.status === 'ACTIVE' ? {} : { maintenanceStartTime: '00:00', maintenanceEndTime: '06:00' }),
        })),
      }
    }),
    ...serve(endpoints.exchangeRate, ({ request, query }) => {
      if (!memberOf(request)) return expired()
      const rate = exchangeRateFixtures[query.sourceCurrency]
      return rate ?? refuse('currency.not.supported', 'Unknown error')
    }),
    ...serve(endpoints.withdrawCharges, ({ request, query }) => {
      if (!memberOf(request)) return expired()
      const charge = chargeOf(query.withdrawType, query.withdrawAmount)
      return { charge, message: charge === 0 ? 'No fee' : store.get().withdrawPenalty > 0 ? 'C2C penalty included' : null }
    }),
    ...serve(endpoints.withdraw, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const userName = account.member.userName
      if (!mayDeposit(account.member.type)) return refuse('no_permissions', 'no permission or feature temporarily unavailable')
      const forced = forcedRefusal(account)
      if (forced) return forced
      if (!store.get().whitelabel.includes('WDRAWNOPASSVERIF3')) {
        const passwordRefusal = paymentPasswordRefusal(account.paymentPassword, body.password)
        if (passwordRefusal) return passwordRefusal
      }
      const card = db.bankCards.findFirst((q) => q.where({ userName, bankCardId: body.bankCardId }))
      if (!card) return refuse('bank.card.not.found', 'Unknown error')
      if (card.status !== 'ACTIVE') return refuse('bank_card_is_frozen', 'bank card is frozen')
      // A VIP e-wallet is paid through its own page (PLATFORM.md §4): a request that does not say so is refused.
      const vip = paysByPaster(card)
      if (vip && body.isByPaster !== true)
        return refuse('withdraw.by.paster.required', 'Please finish this withdrawal on the e-wallet page')
      // To a crypto address the member confirms the amount in its currency: it must be what the rate pays.
      if (card.type === 'V') {
        const rate = exchangeRateFixtures[cryptoCurrencyOf(card.bankCode)]
        if (!rate || body.virtualAmount !== cryptoAmountOf(body.amount, rate.sell))
          return refuse('virtual.amount.mismatch', 'The exchange rate has changed, please try again')
      }
      const settings = settingsFor(userName)
      if (!withinWindow(settings.withdrawDateFrom, settings.withdrawDateTo, platformMinutes(platformNow(), settings.gmtOffset)))
        return refuse('withdraw.time.closed', 'Withdrawals are closed at this time')
      if (store.get().turnover === 'N')
        return refuse('withdraw_turnover_not_enough', 'withdraw turnover not enough', { value: { data: turnoverTotals('N') } })
      if (dailyLeft(settings.dailyCountLimit, settings.dailyCountUsed) <= 0)
        return refuse('withdraw.count.exceeded', 'No withdrawals left today')
      // The main wallet as the member sees it: on a single-wallet site it holds everything.
      const balance = mainBalanceOf(walletAnswer(account.wallet, store.get().transferWallet))
      if (
        body.amount < settings.min ||
        body.amount > settings.max ||
        body.amount > dailyLeft(settings.dailyAmountLimit, settings.dailyAmountUsed)
      )
        return refuse('withdraw.amount.invalid', 'The amount is outside the withdrawal limits')
      if (body.amount > balance) return refuse('insufficient.balance', 'Insufficient balance')
      if (needsSmsCode(settings, body.amount)) {
        if (!body.verificationCode) return refuse('verification.code.required', 'Please enter the verification code')
        const check = sms.check(account.mobile, body.verificationCode)
        if (check === 'expired') return refuse('SMS_CODE_EXPIRED', 'Verification code expired, please get a new one')
        if (check === 'wrong') return refuse('SMS_CODE_ERROR', 'Verification code error')
      }
      await db.addToMain(userName, -body.amount)
      const today = withdrawnToday.get(userName) ?? { count: 0, amount: 0 }
      withdrawnToday.set(userName, { count: today.count + 1, amount: today.amount + body.amount })
      const withdrawType = ({ B: 'BC', E: 'EW', V: 'VW' } as const)[card.type]
      const withdrawId = `W${String(platformNow()).slice(-6)}${db.tick()}`
      await db.withdrawals.create({
        withdrawId,
        userName,
        amount: body.amount,
        charge: chargeOf(withdrawType, body.amount),
        methodName: bankFixturesOf(card.type).find((bank) => bank.bankCode === card.bankCode)?.bankName ?? card.bankCode,
        accountNo: `**** ${card.number.slice(-4)}`,
        createdAt: platformNow(),
      })
      // The VIP wallet's page where the member finishes it: an outside address, as the platform's would be.
      return vip
        ? { redirectUrl: `https://vip-wallet.example.test/withdraw?wallet=${encodeURIComponent(card.bankCode)}&order=${withdrawId}` }
        : null
    }),
    ...serve(endpoints.depositPromotions, ({ request }) => (memberOf(request) ? depositPromotionFixtures : expired())),
    ...depositRelays.flatMap(submitHandlers),
  ]
}
