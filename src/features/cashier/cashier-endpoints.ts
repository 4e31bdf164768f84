import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import {
  DepositChannels,
  DepositOrderFromAnswer,
  DepositOrderRef,
  DepositPromotions,
  DepositReceiptRequest,
  DepositRequest,
  depositRelays,
  type DepositRelay,
} from './deposit-schema'
import { DepositRecordPage, DepositRecordQuery, DepositReminderRequest, WithdrawRecordPage, WithdrawRecordQuery } from './records-schema'
import {
  AccountKind,
  ExchangeRate,
  TurnoverInfo,
  WithdrawAccounts,
  WithdrawCharges,
  WithdrawChargesQuery,
  WithdrawMethods,
  WithdrawRequest,
  WithdrawResult,
  WithdrawSettings,
} from './withdraw-schema'

/** The cashier's calls (docs/api-contract.md "Deposit"); the SPEC's MCS2_* names are aliases. */

export const depositChannels = endpoint({
  method: 'GET',
  path: relay('MCSFE_getDepositPaymentChannels'),
  aliases: [relay('MCS2_depositBanksByVendor')],
  success: DepositChannels,
  module: 'DPSTBAS3',
})

export const depositPromotions = endpoint({
  method: 'GET',
  path: relay('MCSFE_getDepositPromotion'),
  aliases: [relay('MCS2_depositPromoList')],
  success: DepositPromotions,
  module: 'DPSTBAS3',
})

/** The older names each submit relay still answers to (PLATFORM.md §1.5). */
const olderNames: Partial<Record<DepositRelay, ReadonlyArray<string>>> = {
  MCSFE_manualTransferByRemark: ['MCS2_depositManualTransfer'],
  MCSFE_depositByQRImageUrl: ['MCS2_DepositAlipay', 'MCS2_DepositQQ', 'MCS2_depositWechat'],
  MCSFE_depositByLaunchUrl: ['MCS2_depositPaymentGateway'],
}

const submitOf = (name: DepositRelay) =>
  endpoint({
    method: 'POST',
    path: relay(name),
    aliases: (olderNames[name] ?? []).map(relay),
    body: DepositRequest,
    success: DepositOrderFromAnswer,
    module: 'DPSTBAS3',
    money: true,
  })

/** One submit per relay a channel can name (`mcsDepositEndpoint`): same body, same answer. */
export const depositSubmits = Object.fromEntries(depositRelays.map((name) => [name, submitOf(name)])) as Record<
  DepositRelay,
  ReturnType<typeof submitOf>
>

/** A bank-transfer order's receipt, and "I have paid" (PLATFORM.md §3 "after submit", "receipt"). */
export const depositReceipt = endpoint({
  method: 'POST',
  path: relay('MCSFE_uploadDepositEncodedImage'),
  body: DepositReceiptRequest,
  success: Schema.Unknown,
  module: 'DEPUPDATEREM3',
})
export const depositPaid = endpoint({
  method: 'POST',
  path: relay('MCSFE_createDepositTask'),
  body: DepositOrderRef,
  success: Schema.Unknown,
  module: 'DPSTBAS3',
  money: true,
})
/** An order the member will not pay (PLATFORM.md §3 `cancelDeposit`; the relay's prefix is its siblings'). */
export const depositCancel = endpoint({
  method: 'POST',
  path: relay('MCSFE_cancelDeposit'),
  body: DepositOrderRef,
  success: Schema.Unknown,
  module: 'DPSTBAS3',
})

/** The withdraw (PLATFORM.md §4): methods, settings, turnover, bound accounts, the fee, and the sealed submit. */
export const withdrawMethods = endpoint({ method: 'GET', path: relay('MCSFE_getWithdrawMethods'), success: WithdrawMethods })
export const withdrawSettings = endpoint({
  method: 'GET',
  path: relay('MCSFE_getWithdrawSettings'),
  query: Schema.Struct({ groupId: Schema.optional(Schema.String) }),
  success: WithdrawSettings,
})
export const exchangeRate = endpoint({
  method: 'GET',
  path: relay('MCSFE_getExchangeRates'),
  query: Schema.Struct({ sourceCurrency: Schema.String }),
  success: ExchangeRate,
})
export const turnoverInfo = endpoint({ method: 'GET', path: relay('MCSFE_getTurnoverInfo'), success: TurnoverInfo })
export const withdrawAccounts = endpoint({
  method: 'GET',
  path: relay('MCSFE_getWithdrawAccountInfo'),
  aliases: [relay('MCS2_bankCards')],
  query: Schema.Struct({ type: AccountKind, groupId: Schema.optional(Schema.String) }),
  success: WithdrawAccounts,
})
export const withdrawCharges = endpoint({
  method: 'GET',
  path: relay('MCSFE_getCalculatedWithdrawCharges'),
  query: WithdrawChargesQuery,
  success: WithdrawCharges,
})
export const withdraw = endpoint({
  method: 'POST',
  path: '/wps/v2/transaction/withdraw',
  aliases: ['/wps/transaction/withdraw'],
  body: WithdrawRequest,
  success: WithdrawResult,
  sealed: true,
  money: true,
})

/** The deposit and withdraw records (PLATFORM.md §5), and the deposit record's "accelerate". */
export const depositRecords = endpoint({
  method: 'GET',
  path: relay('MCSFE_getDepositTransactionReport'),
  aliases: [relay('MCS2_depositTransactioNReport')],
  query: DepositRecordQuery,
  success: DepositRecordPage,
})
export const depositReminder = endpoint({
  method: 'POST',
  path: relay('MCSFE_initiateReminder'),
  body: DepositReminderRequest,
  success: Schema.Unknown,
})
export const withdrawRecords = endpoint({
  method: 'GET',
  path: relay('MCSFE_getWithdrawTransactionReport'),
  aliases: [relay('MCS2_WithdrawTransactionReport')],
  query: WithdrawRecordQuery,
  success: WithdrawRecordPage,
})
