/**
 * Rationed rebates (PLATFORM.md §8 "quotas per product"; the shape is ASSUMED, docs/api-contract.md
 * "Open account"): the platform lets an agent give only so many new members a high rebate. A level
 * is a product, the least rebate it covers, how many may be given that much or more and how many
 * have been. The app checks before sending; the harness refuses with the same rule.
 */
export interface RationedLevel {
  readonly type: string
  readonly rebateValue: number
  readonly quota: number
  readonly used: number
}

const tenths = (value: number) => Math.round(value * 10)

/** The level a rebate spends: the highest of the product's levels it reaches, or undefined (not rationed). */
export const rationedLevelOf = <L extends RationedLevel>(levels: ReadonlyArray<L>, type: string, rebate: number): L | undefined =>
  levels
    .filter((level) => level.type === type && tenths(level.rebateValue) <= tenths(rebate))
    .reduce<L | undefined>((highest, level) => (highest && highest.rebateValue >= level.rebateValue ? highest : level), undefined)

/** How many more new members a level may be given to. */
export const quotaLeft = (level: RationedLevel) => Math.max(0, level.quota - level.used)
