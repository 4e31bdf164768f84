import type { OwnRebates, QuotaLevel } from './open-account-schema'

/**
 * What a new member may be given per product (PLATFORM.md §8 "downline creation"): from 0 to the
 * most the agent may give its subordinates (`rebateSubordinateLimit`), else to its own rebate; and
 * the product's rationed levels (src/domain/rebate-quota.ts), which the form checks and shows what
 * is left of.
 */
export const newMemberRebateLimits = ({ configs }: OwnRebates, quotas: ReadonlyArray<QuotaLevel> = []) =>
  configs.map((config) => ({
    type: config.type,
    min: 0,
    max: config.rebateSubordinateLimit ?? config.rebateValue,
    rationed: quotas.filter((level) => level.type === config.type),
  }))
