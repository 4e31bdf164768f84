/**
 * Times as the platform's record screens write them, the same in every language:
 * 'YYYY-MM-DD HH:mm:ss' on the player's clock.
 */
const pad = (value: number) => String(value).padStart(2, '0')

/** 'YYYY-MM-DD' (a link's creation or expiry, where the time of day says nothing). */
export const formatDay = (ms: number) => {
  const date = new Date(ms)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export const formatDateTime = (ms: number) => {
  const date = new Date(ms)
  return `${formatDay(ms)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** 'MM-DD' of a 'YYYY-MM-DD' day (a range's ends on a chip). */
export const shortDay = (day: string) => day.slice(5)

/** m:ss of a countdown (a payment's time left, an order's wait). */
export const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
