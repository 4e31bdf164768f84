/**
 * The harness's SMS gateway: the last code sent to each mobile number, with its expiry and purpose.
 * Codes are six digits from a counter, so a run repeats; QA and tests read them back from
 * GET /__harness/sms?mobile=... as a phone would show them.
 */
export interface SentCode {
  readonly mobile: string
  readonly code: string
  readonly purpose: string
  readonly expiresAt: number
}

export type CodeCheck = 'ok' | 'wrong' | 'expired'

export const makeSmsGateway = (now: () => number = Date.now) => {
  const sent = new Map<string, SentCode>()
  let counter = 0
  return {
    send: (mobile: string, purpose: string, ttlSeconds: number): SentCode => {
      counter += 1
      const code = String(100_000 + ((counter * 7919) % 900_000))
      const entry = { mobile, code, purpose, expiresAt: now() + ttlSeconds * 1000 }
      sent.set(mobile, entry)
      return entry
    },
    last: (mobile: string) => sent.get(mobile),
    /** A code is good once: a used code is gone, as on the platform. */
    check: (mobile: string, code: string): CodeCheck => {
      const entry = sent.get(mobile)
      if (!entry || entry.code !== code) return 'wrong'
      if (entry.expiresAt <= now()) return 'expired'
      sent.delete(mobile)
      return 'ok'
    },
    reset: () => sent.clear(),
  }
}
export type SmsGateway = ReturnType<typeof makeSmsGateway>
