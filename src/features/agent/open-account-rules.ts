import type { OwnRebates } from './open-account-schema'

/**
 * What a new member may be given per product (PLATFORM.md §8 "downline creation"): from 0 to the
 * most the agent may give its subordinates (`rebateSubordinateLimit`), else to its own rebate.
 */
export const newMemberRebateLimits = ({ configs }: OwnRebates) =>
  configs.map((config) => ({ type: config.type, min: 0, max: config.rebateSubordinateLimit ?? config.rebateValue }))
