import { Schema } from 'effect'
import { Count } from './agent-schema'

/**
 * Open account (/m/agentRegister, issue 15; PLATFORM.md §8 "register / links"): a new member under
 * the agent, made at once or through an affiliate link. The calls are the platform's own names;
 * only the per-product rebate `configs[{ type, rebateValue, rebateSubordinateLimit }]` is known
 * (PLATFORM.md §8 "downline creation"), so the rest is ASSUMED (docs/api-contract.md "Agent: open
 * account").
 */

/** A new member is a player (0) or a sub-agent (1), as the desktop's "register downline" offers. */
export const NewMemberType = Schema.Literals([0, 1])
export type NewMemberType = typeof NewMemberType.Type

/**
 * ASSUMED (MCSFE_getCustomerRebateSettingByProductType, no query): the agent's own rebate per
 * product, in percent, and the most it may give its subordinates where the platform says
 * (`rebateSubordinateLimit`, else its own): the most a new member may be given (the least is 0).
 */
export const OwnRebates = Schema.Struct({
  configs: Schema.Array(
    Schema.Struct({ type: Schema.String, rebateValue: Schema.Number, rebateSubordinateLimit: Schema.optional(Schema.Number) }),
  ),
})
export type OwnRebates = typeof OwnRebates.Type

/**
 * ASSUMED (MCSFE_getAgentQuotaGroupByProduct, no query; PLATFORM.md §8 "quotas per product"): the
 * high rebates the platform rations. Each level: a product, the least rebate it covers (`rebateValue`,
 * percent), how many new members may be given that much or more (`quota`) and how many have been
 * (`used`). A new member spends one of the highest level its rebate reaches (src/domain/rebate-quota.ts
 * `rationedLevelOf`); with none left there the platform refuses. A product with no level is not
 * rationed; an empty list rations nothing.
 */
export const QuotaLevel = Schema.Struct({ type: Schema.String, rebateValue: Schema.Number, quota: Count, used: Count })
export type QuotaLevel = typeof QuotaLevel.Type
export const AgentQuotas = Schema.Struct({ list: Schema.Array(QuotaLevel) })
export type AgentQuotas = typeof AgentQuotas.Type

/** The rebate given per product, in percent with at most one decimal (src/domain/rebate-limits.ts). */
export const GivenRebates = Schema.Array(Schema.Struct({ type: Schema.String, rebateValue: Schema.Number }))
export type GivenRebates = typeof GivenRebates.Type

/**
 * ASSUMED (POST /wps/agent/downline, sealed as PLATFORM.md §8 says): the new member's name and
 * password, its type and its rebates (every product of OwnRebates). Answered with the name made.
 */
export const CreateDownlineRequest = Schema.Struct({
  userName: Schema.String,
  password: Schema.String,
  type: NewMemberType,
  configs: GivenRebates,
})
export type CreateDownlineRequest = typeof CreateDownlineRequest.Type
export const CreatedDownline = Schema.Struct({ userName: Schema.String })

/**
 * ASSUMED (MCSFE_getMerchantUrlExpiryOptions): how long a new link may live; `days` null for a
 * link that never expires.
 */
export const ExpiryOption = Schema.Struct({ code: Schema.String, days: Schema.NullOr(Count) })
export type ExpiryOption = typeof ExpiryOption.Type
export const ExpiryOptions = Schema.Struct({ list: Schema.Array(ExpiryOption) })

/**
 * ASSUMED (MCSFE_getMerchantPromotionChannels): where the agent says a link will be shared; `name`
 * is the operator's own label (a brand such as Facebook or TikTok), shown as given.
 */
export const PromotionChannel = Schema.Struct({ code: Schema.String, name: Schema.String })
export type PromotionChannel = typeof PromotionChannel.Type
export const PromotionChannels = Schema.Struct({ list: Schema.Array(PromotionChannel) })

/**
 * ASSUMED (MCSFE_viewAffiliateUrls, no query; newest first): the agent's links. `url` is the
 * registration address with the code, as the platform builds it on its active main domain
 * (WPSCORE_getDomainsActiveMain); `expiresAt` ms, null for never; `registeredCount` the members
 * who signed up through it.
 */
export const AffiliateLink = Schema.Struct({
  id: Schema.String,
  code: Schema.String,
  url: Schema.String,
  type: NewMemberType,
  configs: GivenRebates,
  channel: Schema.String,
  createdTime: Schema.Number,
  expiresAt: Schema.NullOr(Schema.Number),
  registeredCount: Count,
})
export type AffiliateLink = typeof AffiliateLink.Type
export const AffiliateLinks = Schema.Struct({ list: Schema.Array(AffiliateLink) })
export type AffiliateLinks = typeof AffiliateLinks.Type

/** ASSUMED (MCSFE_createAffiliateUrl): a link's type, rebates, life and channel; answered with the link. */
export const CreateLinkRequest = Schema.Struct({
  type: NewMemberType,
  configs: GivenRebates,
  expiryCode: Schema.String,
  channel: Schema.String,
})
export type CreateLinkRequest = typeof CreateLinkRequest.Type

/** ASSUMED (MCSFE_deleteAffiliateUrl). */
export const DeleteLinkRequest = Schema.Struct({ id: Schema.String })
export type DeleteLinkRequest = typeof DeleteLinkRequest.Type
export const DeletedLink = Schema.Struct({ id: Schema.String })

/** How many links an agent may keep at once (ASSUMED; the platform refuses more with `agent.link.limit`). */
export const linkLimit = 20
