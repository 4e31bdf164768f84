import { secondsLeft } from '@/lib/effect/countdown'
import { policies } from '@/lib/effect/policies'

/**
 * SPEC §2 Register (and every other SMS code field): after a code is sent, a countdown computed
 * from the answer's expirationTime replaces the 'fetch code' link; at 0 the link returns. A pure
 * machine; the ticking is `runCountdown` (src/lib/effect/countdown.ts), which the screen interrupts
 * when it leaves.
 */
export type SmsState =
  | { readonly tag: 'idle' }
  | { readonly tag: 'sending' }
  | { readonly tag: 'counting'; readonly expiresAt: number; readonly seconds: number }

export type SmsEvent =
  | { readonly type: 'send' }
  | { readonly type: 'sent'; readonly expiresAt: number | null; readonly now: number }
  | { readonly type: 'failed' }
  | { readonly type: 'tick'; readonly now: number }
  /** A code sent before the page was reloaded: its countdown goes on (idle if it has expired). */
  | { readonly type: 'resume'; readonly expiresAt: number; readonly now: number }
  | { readonly type: 'leave' }

export const smsIdle: SmsState = { tag: 'idle' }

const counting = (expiresAt: number, now: number): SmsState => {
  const seconds = secondsLeft(expiresAt, now)
  return seconds > 0 ? { tag: 'counting', expiresAt, seconds } : smsIdle
}

export const smsTransition = (state: SmsState, event: SmsEvent): SmsState => {
  switch (event.type) {
    case 'send':
      // One request at a time, and none while a code is still valid: a double tap sends one SMS.
      return state.tag === 'idle' ? { tag: 'sending' } : state
    case 'sent':
      if (state.tag !== 'sending') return state
      // Without an expirationTime the SPEC's initial 60 s applies.
      return counting(event.expiresAt ?? event.now + policies.smsInitialSeconds * 1000, event.now)
    case 'failed':
      return state.tag === 'sending' ? smsIdle : state
    case 'tick':
      return state.tag === 'counting' ? counting(state.expiresAt, event.now) : state
    case 'resume':
      return state.tag === 'idle' ? counting(event.expiresAt, event.now) : state
    case 'leave':
      return smsIdle
  }
}
