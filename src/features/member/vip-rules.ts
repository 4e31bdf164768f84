import type { Viewer } from '@/domain/member'
import type { RankProgress } from './member-schema'
import type { ClubBenefit, ClubRank } from './vip-schema'

/**
 * The VIP benefits page's rules (/m/member/benefits), pure and table-tested: who may open it, the
 * club's ladder with where the member stands on it, and which requirements and benefits a rank
 * shows.
 */

/** Every member the member centre shows a VIP card; a trial account has no rank and is told free_reject. */
export const vipRefusalOf = (viewer: Viewer): 'errors.free_reject' | null => (viewer.kind === 'trial' ? 'errors.free_reject' : null)

/** Where the member stands to a rank; `unplaced` on every rank when the member's own is not among them. */
export type RankStanding = 'below' | 'current' | 'next' | 'above' | 'unplaced'

export interface RankStep {
  readonly rank: ClubRank
  readonly benefit: ClubBenefit | null
  readonly standing: RankStanding
}

/** The member's rank: by its club id when progress names one, else by its name. */
const isMemberRank = (progress: RankProgress) => (rank: ClubRank) =>
  progress.playerRankProgress ? rank.labelId === progress.playerRankProgress.labelId : rank.labelName === progress.playerRankName

/** The club's ranks, first rank first, each with what it gives and where the member stands to it. */
export const clubLadderOf = (
  ranks: ReadonlyArray<ClubRank>,
  benefits: ReadonlyArray<ClubBenefit>,
  progress: RankProgress,
): ReadonlyArray<RankStep> => {
  const ladder = [...ranks].sort((a, b) => a.level - b.level)
  const at = ladder.findIndex(isMemberRank(progress))
  const standingOf = (index: number): RankStanding =>
    at < 0 ? 'unplaced' : index < at ? 'below' : index === at ? 'current' : index === at + 1 ? 'next' : 'above'
  return ladder.map((rank, index) => ({
    rank,
    benefit: benefits.find((benefit) => benefit.labelId === rank.labelId) ?? null,
    standing: standingOf(index),
  }))
}

export type RequirementId = 'monthlyTurnover' | 'totalTurnover' | 'totalDeposit'

/** What reaching a rank asks, with how far the member has come where progress says (the next rank's turnovers). */
export interface Requirement {
  readonly id: RequirementId
  readonly amount: number
  readonly reached: number | null
}

export const requirementsOf = ({ rank, standing }: RankStep, progress: RankProgress): ReadonlyArray<Requirement> =>
  (['monthlyTurnover', 'totalTurnover', 'totalDeposit'] as const)
    .filter((id) => rank[id] > 0)
    .map((id) => {
      const turnover = id === 'totalDeposit' ? undefined : progress[id]
      return { id, amount: rank[id], reached: standing === 'next' && turnover ? turnover.actual : null }
    })

export type Benefit =
  | {
      readonly id: 'upgradeBonus' | 'monthlySalary' | 'birthdayBonus' | 'dailyWithdrawLimit'
      readonly kind: 'money'
      readonly value: number
    }
  | { readonly id: 'rebateRate'; readonly kind: 'percent'; readonly value: number }
  | { readonly id: 'dailyWithdrawCount'; readonly kind: 'count'; readonly value: number }
  | { readonly id: 'personalHost'; readonly kind: 'yes' }

const moneyBenefits = ['upgradeBonus', 'monthlySalary', 'birthdayBonus'] as const

/** What a rank gives, in the page's order; what it gives none of (null, 0, false) is left out. */
export const benefitsOf = (benefit: ClubBenefit | null): ReadonlyArray<Benefit> => {
  if (!benefit) return []
  const given = (value: number | null): value is number => value !== null && value > 0
  return [
    ...moneyBenefits.flatMap((id) => (given(benefit[id]) ? [{ id, kind: 'money' as const, value: benefit[id] }] : [])),
    ...(given(benefit.rebateRate) ? [{ id: 'rebateRate' as const, kind: 'percent' as const, value: benefit.rebateRate }] : []),
    ...(given(benefit.dailyWithdrawCount)
      ? [{ id: 'dailyWithdrawCount' as const, kind: 'count' as const, value: benefit.dailyWithdrawCount }]
      : []),
    ...(given(benefit.dailyWithdrawLimit)
      ? [{ id: 'dailyWithdrawLimit' as const, kind: 'money' as const, value: benefit.dailyWithdrawLimit }]
      : []),
    ...(benefit.personalHost ? [{ id: 'personalHost' as const, kind: 'yes' as const }] : []),
  ]
}
