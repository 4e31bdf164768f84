import { canDeposit, type Viewer } from '@/domain/member'
import type { Mission } from './missions-schema'

/**
 * The customer missions' rules (issue 14), pure and table-tested: who may see them, how far a
 * mission has come, and how many are done (which opens the milestones).
 */

/** Missions pay bonuses: the money types 0, 1, 2 (PLATFORM.md §1.4); a trial is told free_reject, the rest no_permissions. */
export const missionRefusalOf = (viewer: Viewer): 'errors.free_reject' | 'errors.no_permissions' | null => {
  if (viewer.kind === 'trial') return 'errors.free_reject'
  if (viewer.kind === 'guest' || !canDeposit(viewer.type)) return 'errors.no_permissions'
  return null
}

/** How far a mission has come, 0 to 1 (a target of 0 is done). */
export const progressOf = (mission: Pick<Mission, 'current' | 'target'>) =>
  mission.target <= 0 ? 1 : Math.min(Math.max(mission.current / mission.target, 0), 1)

/** Missions whose target is reached, claimed or not: the count the milestones ask for. */
export const completedCount = (missions: ReadonlyArray<Pick<Mission, 'current' | 'target'>>) =>
  missions.filter((mission) => progressOf(mission) >= 1).length

/** Counted in pesos (bets, deposits) or in plain numbers (days, games). */
export const isMoneyUnit = (unit: Mission['unit']) => unit === 'BET' || unit === 'DEPOSIT'

/** The leaderboard's first three places wear a medal. */
export const medalOf = (rank: number): 'gold' | 'silver' | 'bronze' | null =>
  rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null
