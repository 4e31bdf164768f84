import { atom } from 'jotai'
import { queryAtom } from '@/lib/effect/query-atom'
import { sessionTokenAtom, viewerAtom, perMember } from '@/lib/session/session-atoms'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
import { loadClubBenefits, loadClubRanks, loadClubRules, loadRankSalary, loadRankSalaryHistory } from './member-api'
import { rankProgressQuery } from './member-atoms'
import { vipRefusalOf } from './vip-rules'

export const vipRefusalAtom = atom((get) => vipRefusalOf(get(viewerAtom)))
const allowed = atom((get) => get(vipRefusalAtom) === null && get(sessionTokenAtom) !== null)

/** The club changes with the operator's settings, not with play: asked once a session (in the page's language). */
export const clubRanksQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadClubRanks(get(languageAtom)) : null), inLanguage())
export const clubBenefitsQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadClubBenefits : null))
export const clubRulesQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadClubRules(get(languageAtom)) : null), inLanguage())

/** The rank salary moves with the month and each claim: asked on every visit. */
export const rankSalaryQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadRankSalary : null), { askOnEveryVisit: true })
export const salaryHistoryQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadRankSalaryHistory : null), {
  askOnEveryVisit: true,
})

/** What the page draws, asked beside its code (the rules' HTML is only drawn once unfolded). */
export const vipFirstCalls = [rankProgressQuery, clubRanksQuery, clubBenefitsQuery, rankSalaryQuery, salaryHistoryQuery, clubRulesQuery]
