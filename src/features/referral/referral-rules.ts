import { canDeposit, type Viewer } from '@/domain/member'
import { href } from '@/lib/routes/paths'
import { statKeys, type StatKey } from './referral-schema'

/**
 * Invite friends' rules (issue 14; PLATFORM.md §6 "referral"), pure and table-tested: who sees
 * which view, the link a friend opens, and which figures show (where the share sheet sends the
 * link: src/ui/share-channels.ts).
 */

/**
 * What /m/inviteFriends shows: guests the programme and the way to register; agents the way to
 * their own area (SPEC §2: agents invite through it); the money types 0, 1, 2 their code; trial
 * and virtual accounts the platform's refusal (PLATFORM.md §1.4), asking for nothing. A session
 * opened by a token whose type is still asked is undecided: it would otherwise show a member the
 * trial's refusal until member info came.
 */
export type ReferralView =
  | { readonly kind: 'undecided' }
  | { readonly kind: 'guest' }
  | { readonly kind: 'agent' }
  | { readonly kind: 'refused'; readonly messageKey: 'errors.free_reject' | 'errors.no_permissions' }
  | { readonly kind: 'member' }

export const referralViewOf = (viewer: Viewer, typeUndecided: boolean, siteOffers = true): ReferralView => {
  // A site without the programme (REFERRAL3 off) says so, and nothing is asked of it.
  if (!siteOffers) return { kind: 'refused', messageKey: 'errors.no_permissions' }
  if (typeUndecided) return { kind: 'undecided' }
  if (viewer.kind === 'guest') return { kind: 'guest' }
  if (viewer.kind === 'trial') return { kind: 'refused', messageKey: 'errors.free_reject' }
  if (viewer.kind === 'agent') return { kind: 'agent' }
  return canDeposit(viewer.type) ? { kind: 'member' } : { kind: 'refused', messageKey: 'errors.no_permissions' }
}

/** The address the register form reads the code from (`affiliateCode`, register-form.tsx). */
export const referralLink = (domain: string, code: string) => {
  const origin = /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`
  return `${origin}${href('register', { affiliateCode: code })}`
}

/** The link on the operator's first promotion domain, or on this site when it names none. */
export const shareLinkOf = (promotionDomains: ReadonlyArray<string>, code: string, siteOrigin: string) =>
  referralLink(promotionDomains[0] ?? siteOrigin, code)

/** The figures the operator chose (`contentOptions`), in the platform's order; all when it chose none. */
export const shownStats = (contentOptions: ReadonlyArray<StatKey> | undefined): ReadonlyArray<StatKey> =>
  contentOptions ? statKeys.filter((key) => contentOptions.includes(key)) : statKeys
