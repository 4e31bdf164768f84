/**
 * The responsible-gaming rules (PLATFORM.md §10 "Cross-cutting", §11 "regulation"): deposit limits
 * per day, week and month, and self-exclusion. In the domain because the app (what it says will
 * happen) and the harness (which plays the platform's own check) read the same rule. No public
 * source shows the operator's version: every rule here is ASSUMED (docs/api-contract.md
 * "Responsible gaming"), after the norms regulators ask of operators.
 */

export const limitPeriods = ['DAILY', 'WEEKLY', 'MONTHLY'] as const
export type LimitPeriod = (typeof limitPeriods)[number]

/** A change that loosens a limit waits a day, so that it cannot be made in the heat of a session. */
export const coolingOffMs = 24 * 60 * 60 * 1000

/**
 * When a new limit holds: one that protects the player more (a first limit, or a lower one) holds
 * at once; one that protects less (higher, or none) after the cooling-off day.
 */
export const limitChangeTiming = (current: number | null, next: number | null): 'now' | 'after-cooling-off' =>
  next !== null && (current === null || next <= current) ? 'now' : 'after-cooling-off'

/** The Philippine periods (PLATFORM.md §11): 6 months, 1 year, 5 years. */
export const exclusionMonths = [6, 12, 60] as const
export type ExclusionMonths = (typeof exclusionMonths)[number]

/** The platform keeps Manila time (UTC+8, no daylight saving): its days, weeks and months start there. */
const platformOffsetMs = 8 * 60 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

/** The instant the period holding `now` began on the platform's clock: midnight, Monday's midnight, or the 1st's. */
export const periodStart = (period: LimitPeriod, now: number): number => {
  const local = new Date(now + platformOffsetMs)
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  switch (period) {
    case 'DAILY':
      return midnight - platformOffsetMs
    case 'WEEKLY':
      return midnight - ((local.getUTCDay() + 6) % 7) * dayMs - platformOffsetMs
    case 'MONTHLY':
      return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - platformOffsetMs
  }
}

/**
 * The instant an exclusion asked for at `from` ends: the same time of day, `months` calendar months
 * later on the platform's clock (a 31st with no match in the month ends on that month's last day).
 */
export const exclusionEnd = (from: number, months: ExclusionMonths): number => {
  const local = new Date(from + platformOffsetMs)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(local.getUTCDate(), lastDay)
  const timeOfDay = (from + platformOffsetMs) % dayMs
  return Date.UTC(year, month, day) + timeOfDay - platformOffsetMs
}

/** What a limit still allows this period: null without a limit; never below nothing. */
export const limitLeft = (amount: number | null, used: number): number | null => (amount === null ? null : Math.max(0, amount - used))

/** The periods whose limit a deposit of `amount` would pass, given what each has left. */
export const limitsPassed = (
  limits: ReadonlyArray<{ readonly period: LimitPeriod; readonly amount: number | null; readonly used: number }>,
  amount: number,
): ReadonlyArray<LimitPeriod> =>
  limits
    .filter((limit) => {
      const left = limitLeft(limit.amount, limit.used)
      return left !== null && amount > left
    })
    .map((limit) => limit.period)

/** A period's limit as the platform keeps it: the amount in force and a change waiting out its cooling-off day. */
export interface LimitSetting {
  readonly amount: number | null
  readonly pending: { readonly amount: number | null; readonly effectiveAt: number } | null
}

/** The setting at `now`: a waiting change whose day has passed is the limit in force. */
export const limitInForce = (setting: LimitSetting, now: number): LimitSetting =>
  setting.pending !== null && setting.pending.effectiveAt <= now ? { amount: setting.pending.amount, pending: null } : setting

/**
 * The setting once the member asks for `next` at `now`: the same limit again only drops a change
 * waiting; a tighter one holds at once (and drops it too); a looser one waits, replacing any
 * change waiting before it.
 */
export const limitAfterChange = (setting: LimitSetting, next: number | null, now: number): LimitSetting => {
  const { amount } = limitInForce(setting, now)
  if (next === amount) return { amount, pending: null }
  return limitChangeTiming(amount, next) === 'now'
    ? { amount: next, pending: null }
    : { amount, pending: { amount: next, effectiveAt: now + coolingOffMs } }
}

/** The reality check's intervals, in minutes (ours; a reminder every so long of play). */
export const realityCheckIntervals = [15, 30, 60, 120] as const
export type RealityCheckInterval = (typeof realityCheckIntervals)[number]

/**
 * When the next reminder is due: the next whole interval of play after `now`, counted from when
 * play began, so reminders keep their rhythm however long one stayed open.
 */
export const nextRealityCheck = (startedAt: number, minutes: RealityCheckInterval, now: number): number => {
  const interval = minutes * 60_000
  return startedAt + (Math.floor(Math.max(0, now - startedAt) / interval) + 1) * interval
}
