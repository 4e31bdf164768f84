import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { loadPageTranslations } from '@/lib/i18n/i18n'
import type { RealityCheckInterval } from '@/domain/responsible-gaming'
import { responsibleAccessAtom } from '@/lib/session/money-screen'
import { sessionAtom } from '@/lib/session/session-atoms'
import { keys } from '@/lib/state/keys'
import { realityCheckAtom } from '@/lib/state/preferences'
import { readStored, writeStored } from '@/lib/state/storage'
import { later } from '@/ui/later'

/**
 * When this tab's play in the session `token` began: noted the first time the tab sees the session,
 * then kept across reloads (session storage); a logout clears it, another login notes it afresh.
 */
export const playStartedAt = (token: string) => {
  const noted = readStored(keys.playStartedAt)
  if (noted.token === token) return noted.at
  const at = Date.now()
  writeStored(keys.playStartedAt, { token, at })
  return at
}

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
  const access = useAtomValue(responsibleAccessAtom)
  const intervals = useAtomValue(realityCheckAtom)
  const token = session?.token

  useEffect(() => {
    if (token) playStartedAt(token)
  }, [token])

  const minutes = session && access === 'open' ? intervals[session.userName] : undefined
  return token && minutes ? <Reminders key={token} token={token} minutes={minutes} /> : null
}

/** The timer and dialog, once their code has come (asked again when the network is back, if it failed). */
function Reminders(props: { readonly token: string; readonly minutes: RealityCheckInterval }) {
  return dialog.useArrival(true).arrived ? <dialog.Component {...props} /> : null
}
