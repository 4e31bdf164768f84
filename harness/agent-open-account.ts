import { affiliateCodes } from '../fixtures/accounts'
import { linkExpiryOptions, promotionChannels } from '../fixtures/agent-links'
import { rebateValueIssue } from '../src/domain/rebate-limits'
import * as endpoints from '../src/features/agent/agent-endpoints'
import { quotaLeft, rationedLevelOf } from '../src/domain/rebate-quota'
import {
  linkLimit,
  type AffiliateLink,
  type AgentQuotas,
  type GivenRebates,
  type OwnRebates,
  type QuotaLevel,
} from '../src/features/agent/open-account-schema'
import { givenPasswordRefusal } from './account-handlers'
import { signedInAgent } from './agent-handlers'
import { agentOwnRebateOf, downlineOf, rebateProducts } from './agent-team'
import type { HarnessDb } from './db'
import type { EndpointKit } from './handlers'
import { hash } from './record-rows'
import { inviterOf } from './referral-handlers'
import { createAccount, newUserNameRefusal } from './register-handlers'
import { refuse } from './serve-endpoint'

/**
 * The register page and the parameter its form reads a code from (src/lib/routes/paths.ts
 * `paths.register` and `routeQueries.register`, which the harness may not import): a link opens
 * registration with the code filled in.
 */
const registerPath = '/m/register'
const codeParameter = 'affiliateCode'

type StoredLink = ReturnType<HarnessDb['affiliateLinks']['all']>[number]

/** The agent's own rebate per product (the limit its direct members' rebates show): the most a new member may be given. */
export const ownRebatesOf = (agent: string): OwnRebates => ({
  // The harness's agents may give their subordinates all of their own.
  configs: rebateProducts.map((type) => {
    const own = agentOwnRebateOf(agent, type)
    return { type, rebateValue: own, rebateSubordinateLimit: own }
  }),
})

/**
 * Open account's rule for the rebates given, a new member's or a link's: every product once, each
 * passing rebateValueIssue between 0 and the agent's own. A refusal, or null.
 */
const givenRebatesRefusal = (agent: string, configs: GivenRebates) => {
  const types = configs.map((config) => config.type)
  // As many as there are products, and every product among them: each exactly once.
  if (types.length !== rebateProducts.length || !rebateProducts.every((type) => types.includes(type)))
    return refuse('agent.rebate.invalid', 'Unknown error', { value: { types: rebateProducts } })
  for (const { type, rebateValue } of configs) {
    const bounds = { min: 0, max: agentOwnRebateOf(agent, type) }
    if (rebateValueIssue(rebateValue, bounds) !== null)
      return refuse('agent.rebate.invalid', 'Rebate out of range', { value: { type, ...bounds } })
  }
  return null
}

/** To the tenth, as the update of a member's rebates saves them (7.1 may arrive as 7.1000000001). */
const tenths = (value: number) => Math.round(value * 10) / 10

/**
 * The agent's rationed levels as seeded (docs/harness.md "Agent open account"): per product, from
 * 0.3 below its own rebate 5 new members, 2 of them given already; from its own, 1, not yet given.
 */
const seededQuotas = (agent: string): ReadonlyArray<QuotaLevel> =>
  rebateProducts.flatMap((type) => {
    const own = agentOwnRebateOf(agent, type)
    return [
      { type, rebateValue: tenths(own - 0.3), quota: 5, used: 2 },
      { type, rebateValue: own, quota: 1, used: 0 },
    ]
  })

/**
 * The agent's rationed levels (MCSFE_getAgentQuotaGroupByProduct): the seeded ones, each also spent
 * by every member the agent opened whose rebate for the product reaches it (the highest it reaches).
 */
const quotasOf = (db: HarnessDb, agent: string): AgentQuotas => {
  const seeded = seededQuotas(agent)
  const given = db.madeDownlines
    .findMany((q) => q.where({ agent }))
    .flatMap(({ userName }) => db.downlineRebates.findMany((q) => q.where({ agent, userName })))
  const spent = given.map(({ type, rebateValue }) => rationedLevelOf(seeded, type, rebateValue))
  return { list: seeded.map((level) => ({ ...level, used: level.used + spent.filter((reached) => reached === level).length })) }
}

/** A new member's rebate at a rationed level with none left: the platform's refusal (ASSUMED), or null. */
const spentQuotaRefusal = ({ list }: AgentQuotas, configs: GivenRebates) => {
  for (const { type, rebateValue } of configs) {
    const level = rationedLevelOf(list, type, rebateValue)
    if (level && quotaLeft(level) === 0)
      return refuse('agent.quota.insufficient', 'Insufficient quota', { value: { type, rebateValue: level.rebateValue } })
  }
  return null
}

