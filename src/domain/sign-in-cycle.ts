/**
 * The daily sign-in's cycle (PLATFORM.md §6 "login / register"; docs/api-contract.md "Daily
 * sign-in"): which day of it today is. One rule for the app, which draws it, and the harness,
 * which pays it.
 */
export interface SignInPlace {
  /** Days in the cycle. */
  readonly cycleLength: number
  /** Days signed in a row in this cycle, today's counted once signed. */
  readonly signedDays: number
  readonly signedToday: boolean
}

/**
 * The day of the cycle that today is: the one signed today, else the one after the last signed;
 * once every day of the cycle is signed, the next sign-in is day 1 of a new cycle.
 */
export const cycleDayOf = ({ cycleLength, signedDays, signedToday }: SignInPlace): number => {
  if (signedToday) return Math.max(1, signedDays)
  return signedDays >= cycleLength ? 1 : signedDays + 1
}
