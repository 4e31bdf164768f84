import type { Effect } from 'effect'
import { atom } from 'jotai'
import { rewardRefusalOf } from '@/domain/member'
import { queryAtom } from '@/lib/effect/query-atom'
import type { AppServices } from '@/lib/effect/runtime'
import { moneyAtom } from '@/lib/session/money-atom'
import { viewerAtom, perMember } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { claimIssuedReward, claimTicketById, loadClaimPromotions, loadPromoReward, loadTickets } from './rewards-api'
import type { ClaimableRow } from './reward-rules'

/** PLATFORM.md §1.4, §6: why the viewer may not have the reward centre (a key of common), or null. */
export const rewardsRefusalAtom = atom((get) => rewardRefusalOf(get(viewerAtom)))
/** The money types 0, 1, 2 only; others ask for nothing. */
export const rewardsAllowedAtom = atom((get) => get(rewardsRefusalAtom) === null)

/** The reward centre itself also needs the site's REWCEN3: without it, no permission, and nothing is asked. */
export const rewardCentreRefusalAtom = atom((get) =>
  get(whitelabelAtom).has('REWCEN3') ? get(rewardsRefusalAtom) : 'errors.no_permissions',
)

const onlyForMoneyTypes = <A, E>(program: Effect.Effect<A, E, AppServices>) =>
  queryAtom((get) => (perMember(get) && get(rewardCentreRefusalAtom) === null ? program : null), { askOnEveryVisit: true })

export const summaryQuery = onlyForMoneyTypes(loadPromoReward)
export const issuedQuery = onlyForMoneyTypes(loadClaimPromotions('I'))
export const ticketsQuery = onlyForMoneyTypes(loadTickets)
export const historyQuery = onlyForMoneyTypes(loadClaimPromotions('C'))

/**
 * Claims a row of "claimable now", promotion reward or ticket: a money action (sent once per tap,
 * never retried, refused offline; the balance asked again). Whatever the answer, the lists and
 * the summary are asked again: a claim moves the row to the history and the bonus into the totals,
 * and a refusal (expired meanwhile) has changed the list too.
 */
export const claimRowAtom = moneyAtom(
  (row: ClaimableRow) =>
    row.kind === 'ticket'
      ? claimTicketById(row.id)
      : claimIssuedReward({ promotionClaimId: row.id, promotionType: row.promotionType ?? '' }),
  {
    alsoRefresh: (set) => {
      set(issuedQuery, 'refresh')
      set(ticketsQuery, 'refresh')
      set(historyQuery, 'refresh')
      set(summaryQuery, 'refresh')
    },
  },
)
