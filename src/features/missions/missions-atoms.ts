import { rewardRefusalOf } from '@/domain/member'
import { atom } from 'jotai'
import { answeredWithin } from '@/lib/effect/answered-within'
import { policies } from '@/lib/effect/policies'
import { queryAtom } from '@/lib/effect/query-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { viewerAtom, perMember } from '@/lib/session/session-atoms'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
import { claimMissionReward, loadMilestones, loadMissionLeaderboard, loadMissionRules, loadMissionSummary } from './missions-api'
import type { ClaimMissionRequest } from './missions-schema'

/** Missions pay bonuses: the reward centre's rule. */
export const missionRefusalAtom = atom((get) => rewardRefusalOf(get(viewerAtom)))
const allowed = atom((get) => get(missionRefusalAtom) === null)

/** Asked on every visit: a mission moves with every bet and deposit. */
export const summaryQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadMissionSummary(get(languageAtom)) : null), {
  ...inLanguage(),
  askOnEveryVisit: true,
})
export const milestonesQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadMilestones : null), { askOnEveryVisit: true })
/** Whether the missions may show: the milestones stand above them (drawn after them, they pushed the list down). */
export const milestonesReadyAtom = answeredWithin(milestonesQuery, policies.formDataWait)
/** Asked on every visit: the places move with every player's missions. */
export const leaderboardQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadMissionLeaderboard(get(languageAtom)) : null), {
  ...inLanguage(),
  askOnEveryVisit: true,
})
export const rulesQuery = queryAtom((get) => (perMember(get) && get(allowed) ? loadMissionRules(get(languageAtom)) : null), inLanguage())

/**
 * Claiming a mission's or a milestone's reward: a money action (sent once per tap, never retried,
 * refused offline; the balance asked again); the missions and milestones are asked again after it.
 */
export const claimAtom = moneyAtom((request: ClaimMissionRequest) => claimMissionReward(request), {
  alsoRefresh: (set) => {
    set(summaryQuery, 'refresh')
    set(milestonesQuery, 'refresh')
  },
})
