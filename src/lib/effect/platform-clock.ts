/**
 * How far the platform's clock is ahead of this device's, learnt from the `Date` of its answers.
 * The platform names moments on its own clock (a lottery draw's close, a reward's expiry, a deposit
 * order's); a phone set a few minutes fast counted them down wrongly, and every row of the lottery
 * list said "Drawing…" with minutes still left to bet.
 */
let offsetMs = 0

/**
 * One answer's `Date` header (whole seconds), the request sent at `sentAt` and answered at
 * `receivedAt` (device ms). The platform's moment lies within that second and the device's between
 * sending and answering, so an offset within that uncertainty is no evidence of skew: the clocks
 * are taken to agree, and a countdown on a right clock never jitters by a second.
 */
export const notePlatformDate = (date: string | null, sentAt: number, receivedAt: number) => {
  const platform = date === null ? Number.NaN : Date.parse(date)
  if (Number.isNaN(platform)) return
  const estimate = platform + 500 - (sentAt + receivedAt) / 2
  const uncertainty = 500 + (receivedAt - sentAt) / 2
  offsetMs = Math.abs(estimate) > uncertainty + 500 ? Math.round(estimate) : 0
}

/** A moment the platform named (epoch ms on its clock), on this device's clock. */
export const onDeviceClock = (platformMs: number) => platformMs - offsetMs

/** A moment of this device's clock (now, unless given) on the platform's. */
export const onPlatformClock = (deviceMs: number = Date.now()) => deviceMs + offsetMs
