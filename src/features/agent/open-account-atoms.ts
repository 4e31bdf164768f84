import { queryAtom } from '@/lib/effect/query-atom'
import { submitAtom } from '@/lib/effect/submit-atom'
import { loadAffiliateLinks, loadLinkOptions, loadNewMemberTerms, makeAffiliateLink, openAccount, removeAffiliateLink } from './agent-api'
import type { CreateDownlineRequest, CreateLinkRequest } from './open-account-schema'
import { isAgent } from './is-agent'

/** The agent's own rebate per product (each new member's, or link's, upper bound) and the levels rationed. */
export const newMemberTermsQuery = queryAtom((get) => (isAgent(get) ? loadNewMemberTerms : null))

/** A new member under the agent: sent once per tap; the terms are asked again (a rationed level may have been spent). */
export const openAccountAtom = submitAtom(
  (request: CreateDownlineRequest) => openAccount(request),
  (_made, { set }) => set(newMemberTermsQuery, 'refresh'),
)

/** The life and channel choices a new link is made with. */
export const linkOptionsQuery = queryAtom((get) => (isAgent(get) ? loadLinkOptions : null))

/** The agent's affiliate links, asked again each time the list is shown (one may have signed someone up). */
export const affiliateLinksQuery = queryAtom((get) => (isAgent(get) ? loadAffiliateLinks : null), { askOnEveryVisit: true })

/** A new link: sent once per tap; the list is asked again. */
export const createLinkAtom = submitAtom(
  (request: CreateLinkRequest) => makeAffiliateLink(request),
  (_link, { set }) => set(affiliateLinksQuery, 'refresh'),
)

/** Deleting a link: sent once per tap; the list is asked again. */
export const deleteLinkAtom = submitAtom(
  (id: string) => removeAffiliateLink(id),
  (_deleted, { set }) => set(affiliateLinksQuery, 'refresh'),
)
