import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { favouriteIdsQuery } from '@/features/games/games-atoms'
import { refreshUnreadAtom } from '@/features/messages/messages-atoms'
import { renewMemberAtom, sessionTokenAtom, walletQuery } from '@/lib/session/session-atoms'
import { refreshStatusAtom } from '@/lib/site/site-atoms'

/** Fired by whoever changed the backend under the app (the QA panel, an operator push). */
export const refreshEvent = 'wps:refresh'

/**
 * Re-reads status, member and unread counts at boot and whenever the session changes (login,
 * logout, expiry); the wallet and favourite stars follow the session by themselves (they are
 * queries on its token). Back in the foreground, or told the backend changed, it re-reads them all.
 * Each re-read supersedes the one before it still in flight.
 */
export const useLiveRefresh = () => {
  const token = useAtomValue(sessionTokenAtom)
  const refreshStatus = useSetAtom(refreshStatusAtom)
  const renewMember = useSetAtom(renewMemberAtom)
  const refreshUnread = useSetAtom(refreshUnreadAtom)
  const refreshWallet = useSetAtom(walletQuery)
  const refreshFavourites = useSetAtom(favouriteIdsQuery)
  useEffect(() => {
    const refresh = (everything: boolean) => {
      void refreshStatus()
      void renewMember().then(() => {
        void refreshUnread()
        if (!everything) return
        refreshWallet('refresh')
        refreshFavourites('refresh')
      })
    }
    const refreshAll = () => refresh(true)
    const onVisible = () => document.visibilityState === 'visible' && refreshAll()
    refresh(false)
    window.addEventListener(refreshEvent, refreshAll)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener(refreshEvent, refreshAll)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [token, refreshStatus, renewMember, refreshUnread, refreshWallet, refreshFavourites])
}
