import { endpoint, LanguageQuery, relay } from '@/lib/http/endpoint'
import { ClaimMissionRequest, ClaimMissionResult, Milestones, MissionLeaderboard, MissionRules, MissionSummary } from './missions-schema'

/** The customer missions' calls (docs/api-contract.md "Customer missions"; PLATFORM.md §6 "missions"). */
export const missionSummary = endpoint({
  method: 'GET',
  path: relay('MCSFE_getMissionSummaryDetails'),
  query: LanguageQuery,
  success: MissionSummary,
})
export const missionMilestones = endpoint({ method: 'GET', path: relay('MCSFE_getMissionMilestones'), success: Milestones })
export const missionRules = endpoint({ method: 'GET', path: relay('MCSFE_getMissionRules'), query: LanguageQuery, success: MissionRules })
/** Credits a bonus: sent once, never retried. */
export const claimMission = endpoint({
  method: 'POST',
  path: relay('MCSFE_claimMissionRewards'),
  body: ClaimMissionRequest,
  success: ClaimMissionResult,
  money: true,
})

/** The period's ranking (/m/leaderBoard, the MISSION link; PLATFORM.md §6). */
export const missionLeaderboard = endpoint({
  method: 'GET',
  path: relay('MCSFE_getMissionLeaderboard'),
  query: LanguageQuery,
  success: MissionLeaderboard,
})
