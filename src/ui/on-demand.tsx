import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'
import { later } from './later'
import { Loading } from './query-view'

/**
 * A component a page shows only after a tap (a dialog's body, a tab), kept off the page's first
 * screen. `useSoon(now)` brings its code once the player has first interacted and the browser is
 * idle, or at once when `now` (what shows it is opening, so it does not wait for a dialog's own
 * code first). `Component` fetches it at its first render if it has not come: a skeleton
 * meanwhile, Retry if it fails to arrive. Not React.lazy: revealing a suspended child waits React's
 * 300 ms fallback throttle, measured as 300 ms more before a promotion's rules showed.
 */
export function onDemand<P extends object>(load: () => Promise<(props: P) => ReactNode>) {
  const code = later(load)
  const useSoon = (now = false) => void code.use(now)
  function OnDemand(props: P) {
    const { t } = useTranslation('ui')
    const { arrived, failed, retry } = code.useArrival(true)
    if (arrived) return <code.Component {...props} />
    if (failed) return <EmptyState variant="error" message={t('load_failed')} onAction={retry} actionLabel={t('retry')} />
    return <Loading />
  }
  return { Component: OnDemand, useSoon, preload: code.preload }
}
