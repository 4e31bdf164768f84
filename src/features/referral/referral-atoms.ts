import { whitelabelAtom } from '@/lib/site/site-atoms'
import { Effect } from 'effect'
import { atom } from 'jotai'
import { recordPageSize, type DayRange } from '@/domain/date-range'
import { pagedQueryAtom } from '@/lib/effect/paged-query-atom'
import { queryAtom } from '@/lib/effect/query-atom'
import { provisionalSessionAtom, viewerAtom, perMember } from '@/lib/session/session-atoms'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
import { loadDepositRebates, loadInvitees, loadReferralDetails, loadReferralOverview, loadReferralRules } from './referral-api'
import { referralViewOf } from './referral-rules'

export const referralViewAtom = atom((get) =>
  referralViewOf(get(viewerAtom), get(provisionalSessionAtom), get(whitelabelAtom).has('REFERRAL3')),
)
const isReferrer = atom((get) => get(referralViewAtom).kind === 'member')

/** The member's code and domains, and the figures: asked on every visit (friends sign up meanwhile). */
export const detailsQuery = queryAtom((get) => (perMember(get) && get(isReferrer) ? loadReferralDetails : null), { askOnEveryVisit: true })
export const overviewQuery = queryAtom((get) => (perMember(get) && get(isReferrer) ? loadReferralOverview : null), {
  askOnEveryVisit: true,
})

/** The programme's rules: for guests and members alike, in the player's language. */
export const rulesQuery = queryAtom((get) => {
  const view = get(referralViewAtom).kind
  return view === 'guest' || view === 'member' ? loadReferralRules(get(languageAtom)) : null
}, inLanguage())

/** YYYY-MM-DD days, both ends counted, as the reports ask (useMemo one per range). */
const reportQuery = (range: DayRange, page: number) => ({ startDate: range.from, endDate: range.to, page, size: recordPageSize })

export const inviteesQuery = (range: DayRange) =>
  pagedQueryAtom((get, page) =>
    perMember(get) && get(isReferrer)
      ? Effect.map(loadInvitees(reportQuery(range, page)), (answer) => ({
          items: answer.list,
          pageNum: page,
          totalPages: answer.totalPages,
        }))
      : null,
  )

export const rebatesQuery = (range: DayRange) =>
  pagedQueryAtom((get, page) =>
    perMember(get) && get(isReferrer)
      ? Effect.map(loadDepositRebates(reportQuery(range, page)), (answer) => ({
          items: answer.list,
          footer: answer.footer,
          pageNum: page,
          totalPages: answer.totalPages,
        }))
      : null,
  )
