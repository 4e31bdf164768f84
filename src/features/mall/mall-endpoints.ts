import { endpoint, LanguageQuery, relay } from '@/lib/http/endpoint'
import {
  ConversionTypes,
  ConvertRequest,
  ConvertResult,
  PointBalance,
  PointConfig,
  PointRewardQuery,
  PointRewards,
  RedeemList,
  RedeemListQuery,
  RedeemRequest,
  RedeemResult,
} from './mall-schema'

/**
 * The points mall's calls (docs/api-contract.md "Points mall"; PLATFORM.md §6); the MCS2_ names are
 * aliases (§1.5). Module PTSYS3, the flag of the member centre's points-mall item.
 */
const module = 'PTSYS3'
export const pointConfig = endpoint({
  method: 'GET',
  path: relay('MCSFE_getPointConfig'),
  aliases: [relay('MCS2_getPointConfig')],
  success: PointConfig,
  module,
})
export const pointBalance = endpoint({
  method: 'GET',
  path: relay('MCSFE_getPointBalance'),
  aliases: [relay('MCS2_getPointBalance')],
  success: PointBalance,
  module,
})
export const conversionTypes = endpoint({
  method: 'GET',
  path: relay('MCSFE_getPointRewardConversionType'),
  aliases: [relay('MCS2_getPointRewardConversionType')],
  query: LanguageQuery,
  success: ConversionTypes,
  module,
})
export const pointRewards = endpoint({
  method: 'GET',
  path: relay('MCSFE_getPointReward'),
  aliases: [relay('MCS2_getPointReward')],
  query: PointRewardQuery,
  success: PointRewards,
  module,
})
export const redeemList = endpoint({
  method: 'GET',
  path: relay('MCSFE_getRedeemPointList'),
  aliases: [relay('MCS2_getRedeemPointList')],
  query: RedeemListQuery,
  success: RedeemList,
  module,
})
/** Spends points and may credit cash: sealed, sent once, never retried. */
export const redeem = endpoint({
  method: 'POST',
  path: relay('passwordCheck/MCSFE_redeemPointReward'),
  aliases: [relay('passwordCheck/MCS2_redeemPointReward')],
  body: RedeemRequest,
  success: RedeemResult,
  sealed: true,
  money: true,
  module,
})

/** Points into cash in the main wallet: sealed, sent once, never retried. */
export const convert = endpoint({
  method: 'POST',
  path: relay('passwordCheck/MCSFE_convertPoint'),
  body: ConvertRequest,
  success: ConvertResult,
  sealed: true,
  money: true,
  module,
})
