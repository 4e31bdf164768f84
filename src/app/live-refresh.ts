import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { loadFavouriteIdsAtom } from '@/features/games/games-atoms'
import { refreshUnreadAtom } from '@/features/messages/messages-atoms'
import { loadWalletAtom, renewMemberAtom, sessionAtom } from '@/lib/session/session-atoms'
import { refreshStatusAtom } from '@/lib/site/site-atoms'

/** Fired by whoever changed the backend under the app (the QA panel, an operator push). */
export const refreshEvent = 'wps:refresh'

/**
 * Re-reads status, member, wallet, unread counts and favourite stars at boot, whenever the session changes (login,
 * logout, expiry) and when the app returns to the foreground.
 */
export const useLiveRefresh = () => {
  const token = useAtomValue(sessionAtom)?.token
  const refreshStatus = useSetAtom(refreshStatusAtom)
  const renewMember = useSetAtom(renewMemberAtom)
  const loadWallet = useSetAtom(loadWalletAtom)
  const refreshUnread = useSetAtom(refreshUnreadAtom)
  const loadFavouriteIds = useSetAtom(loadFavouriteIdsAtom)
  useEffect(() => {
    // A newer refresh supersedes an older one still in flight.
    let inFlight: AbortController | undefined
    const refresh = () => {
      inFlight?.abort()
      const { signal } = (inFlight = new AbortController())
      void refreshStatus(signal)
      void renewMember(signal).then(() => Promise.all([loadWallet(signal), refreshUnread(), loadFavouriteIds(signal)]))
    }
    const onVisible = () => document.visibilityState === 'visible' && refresh()
    refresh()
    window.addEventListener(refreshEvent, refresh)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      inFlight?.abort()
      window.removeEventListener(refreshEvent, refresh)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [token, refreshStatus, renewMember, loadWallet, refreshUnread, loadFavouriteIds])
}