/**
 * Open account (docs/harness.md "Agent open account"): the agent's own rebates, a new member made
 * at once (a real account, listed first among the agent's members), and the agent's affiliate
 * links, whose codes registration accepts while they live. What is made is kept in the harness db
 * until a reset.
 */
export const agentOpenAccountHandlers = (kit: EndpointKit) => {
  const { serve, store, db, platformNow } = kit
  const agentOf = signedInAgent(kit)

  /** The link as the platform answers it: its address on the asking request's own origin. */
  const linkOut =
    (request: Request) =>
    ({ agent, at, ...link }: StoredLink): AffiliateLink => ({
      ...link,
      url: `${new URL(request.url).origin}${registerPath}?${codeParameter}=${link.code}`,
    })
  const linksOf = (agent: string) =>
    db.affiliateLinks.findMany((q) => q.where({ agent })).sort((a, b) => b.createdTime - a.createdTime || b.at - a.at)
  /** A code no link, operator code or member's referral code has: 7 capitals and digits from a seed and the harness tick. */
  const newCode = (agent: string) => {
    const taken = (code: string) =>
      affiliateCodes.includes(code) || inviterOf(db, code) !== undefined || db.affiliateLinks.findFirst((q) => q.where({ code }))
    let code: string
    do code = (hash(`link|${agent}|${db.tick()}`) >>> 0).toString(36).toUpperCase().padStart(7, '0')
    while (taken(code))
    return code
  }

  return [
    ...serve(endpoints.ownRebates, ({ request }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      return ownRebatesOf(agent)
    }),

    ...serve(endpoints.agentQuotas, ({ request }) => {
      const agent = agentOf(request)
      return agent instanceof Response ? agent : quotasOf(db, agent)
    }),

    // Sealed: it carries the new member's password.
    ...serve(endpoints.createDownline, async ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const { userName, password, type, configs } = body
      // The agent's generated members are members of the platform too.
      const nameRefusal = newUserNameRefusal(kit, userName, {
        takenElsewhere: (name) => downlineOf(agent, name, store.get().agentTeamSize) !== undefined,
      })
      if (nameRefusal) return nameRefusal
      const passwordRefusal = givenPasswordRefusal(kit, password)
      if (passwordRefusal) return passwordRefusal
      const rebatesRefusal = givenRebatesRefusal(agent, configs)
      if (rebatesRefusal) return rebatesRefusal
      const quotaRefusal = spentQuotaRefusal(quotasOf(db, agent), configs)
      if (quotaRefusal) return quotaRefusal
      await createAccount(db, { userName, password, type })
      await db.addDownline({ agent, userName, type, configs, createdAt: platformNow() })
      return { userName }
    }),

    ...serve(endpoints.linkExpiryOptions, ({ request }) => {
      const agent = agentOf(request)
      return agent instanceof Response ? agent : { list: linkExpiryOptions }
    }),
    ...serve(endpoints.promotionChannels, ({ request }) => {
      const agent = agentOf(request)
      return agent instanceof Response ? agent : { list: promotionChannels }
    }),

    ...serve(endpoints.affiliateLinks, ({ request }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      return { list: linksOf(agent).map(linkOut(request)) }
    }),
    ...serve(endpoints.createAffiliateLink, async ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const rebatesRefusal = givenRebatesRefusal(agent, body.configs)
      if (rebatesRefusal) return rebatesRefusal
      const expiry = linkExpiryOptions.find((option) => option.code === body.expiryCode)
      if (!expiry)
        return refuse('agent.link.expiry', 'Invalid link expiry', { value: { codes: linkExpiryOptions.map(({ code }) => code) } })
      if (!promotionChannels.some((channel) => channel.code === body.channel))
        return refuse('agent.link.channel', 'Invalid promotion channel', { value: { codes: promotionChannels.map(({ code }) => code) } })
      // Expired links count until deleted: the agent still sees them.
      if (linksOf(agent).length >= linkLimit) return refuse('agent.link.limit', 'Link limit reached', { value: { limit: linkLimit } })
      const code = newCode(agent)
      const createdTime = platformNow()
      const link = await db.affiliateLinks.create({
        id: `link-${code}`,
        code,
        agent,
        type: body.type,
        configs: body.configs.map(({ type, rebateValue }) => ({ type, rebateValue: tenths(rebateValue) })),
        channel: body.channel,
        createdTime,
        expiresAt: expiry.days === null ? null : createdTime + expiry.days * 86_400_000,
        registeredCount: 0,
        at: db.tick(),
      })
      return linkOut(request)(link)
    }),
    ...serve(endpoints.deleteAffiliateLink, ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      // Another agent's link is as unknown as a made-up one.
      if (!db.affiliateLinks.findFirst((q) => q.where({ agent, id: body.id }))) return refuse('agent.link.not_found', 'Link does not exist')
      db.affiliateLinks.delete((q) => q.where({ agent, id: body.id }))
      return { id: body.id }
    }),
  ]
}
