import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exitFailureMessage } from '@/lib/http/errors'
import { toast } from '@/ui'

type Outcome = Parameters<typeof exitFailureMessage>[0] | 'locked'

/**
 * A write the member taps beside an order (a receipt, "I have paid", "accelerate"): busy while it
 * is on its way, the dictionary's text when it fails (kept until the next try), a toast when it
 * went through. `send` resolves true when it went through.
 *
 * `shown` is what the controls are drawn from (the order, the record). A success changes it in the
 * store, which renders as a background transition (lib/state/background-transitions.ts): after
 * this hook's own state, or once the record is asked again. Until then the controls stay `locked`,
 * or a double tap's second tap, landing on them given back, sends again.
 */
export const useSendFeedback = (shown: unknown) => {
  const { t } = useTranslation('common')
  const [busy, setBusy] = useState(false)
  const [issue, setIssue] = useState<string | null>(null)
  const [sentFrom, setSentFrom] = useState<{ readonly shown: unknown } | null>(null)
  const latest = useRef(shown)
  latest.current = shown
  const send = async (write: () => Promise<Outcome>, done: string) => {
    setIssue(null)
    setBusy(true)
    const outcome = await write()
    setBusy(false)
    if (outcome === 'locked') return false
    const failure = exitFailureMessage(outcome, (key) => t(key))
    if (failure !== null) {
      setIssue(failure)
      return false
    }
    setSentFrom({ shown: latest.current })
    toast.success(done)
    return true
  }
  const locked = busy || (sentFrom !== null && sentFrom.shown === shown)
  return { busy, locked, issue, refuse: (key: string) => setIssue(t(key)), send }
}
