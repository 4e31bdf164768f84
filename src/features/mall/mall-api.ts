import { call } from '@/lib/http/call'
import { conversionTypes, convert, pointBalance, pointConfig, pointRewards, redeem, redeemList } from './mall-endpoints'
import type { ConvertRequest, RedeemRequest } from './mall-schema'

export const loadPointConfig = call(pointConfig)
export const loadPointBalance = call(pointBalance)
export const loadConversionTypes = (language: string) => call(conversionTypes, { query: { language } })
export const loadPointRewards = (conversionType: string, language: string) => call(pointRewards, { query: { conversionType, language } })
export const loadRedemptions = (page: number, size: number) => call(redeemList, { query: { page, size } })
/** Sealed with the payment password, one idempotency key, never retried. */
export const redeemReward = (request: RedeemRequest) => call(redeem, { body: request })
/** Sealed with the payment password, one idempotency key, never retried. */
export const convertPoints = (request: ConvertRequest) => call(convert, { body: request })
