import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'
import { later } from './later'
import type { OperatorHtmlProps } from './operator-html'
import { Loading } from './query-view'

/**
 * The sanitiser (DOMPurify, 11 KB brotli) for screens whose operator HTML shows only after a tap:
 * a promotion's rules, a mail, a notice. Their first screen arrives without it. (Home's popups load
 * OperatorHtml with their list themselves: this module on home's first paint would cost it 0.6 KB.)
 */
const sanitiser = later(() => import('./operator-html').then((module) => module.OperatorHtml))

/**
 * For a screen that will show operator HTML after a tap: its code comes once the player has first
 * interacted and the browser is idle, or at once when `now` (a dialog about to show some opens,
 * so it does not wait for the dialog's own code first).
 */
export const useOperatorHtmlSoon = (now = false) => void sanitiser.use(now)

/**
 * OperatorHtml, its code fetched at its first render if it has not come yet: a skeleton meanwhile,
 * Retry if it fails to arrive. Not React.lazy: revealing a suspended child waits React's 300 ms
 * fallback throttle, measured as 300 ms more before a promotion's rules showed.
 */
export function OperatorHtmlOnDemand(props: OperatorHtmlProps) {
  const { t } = useTranslation('ui')
  const [failed, setFailed] = useState(false)
  const arrived = sanitiser.use(!failed)
  // later() leaves a failed load unsaid (what shows meanwhile stays); here the place says so.
  useEffect(() => {
    if (!arrived && !failed) sanitiser.preload().catch(() => setFailed(true))
  }, [arrived, failed])
  if (arrived) return <sanitiser.Component {...props} />
  if (failed) return <EmptyState variant="error" message={t('load_failed')} onAction={() => setFailed(false)} actionLabel={t('retry')} />
  return <Loading />
}
