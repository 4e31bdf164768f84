/**
 * When and how much a member may withdraw (PLATFORM.md §4): the platform's time window, the
 * day's limits, when an SMS code must confirm it, what a crypto withdrawal pays out, and which
 * e-wallets finish it on their own page. In the domain because the app and the harness (which
 * plays the platform's own check) read the same rule.
 */

const minutesPerDay = 24 * 60

/** Minutes after midnight of 'HH:mm' or 'HH:mm:ss'; null for anything else. */
export const minutesOf = (time: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim())
  if (!match) return null
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null
}

/** The platform's time of day, in minutes after midnight, at the instant `now` (its offset east of UTC in minutes). */
export const platformMinutes = (now: number, gmtOffset: number) =>
  (((Math.floor(now / 60_000) + gmtOffset) % minutesPerDay) + minutesPerDay) % minutesPerDay

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** 'HH:mm' of minutes after midnight. */
export const clockOf = (minutes: number) => `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`

/** The offset as people write it: GMT+8, GMT-3, GMT+5:30. */
export const gmtOf = (offsetMinutes: number) => {
  const whole = Math.abs(offsetMinutes)
  const minutes = whole % 60
  return `GMT${offsetMinutes < 0 ? '-' : '+'}${Math.floor(whole / 60)}${minutes ? `:${twoDigits(minutes)}` : ''}`
}

/**
 * Whether withdrawals are open: equal ends mean all day; a window whose end is before its start
 * runs over midnight (22:00–06:00); the end minute itself is closed. An unreadable window does not
 * lock the member out (the platform checks again).
 */
export const withinWindow = (from: string, to: string, minutes: number) => {
  const [start, end] = [minutesOf(from), minutesOf(to)]
  if (start === null || end === null || start === end) return true
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end
}

/** A limit of 0 or less is no limit (ASSUMED): what is left of the day's count or amount. */
export const dailyLeft = (limit: number, used: number) => (limit > 0 ? Math.max(0, limit - used) : Infinity)

/** Whether an SMS code must confirm a withdrawal of `amount` (module `1TxO`). */
export const needsSmsCode = (
  rule: { readonly mobileVerificationType: string; readonly mobileVerificationWithdrawAmount?: number | null | undefined },
  amount: number,
) =>
  rule.mobileVerificationType === 'EVERY_WITHDRAWAL' ||
  (rule.mobileVerificationType === 'WITHDRAW_AMOUNT' && amount > (rule.mobileVerificationWithdrawAmount ?? 0))

/**
 * What a crypto withdrawal of `amount` pesos pays out at `rate` pesos per unit: two decimals,
 * rounded down, so the member is never shown more than arrives.
 */
export const cryptoAmountOf = (amount: number, rate: number) =>
  rate > 0 ? Math.floor(Math.round((amount * 10_000) / rate) / 100) / 100 : 0

/** The Philippine VIP e-wallets (PLATFORM.md §4): sent with `isByPaster`, finished on the wallet's own page. */
export const vipEwalletCodes: ReadonlyArray<string> = ['PAYIDVIP', 'PAYMAYA(VIP)', 'UNIONBANK(VIP)']
export const paysByPaster = (account: { readonly bankCode?: string | undefined } | undefined) =>
  account?.bankCode !== undefined && vipEwalletCodes.includes(account.bankCode)
