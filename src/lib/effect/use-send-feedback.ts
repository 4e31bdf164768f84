import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exitFailureMessage } from '@/lib/http/errors'

type Outcome = Parameters<typeof exitFailureMessage>[0] | 'locked'

/**
 * A write the member taps beside what a screen shows (a deposit order's receipt and "I have paid",
 * a record's Accelerate, a contract request's answer): busy while it is on its way, the
 * dictionary's text when it fails (kept until the next try), `onSent(done)` when it went through
 * (src/lib may not import the toasts of src/ui, so the screen passes its own). `send` resolves true
 * when it went through.
 *
 * `shown` is what the controls are drawn from (the order, the record, the request). A success
 * changes it in the store, which renders as a background transition
 * (lib/state/background-transitions.ts): after this hook's own state, or once it is asked again.
 * Until then the controls stay `locked`, or a double tap's second tap, landing on them given back,
 * sends again.
 */
export const useSendFeedback = (shown: unknown, onSent: (done: string) => void) => {
  const { t } = useTranslation('common')
  const [busy, setBusy] = useState(false)
  const [issue, setIssue] = useState<string | null>(null)
  const [sentFrom, setSentFrom] = useState<{ readonly shown: unknown } | null>(null)
  const latest = useRef(shown)
  latest.current = shown
  // Sends still waiting for their outcome: a tap the write's lock turns away (a double tap's second,
  // before the first has redrawn the control) answers at once, and must not give the control back.
  const waiting = useRef(0)
  const send = async (write: () => Promise<Outcome>, done: string) => {
    setIssue(null)
    waiting.current += 1
    setBusy(true)
    const outcome = await write()
    waiting.current -= 1
    setBusy(waiting.current > 0)
    if (outcome === 'locked') return false
    const failure = exitFailureMessage(outcome, (key) => t(key))
    if (failure !== null) {
      setIssue(failure)
      return false
    }
    setSentFrom({ shown: latest.current })
    onSent(done)
    return true
  }
  const locked = busy || (sentFrom !== null && sentFrom.shown === shown)
  return { busy, locked, issue, refuse: (key: string) => setIssue(t(key)), send }
}
