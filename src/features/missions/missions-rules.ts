import type { Mission } from './missions-schema'

/**
 * The customer missions' rules (issue 14), pure and table-tested: who may see them, how far a
 * mission has come, and how many are done (which opens the milestones).
 */

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
