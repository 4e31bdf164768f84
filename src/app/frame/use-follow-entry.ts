import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { launchChatAtom } from '@/features/messages/messages-atoms'
import { viewerAtom } from '@/lib/session/session-atoms'
import { identityGateAtom, type GateMoment } from '@/lib/state/gates'
import { languageAtom } from '@/lib/state/preferences'
import { toast } from '@/ui'
import { gatedEntry, type Entry } from '../entry-rules'
import { agentModalOpenAtom } from './agent-modal'
import { appDownloadOpenAtom } from './app-download'
import { comingSoonAlertOpenAtom } from './coming-soon-alert'

/**
 * Carries out what an entry rule decided, the same way from every menu: go to a route; open a
 * page (another site in a new tab, a page of this site in place); say 'coming soon' (for 1 s, or
 * as an alert to close) or refuse
 * with the rule's notice; open the app-download popup; or ask the caller to prompt for
 * registration. Every entry first passes `gatedEntry`, so deposit, inbox and chat are refused the
 * same way wherever the link is.
 */
export const useFollowEntry = (onPromptRegister?: () => void) => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const language = useAtomValue(languageAtom)
  const launchChat = useSetAtom(launchChatAtom)
  const viewer = useAtomValue(viewerAtom)
  const openAppDownload = useSetAtom(appDownloadOpenAtom)
  const openAgentModal = useSetAtom(agentModalOpenAtom)
  const openComingSoon = useSetAtom(comingSoonAlertOpenAtom)
  const identityGate = useAtomValue(identityGateAtom)

  /** SPEC §2: 'please wait' while chat launches, then the chat page; a failure says why and can be tapped again. */
  const openChat = async () => {
    const wait = toast.pleaseWait()
    const launched = await launchChat({
      language,
      backUrl: window.location.href,
      headerColor: getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim(),
      title: t('service.chat'),
    })
    toast.hide(wait)
    if (launched.ok) window.location.assign(launched.url)
    else toast.failure(t(launched.messageKey))
  }

  /** Deposit and withdraw may first ask for the identity check (the operator's KYC settings). */
  const momentOf = (to: string): GateMoment | null => {
    const pathname = to.split(/[?#]/)[0]
    return pathname === paths.deposit ? 'deposit' : pathname === paths.withdraw ? 'withdraw' : null
  }
  const go = async (to: string) => {
    const moment = momentOf(to)
    if (moment && !(await identityGate.check(moment))) return
    navigate(to)
  }

  return (asked: Entry) => {
    const entry = gatedEntry(asked, viewer)
    switch (entry.kind) {
      case 'go':
        return void go(entry.to)
      case 'open':
        if (/^https?:/.test(entry.url)) window.open(entry.url, '_blank', 'noopener')
        else window.location.assign(entry.url)
        return
      case 'coming-soon':
        return toast.info(t('common.coming_soon'), policies.comingSoonToast)
      case 'coming-soon-alert':
        return openComingSoon(true)
      case 'refuse':
        return toast.info(t(entry.messageKey), entry.ms)
      case 'chat':
        return void openChat()
      case 'app-download':
        return openAppDownload(true)
      case 'agent-modal':
        return openAgentModal(true)
      case 'prompt-register':
        return onPromptRegister?.()
    }
  }
}
