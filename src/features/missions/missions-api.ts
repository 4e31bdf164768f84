import { call } from '@/lib/http/call'
import { claimMission, missionLeaderboard, missionMilestones, missionRules, missionSummary } from './missions-endpoints'
import type { ClaimMissionRequest } from './missions-schema'

export const loadMissionSummary = (language: string) => call(missionSummary, { query: { language } })
export const loadMilestones = call(missionMilestones)
export const loadMissionRules = (language: string) => call(missionRules, { query: { language } })
export const claimMissionReward = (request: ClaimMissionRequest) => call(claimMission, { body: request })
export const loadMissionLeaderboard = (language: string) => call(missionLeaderboard, { query: { language } })
