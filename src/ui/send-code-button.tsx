import { Effect, Fiber } from 'effect'
import { useEffect, useReducer, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { runCountdown } from '@/lib/effect/countdown'
import { smsIdle, smsTransition } from './sms-countdown'
import './send-code-button.css'

export interface SendCodeButtonProps {
  /** Asks for a code; answers its expiry, or null when nothing was sent (the button comes back). */
  readonly onSend: () => Promise<number | null>
  /** The expiry of a code sent before this screen was opened (a reload): its countdown goes on. */
  readonly resumeAt?: number | undefined
  readonly onSent?: ((expiresAt: number) => void) | undefined
}

/**
 * The 'get code' button of a verification-code field (its addon). After a send, a countdown from
 * the code's expiry replaces it (SPEC §2 Register); at 0 it returns; leaving stops the timer. One
 * code at a time: a double tap sends one SMS (sms-countdown.ts).
 */
export function SendCodeButton({ onSend, resumeAt, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation('ui')
  const [state, dispatch] = useReducer(smsTransition, undefined, () =>
    resumeAt === undefined ? smsIdle : smsTransition(smsIdle, { type: 'resume', expiresAt: resumeAt, now: Date.now() }),
  )
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const expiresAt = state.tag === 'counting' ? state.expiresAt : null
  useEffect(() => {
    if (expiresAt === null) return
    const fiber = Effect.runFork(runCountdown(expiresAt, (now) => dispatch({ type: 'tick', now })))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [expiresAt])

  const send = async () => {
    if (state.tag !== 'idle') return
    dispatch({ type: 'send' })
    const sentUntil = await onSend()
    if (!mounted.current) return
    dispatch(sentUntil === null ? { type: 'failed' } : { type: 'sent', expiresAt: sentUntil, now: Date.now() })
    if (sentUntil !== null) onSent?.(sentUntil)
  }

  return state.tag === 'counting' ? (
    <span className="field-countdown" role="timer" aria-live="off">
      {t('code.resend_in', { n: state.seconds })}
    </span>
  ) : (
    <button
      type="button"
      className="btn btn-ghost field-send"
      disabled={state.tag === 'sending'}
      aria-busy={state.tag === 'sending'}
      onClick={() => void send()}
    >
      {t('code.fetch')}
    </button>
  )
}
