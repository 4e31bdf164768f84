import { Schema } from 'effect'

/**
 * The bonus a deposit earns (PLATFORM.md §3 promotion picker; §10 "one pure bonus-preview
 * function"): one rule for the deposit's amount chips and promotion picker and the promotions'
 * detail, table-tested in bonus.test.ts.
 */

/** A step of a promotion's bonus (`depositPromDetailsList`): from this deposit, this bonus. */
export const BonusTier = Schema.Struct({
  minDepositDetail: Schema.Number,
  bonusAmtDetail: Schema.Number,
  maxBonusDetail: Schema.optional(Schema.NullOr(Schema.Number)),
  minBonusDetail: Schema.optional(Schema.NullOr(Schema.Number)),
})
export type BonusTier = typeof BonusTier.Type

export const BonusType = Schema.Literals(['FIXED', 'PERCENTAGE'])

/** A bonus as the platform states it: a fixed amount or a percentage, by steps of the deposit. */
export interface BonusRule {
  readonly bonusType: typeof BonusType.Type
  readonly tiers: ReadonlyArray<BonusTier>
}

/** Cents, rounded down: a preview never promises more than the platform will pay. */
const toCents = (amount: number) => Math.floor(Math.round(amount * 1000) / 10) / 100

/**
 * The bonus a deposit of `amount` earns under `rule`: the highest step the amount reaches; a fixed
 * amount, or the percentage of the deposit held between the step's floor and cap. 0 below the
 * first step.
 */
export const bonusFor = (rule: BonusRule, amount: number): number => {
  const step = [...rule.tiers].sort((a, b) => b.minDepositDetail - a.minDepositDetail).find((tier) => amount >= tier.minDepositDetail)
  if (!step || !(amount > 0)) return 0
  if (rule.bonusType === 'FIXED') return toCents(step.bonusAmtDetail)
  const raw = (amount * step.bonusAmtDetail) / 100
  const floored = step.minBonusDetail == null ? raw : Math.max(raw, step.minBonusDetail)
  return toCents(step.maxBonusDetail == null ? floored : Math.min(floored, step.maxBonusDetail))
}
