import { Suspense } from 'react'
import type { DayChartProps } from './day-chart'
import { lazyRetry } from './lazy-retry'
import './day-chart-space.css'

/** The chart and its library (uPlot) come only when a chart is on screen. */
const DayChart = lazyRetry<DayChartProps>(() => import('./day-chart'))

/**
 * A chart of figures day by day, its box kept while its code is on its way: the box's style comes
 * with the page, not with the chart's code, else the box was empty meanwhile and the chart pushed
 * what is under it 180 px down when it came.
 */
export function LazyDayChart(props: DayChartProps) {
  return (
    <Suspense fallback={<DayChartSpace />}>
      <DayChart {...props} />
    </Suspense>
  )
}

/** The chart's box, empty: while its code, or the figures it draws, are on their way. */
export function DayChartSpace() {
  return <div className="day-chart" aria-busy="true" />
}
