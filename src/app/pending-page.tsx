import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { showsHeader } from './frame-rules'
import { routeFor } from './routes'

/**
 * The body of a route whose screen belongs to a later issue: never an empty screen and never
 * made-up data. It names the page when the frame shows no header (the header names it otherwise;
 * Back is the frame's) and says the screen is coming soon.
 */
export function PendingPage() {
  const { t } = useTranslation()
  const [path] = useLocation()
  const title = routeFor(path)?.title
  return (
    <div className="page-pending page-plain">
      {title && !showsHeader(path) && <h1 className="page-plain-title">{t(`titles.${title}`)}</h1>}
      <p className="page-pending-note">{t('common.coming_soon')}</p>
    </div>
  )
}
