import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { viewerMayDeposit } from '@/domain/member'
import { loadPageTranslations } from '@/lib/i18n/i18n'
import type { RealityCheckInterval } from '@/domain/responsible-gaming'
import { sessionAtom, viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { keys } from '@/lib/state/keys'
import { realityCheckAtom } from '@/lib/state/preferences'
import { readStored, writeStored } from '@/lib/state/storage'
import { later } from '@/ui/later'

// Not on the first-paint path, nor are its words: only a member who asked for reminders needs them.
const dialog = later(() =>
  Promise.all([import('./reality-check-dialog'), loadPageTranslations(['security'])]).then(([module]) => module.RealityCheckDialog),
)

/**
 * The reality check (responsible gaming, PLATFORM.md §10): notes when this tab's play began with
 * each new session, and, for a member who asked for reminders on this device (a money type, on a
 * site with RESPGAME3), brings the timer and its dialog. Without that, nothing more is loaded.
 */
export function RealityCheck() {
  const session = useAtomValue(sessionAtom)
  const viewer = useAtomValue(viewerAtom)
  const flags = useAtomValue(whitelabelAtom)
  const intervals = useAtomValue(realityCheckAtom)
  const token = session?.token

  useEffect(() => {
    if (token && readStored(keys.playStartedAt).token !== token) writeStored(keys.playStartedAt, { token, at: Date.now() })
  }, [token])

  const minutes = session && flags.has('RESPGAME3') && viewerMayDeposit(viewer) ? intervals[session.userName] : undefined
  return token && minutes ? <Reminders key={token} token={token} minutes={minutes} /> : null
}

/** The timer and dialog, once their code has come (asked again when the network is back, if it failed). */
function Reminders(props: { readonly token: string; readonly minutes: RealityCheckInterval }) {
  return dialog.useArrival(true).arrived ? <dialog.Component {...props} /> : null
}
