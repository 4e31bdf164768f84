/**
 * The date range every record screen reads (PLATFORM.md §5 "Shared"): quick presets for today,
 * yesterday and the last 7 days, or a custom range of at most 30 whole days. Days are calendar
 * days on the player's clock, written 'YYYY-MM-DD'; the platform is asked for whole days in ms.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string
export interface DayRange {
  readonly from: Day
  readonly to: Day
}
export type RangePreset = 'today' | 'yesterday' | 'week'
export const rangePresets: ReadonlyArray<RangePreset> = ['today', 'yesterday', 'week']

/** Rows per page, as the platform's own record screens ask (PLATFORM.md §5 "Shared"). */
export const recordPageSize = 10

/** The longest range the platform answers (PLATFORM.md §5). */
export const maxRangeDays = 30
/** How far back records go (ASSUMED: docs/api-contract.md "Records"). */
export const keptDays = 90

const dayMs = 86_400_000
const pad = (value: number) => String(value).padStart(2, '0')
/** Day arithmetic on UTC dates, where every day has 24 hours. */
const utcOf = (day: Day) => Date.parse(`${day}T00:00:00Z`)
const dayAtUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10)

export const addDays = (day: Day, days: number): Day => dayAtUtc(utcOf(day) + days * dayMs)
/** Days in the range, both ends counted (today to today is 1). */
export const daysIn = ({ from, to }: DayRange) => Math.round((utcOf(to) - utcOf(from)) / dayMs) + 1

/** The player's calendar day at an instant. */
export const dayOf = (date: Date): Day => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

export const presetRange = (preset: RangePreset, today: Day): DayRange => {
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case 'week':
      return { from: addDays(today, -6), to: today }
  }
}

/** The preset a range is, if it is one (the chip shown as current). */
export const presetOf = (range: DayRange, today: Day): RangePreset | null =>
  rangePresets.find((preset) => {
    const candidate = presetRange(preset, today)
    return candidate.from === range.from && candidate.to === range.to
  }) ?? null

export type RangeIssue = 'order' | 'too_long' | 'future' | 'too_old'

/** Why a custom range cannot be asked for, or null. */
export const rangeIssue = (range: DayRange, today: Day): RangeIssue | null => {
  if (range.from > range.to) return 'order'
  if (range.to > today) return 'future'
  if (range.from < addDays(today, -(keptDays - 1))) return 'too_old'
  if (daysIn(range) > maxRangeDays) return 'too_long'
  return null
}

/** The range as the platform takes it: from the first day's local midnight to the last moment of the last day. */
export const rangeTimes = ({ from, to }: DayRange) => {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number]
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number]
  return {
    startTime: new Date(fromYear, fromMonth - 1, fromDay).getTime(),
    endTime: new Date(toYear, toMonth - 1, toDay + 1).getTime() - 1,
  }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const isDay = (text: string) => dayPattern.test(text) && dayAtUtc(utcOf(text)) === text

/**
 * A range carried in an address (a report's row opening a member, the member's records): the days
 * given, if they are real days the platform would answer for; otherwise the fallback preset.
 */
export const rangeFromAddress = (given: { readonly from: string; readonly to: string }, today: Day, fallback: RangePreset): DayRange => {
  const range = { from: given.from, to: given.to }
  return isDay(range.from) && isDay(range.to) && rangeIssue(range, today) === null ? range : presetRange(fallback, today)
}
