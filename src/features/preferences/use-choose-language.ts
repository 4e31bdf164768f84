import { useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import type { LanguageCode } from '@/domain/language'
import { setLanguageAtom } from '@/lib/state/preferences'
import { toast } from '@/ui'

/**
 * What a language select calls: the app switches once the language's files have arrived. When
 * they cannot (offline), it keeps the language it speaks and says why, and the select stays as it was.
 */
export const useChooseLanguage = () => {
  const { t } = useTranslation()
  const setLanguage = useSetAtom(setLanguageAtom)
  return (language: LanguageCode) => void setLanguage(language).catch(() => toast.failure(t('errors.network_slow')))
}
