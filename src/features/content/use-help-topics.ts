import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { languageAtom } from '@/lib/state/preferences'
import { helpAtom, loadHelpAtom } from './content-atoms'

/** The help topics, reloaded (debounced 200 ms) whenever the language changes (SPEC §2 Help). */
export const useHelpTopics = () => {
  const language = useAtomValue(languageAtom)
  const loadHelp = useSetAtom(loadHelpAtom)
  useEffect(() => {
    const controller = new AbortController()
    void loadHelp(controller.signal)
    return () => controller.abort()
  }, [language, loadHelp])
  return useAtomValue(helpAtom)
}
