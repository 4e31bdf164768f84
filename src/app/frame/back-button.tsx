import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { backTarget, homePath } from '../frame-rules'
import { hasAppHistory } from './history-index'
import { BackIcon } from './icons'

/** Back by the SPEC §2 rule: straight home on some pages, else one step back, or home when there is no step. */
export const useGoBack = (path: string) => {
  const [, navigate] = useLocation()
  const target = backTarget(path)
  return () => {
    if (target === 'history' && hasAppHistory()) window.history.back()
    else if (target !== 'none') navigate(homePath, { replace: true })
  }
}

/** The Back control: in the titled header, or over the page on pages without the header. */
export function BackButton({ path, className }: { path: string; className: string }) {
  const { t } = useTranslation()
  const goBack = useGoBack(path)
  if (backTarget(path) === 'none') return <span className="header-side" />
  return (
    <button type="button" className={className} onClick={goBack} aria-label={t('frame.back')}>
      <BackIcon />
    </button>
  )
}
