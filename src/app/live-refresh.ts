import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import { favouriteIdsQuery } from '@/features/games/games-atoms'
import { renewMemberAtom, sessionTokenAtom, walletQuery } from '@/lib/session/session-atoms'
import { refreshStatusAtom, statusNetworkBackAtom } from '@/lib/site/site-atoms'
import { retryFailedQueries, retryFailedQueriesNetworkBack } from '@/lib/effect/query-atom'
import { refreshUnreadAtom } from './unread-atoms'

/** Fired by whoever changed the backend under the app (the QA panel, an operator push). */
export const refreshEvent = 'wps:refresh'

/**
 * Renews the member at boot and whenever the session changes (login, logout, expiry). The status
 * is read at boot before the first render (main.tsx) and does not depend on the session, so a
 * sign-in does not ask for it again; the wallet, favourite stars, announcements and unread counts follow the session by
 * themselves (they are queries on its token). Back in the foreground, or told the backend changed,
 * it re-reads them all, and asks again whatever on screen had failed, as it does when the network
 * comes back. Each re-read supersedes the one before it still in flight.
 */
export const useLiveRefresh = () => {
  const store = useStore()
  const token = useAtomValue(sessionTokenAtom)
  const refreshStatus = useSetAtom(refreshStatusAtom)
  const renewMember = useSetAtom(renewMemberAtom)
  const refreshUnread = useSetAtom(refreshUnreadAtom)
  const refreshWallet = useSetAtom(walletQuery)
  const refreshFavourites = useSetAtom(favouriteIdsQuery)
  useEffect(() => {
    void renewMember()
  }, [token, renewMember])
  useEffect(() => {
    const refreshAll = () => {
      void refreshStatus()
      void renewMember().then(() => {
        void refreshUnread()
        refreshWallet('refresh')
        refreshFavourites('refresh')
        // What failed on screen while away asks again too; what is already asking again is left be.
        retryFailedQueries()
      })
    }
    const onVisible = () => document.visibilityState === 'visible' && refreshAll()
    window.addEventListener(refreshEvent, refreshAll)
    document.addEventListener('visibilitychange', onVisible)
    // The network is back: what it failed asks again by itself, with no Retry tapped (the gate's
    // Cannot connect, and what failed on screen).
    const onOnline = () => {
      store.set(statusNetworkBackAtom)
      retryFailedQueriesNetworkBack()
    }
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener(refreshEvent, refreshAll)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('online', onOnline)
    }
  }, [store, refreshStatus, renewMember, refreshUnread, refreshWallet, refreshFavourites])
}
