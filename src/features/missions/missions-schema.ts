import { Schema } from 'effect'

/**
 * The customer missions (/m/customerTask, issue 14; PLATFORM.md §6 "missions"). The call names are
 * the platform's; PLATFORM.md §9 lists their shapes as not public, so every schema here is ASSUMED
 * and defined once, for the app and the harness (docs/api-contract.md "Customer missions").
 */

/** What a mission counts (shown as its unit: pesos bet or deposited, days logged in, games played). */
export const MissionUnit = Schema.Literals(['BET', 'DEPOSIT', 'LOGIN', 'GAMES'])
export type MissionUnit = typeof MissionUnit.Type

export const MissionStatus = Schema.Literals(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'])
export type MissionStatus = typeof MissionStatus.Type

export const Mission = Schema.Struct({
  missionId: Schema.String,
  title: Schema.String,
  unit: MissionUnit,
  /** How much of the unit completes it, and how much the member has so far. */
  target: Schema.Number,
  current: Schema.Number,
  /** The bonus it pays, in the wallet's currency. */
  reward: Schema.Number,
  status: MissionStatus,
})
export type Mission = typeof Mission.Type

/** A milestone pays once enough missions of the period are done. */
export const MilestoneStatus = Schema.Literals(['LOCKED', 'CLAIMABLE', 'CLAIMED'])
export type MilestoneStatus = typeof MilestoneStatus.Type
export const Milestone = Schema.Struct({
  milestoneId: Schema.String,
  /** Missions done that open it. */
  requiredCompleted: Schema.Number,
  reward: Schema.Number,
  status: MilestoneStatus,
})
export type Milestone = typeof Milestone.Type

/** MCSFE_getMissionSummaryDetails: this period's missions (daily missions reset at midnight). */
export const MissionSummary = Schema.Struct({
  periodName: Schema.String,
  /** ms; when the period's missions reset (null: they do not). */
  periodEnd: Schema.NullOr(Schema.Number),
  missions: Schema.Array(Mission),
})
export type MissionSummary = typeof MissionSummary.Type

/** MCSFE_getMissionMilestones. */
export const Milestones = Schema.Array(Milestone)

/** MCSFE_getMissionRules: operator HTML, shown only through the sanitiser. */
export const MissionRules = Schema.Struct({ rulesHtml: Schema.String })

/** MCSFE_claimMissionRewards: one mission's reward or one milestone's (exactly one of the two). */
export const ClaimMissionRequest = Schema.Struct({
  missionId: Schema.optional(Schema.String),
  milestoneId: Schema.optional(Schema.String),
})
export type ClaimMissionRequest = typeof ClaimMissionRequest.Type
export const ClaimMissionResult = Schema.Struct({ claimedMoney: Schema.Number })

/** One place of the mission leaderboard: its rank, the player (masked by the platform), their points and the prize the place pays (0: none). */
export const LeaderboardPlace = Schema.Struct({
  rank: Schema.Number,
  userName: Schema.String,
  points: Schema.Number,
  prize: Schema.Number,
})
export type LeaderboardPlace = typeof LeaderboardPlace.Type

/**
 * MCSFE_getMissionLeaderboard: the period's top places, paid out at its end, and the member's own
 * (`rank` null while they have no points).
 */
export const MissionLeaderboard = Schema.Struct({
  periodName: Schema.String,
  periodEnd: Schema.NullOr(Schema.Number),
  list: Schema.Array(LeaderboardPlace),
  me: Schema.Struct({ rank: Schema.NullOr(Schema.Number), points: Schema.Number, prize: Schema.Number }),
})
export type MissionLeaderboard = typeof MissionLeaderboard.Type
