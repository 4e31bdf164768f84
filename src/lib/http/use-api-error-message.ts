import { useTranslation } from 'react-i18next'
import { errorMessageKey, type ApiError } from './errors'

/** The dictionary's words for a failed call, as QueryView's `messageOf` wants them. */
export const useApiErrorMessage = () => {
  const { t } = useTranslation('common')
  return (error: ApiError) => t(errorMessageKey(error))
}
