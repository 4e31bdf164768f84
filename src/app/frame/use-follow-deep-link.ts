import { Effect } from 'effect'
import { useStore } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { DeepLink } from '@/lib/deep-link'
import { run } from '@/lib/effect/runtime'
import { useFollowEntry } from './use-follow-entry'

/**
 * Carries out where a deep link leads (src/lib/deep-link.ts), for banners and for the platform
 * codes in operator HTML (OperatorHtml's DeepLinkContext): an in-app path as an entry (so deposit,
 * inbox and chat keep their rules), an address in this window (SPEC §2 banners), the app-download
 * popup, a game launch. An unknown link opens nothing and is logged.
 */
export const useFollowDeepLink = () => {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const store = useStore()
  const follow = useFollowEntry()
  return (link: DeepLink, label?: string) => {
    switch (link.kind) {
      case 'internal':
        return follow({ kind: 'go', to: link.path })
      case 'external':
      case 'contact':
        return window.location.assign(link.href)
      case 'app-download':
        return follow({ kind: 'app-download' })
      case 'game':
        return void import('./follow-game-link').then(({ launchLinkedGame }) =>
          launchLinkedGame({ store, navigate, here: `${path}${location.search}`, t }, link, label ?? link.gameCode),
        )
      case 'unknown':
        return void run(Effect.logWarning('deep link not followed', link.link))
      case 'blocked':
        return
    }
  }
}
