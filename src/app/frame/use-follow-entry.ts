import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { launchChatAtom } from '@/features/messages/messages-atoms'
import { languageAtom } from '@/lib/state/preferences'
import { toast } from '@/ui'
import type { Entry } from '../entry-rules'

/**
 * Carries out what an entry rule decided, the same way from every menu: go to a route; open a
 * page (another site in a new tab, a page of this site in place); say 'coming soon' or refuse
 * with the rule's notice; or ask the caller to prompt for registration.
 */
export const useFollowEntry = (onPromptRegister?: () => void) => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const language = useAtomValue(languageAtom)
  const launchChat = useSetAtom(launchChatAtom)

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

  return (entry: Entry) => {
    switch (entry.kind) {
      case 'go':
        return navigate(entry.to)
      case 'open':
        if (/^https?:/.test(entry.url)) window.open(entry.url, '_blank', 'noopener')
        else window.location.assign(entry.url)
        return
      case 'coming-soon':
        return toast.info(t('common.coming_soon'), policies.comingSoonToast)
      case 'refuse':
        return toast.info(t(entry.messageKey), entry.ms)
      case 'chat':
        return void openChat()
      case 'prompt-register':
        return onPromptRegister?.()
    }
  }
}
