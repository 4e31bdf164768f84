import { useRef, useState, type ReactNode, type TouchEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { Loader } from './loader'
import './pull-to-refresh.css'

/** The pull follows the finger at half speed, as native lists do, up to this far. */
const maxPull = policies.pullToRefreshPx * 1.5

/**
 * Pull down at the top of the page to refresh what is under it (the record lists). A gesture is
 * not everyone's way: the screens that use it have a Refresh button too. The page scrolls as it
 * would; the pull only starts when the page is already at its top.
 */
export function PullToRefresh({ onRefresh, refreshing, children }: { onRefresh: () => void; refreshing: boolean; children: ReactNode }) {
  const { t } = useTranslation('ui')
  const [pull, setPull] = useState(0)
  const startY = useRef<number | null>(null)

  const scrollerOf = (element: HTMLElement) => element.closest<HTMLElement>('.page') ?? document.scrollingElement
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const atTop = (scrollerOf(event.currentTarget)?.scrollTop ?? 0) <= 0
    startY.current = atTop && !refreshing ? (event.touches[0]?.clientY ?? null) : null
  }
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    if (startY.current === null) return
    const distance = (event.touches[0]?.clientY ?? startY.current) - startY.current
    setPull(Math.max(0, Math.min(maxPull, distance / 2)))
  }
  const onTouchEnd = () => {
    if (startY.current !== null && pull >= policies.pullToRefreshPx) onRefresh()
    startY.current = null
    setPull(0)
  }

  const ready = pull >= policies.pullToRefreshPx
  return (
    <div className="pull-refresh" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div className="pull-refresh__hint" style={{ height: refreshing ? policies.pullToRefreshPx * 0.6 : pull }} aria-hidden="true">
        {refreshing ? <Loader size="sm" /> : pull > 0 ? <span>{t(ready ? 'pull.release' : 'pull.pull')}</span> : null}
      </div>
      {children}
    </div>
  )
}
