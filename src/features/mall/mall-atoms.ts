import { whitelabelAtom } from '@/lib/site/site-atoms'
import { Effect } from 'effect'
import { atom, type Setter } from 'jotai'
import { recordPageSize } from '@/domain/date-range'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { viewerAtom, perMember } from '@/lib/session/session-atoms'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
import {
  convertPoints,
  loadConversionTypes,
  loadPointBalance,
  loadPointConfig,
  loadPointRewards,
  loadRedemptions,
  redeemReward,
} from './mall-api'
import type { ConvertRequest, RedeemRequest } from './mall-schema'

/**
 * Why the viewer may not have the mall (a key of common), or null: a site without it (PTSYS3 off)
 * says no permission, a trial account free_reject; either asks for nothing.
 */
export const mallRefusalAtom = atom((get) => {
  if (!get(whitelabelAtom).has('PTSYS3')) return 'errors.no_permissions'
  const viewer = get(viewerAtom)
  return viewer.kind === 'member' || viewer.kind === 'agent' ? null : 'errors.free_reject'
})
export const mallAllowedAtom = atom((get) => get(mallRefusalAtom) === null)

export const configQuery = queryAtom((get) => (perMember(get) && get(mallAllowedAtom) ? loadPointConfig : null))
/** Asked on every visit: points move with every bet. */
export const pointsQuery = queryAtom((get) => (perMember(get) && get(mallAllowedAtom) ? loadPointBalance : null), { askOnEveryVisit: true })
export const typesQuery = queryAtom(
  (get) => (perMember(get) && get(mallAllowedAtom) ? loadConversionTypes(get(languageAtom)) : null),
  inLanguage(),
)

/** One list per tab, made once and kept (a tab visited again shows its items while they are asked again). */
const itemsByType = new Map<string, ReturnType<typeof itemsOf>>()
const itemsOf = (conversionType: string) =>
  queryAtom((get) => (perMember(get) && get(mallAllowedAtom) ? loadPointRewards(conversionType, get(languageAtom)) : null), {
    ...inLanguage(),
    askOnEveryVisit: true,
  })
export const itemsQuery = (conversionType: string) => {
  let query = itemsByType.get(conversionType)
  if (!query) itemsByType.set(conversionType, (query = itemsOf(conversionType)))
  return query
}

export const historyQuery = pagedQueryAtom((get, page) =>
  perMember(get) && get(mallAllowedAtom)
    ? Effect.map(loadRedemptions(page, recordPageSize), (answer) => ({ items: answer.list, pageNum: page, totalPages: answer.totalPages }))
    : null,
)

/**
 * Redeeming: points spent and perhaps cash credited, so a money action (sent once per tap, never
 * retried, refused offline; the balance asked again). Whatever the answer, the points, the tab's
 * items (stock and the member's count) and the history are asked again.
 */
export const redeemAtom = moneyAtom((request: RedeemRequest) => redeemReward(request), {
  alsoRefresh: (set: Setter) => {
    set(pointsQuery, 'refresh')
    for (const query of itemsByType.values()) set(query, 'refresh')
    set(historyQuery, 'refresh')
  },
})

/** Converting points into cash: a money action (sent once per tap, never retried, refused offline; the balance asked again), the points asked again whatever the answer. */
export const convertAtom = moneyAtom((request: ConvertRequest) => convertPoints(request), {
  alsoRefresh: (set: Setter) => set(pointsQuery, 'refresh'),
})
