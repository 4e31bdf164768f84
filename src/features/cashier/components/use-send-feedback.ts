import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exitFailureMessage } from '@/lib/http/errors'
import { toast } from '@/ui'

type Outcome = Parameters<typeof exitFailureMessage>[0] | 'locked'

/**
 * A write the member taps beside an order (a receipt, "I have paid", "accelerate"): busy while it
 * is on its way, the dictionary's text when it fails (kept until the next try), a toast when it
 * went through. `send` resolves true when it went through.
 */
export const useSendFeedback = () => {
  const { t } = useTranslation('common')
  const [busy, setBusy] = useState(false)
  const [issue, setIssue] = useState<string | null>(null)
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
    toast.success(done)
    return true
  }
  return { busy, issue, refuse: (key: string) => setIssue(t(key)), send }
}
