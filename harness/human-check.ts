/**
 * The platform's own human check (docs/api-contract.md "GET /wps/verification/challenge"): a slider
 * challenge per purpose, one answer each, and single-use passes that the calls behind the check
 * spend (registration, the register SMS code, `sms/send-verified`). `GET /__harness/challenge`
 * reads the last gap off its image, as a person sees it.
 */

/** A track with a gap at `gap` % drawn in, as the platform's slider challenge shows it. */
const trackImage = (gap: number, top: number) => {
  const x = (gap / 100) * 260
  const y = (top / 100) * 100
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="140" viewBox="0 0 300 140"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#3b6ea5"/><stop offset="1" stop-color="#8d4fa3"/></linearGradient></defs><rect width="300" height="140" fill="url(#g)"/><circle cx="60" cy="40" r="26" fill="#ffffff22"/><circle cx="230" cy="100" r="34" fill="#00000022"/><rect x="${x}" y="${y}" width="40" height="40" rx="6" fill="#00000066" stroke="#fff" stroke-width="2"/></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** How close the slid piece must land to the gap, in % of the track. */
const tolerance = 3

export const makeHumanChecks = () => {
  const challenges = new Map<string, { gap: number; purpose: string }>()
  const passes = new Map<string, string>() // token -> purpose
  let issued = 0
  let last: { gap: number; image: string } | null = null
  return {
    /** A new challenge for a purpose: its id, its picture and the piece's height. */
    issue: (purpose: string) => {
      issued += 1
      const gap = 30 + ((issued * 37) % 60)
      const top = 20 + ((issued * 13) % 50)
      const id = `ch-${issued}`
      challenges.set(id, { gap, purpose })
      const image = trackImage(gap, top)
      last = { gap, image }
      return { id, image, pieceTop: top }
    },
    /** One answer per challenge: a pass for its purpose when the piece lands on the gap, else null. */
    answer: (id: string, position: number) => {
      const challenge = challenges.get(id)
      challenges.delete(id)
      if (!challenge || Math.abs(position - challenge.gap) > tolerance) return null
      const token = `hv-${id}-${crypto.randomUUID()}`
      passes.set(token, challenge.purpose)
      return token
    },
    /** Whether `token` is an unspent pass for `purpose`; a valid one is spent. */
    spend: (token: unknown, purpose: string) => {
      const valid = typeof token === 'string' && passes.get(token) === purpose
      if (valid) passes.delete(token)
      return valid
    },
    last: () => last,
    reset: () => {
      challenges.clear()
      passes.clear()
      last = null
    },
  }
}
export type HumanChecks = ReturnType<typeof makeHumanChecks>
