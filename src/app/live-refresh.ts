import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { refreshUnreadAtom } from '@/features/messages/messages-atoms'
import { loadWalletAtom, renewMemberAtom } from '@/lib/session/session-atoms'
import { refreshStatusAtom } from '@/lib/site/site-atoms'

/** Fired by whoever changed the backend under the app (the QA panel, an operator push). */
export const refreshEvent = 'wps:refresh'

/** Re-reads status, member, wallet and unread counts when the app returns to the foreground. */
export const useLiveRefresh = () => {
  const refreshStatus = useSetAtom(refreshStatusAtom)
  const renewMember = useSetAtom(renewMemberAtom)
  const loadWallet = useSetAtom(loadWalletAtom)
  const refreshUnread = useSetAtom(refreshUnreadAtom)
  useEffect(() => {
    const refresh = () => {
      void refreshStatus()
      void renewMember().then(() => Promise.all([loadWallet(), refreshUnread()]))
    }
    const onVisible = () => document.visibilityState === 'visible' && refresh()
    refresh()
    window.addEventListener(refreshEvent, refresh)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener(refreshEvent, refresh)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refreshStatus, renewMember, loadWallet, refreshUnread])
}
