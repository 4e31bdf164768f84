import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/** A day's result, 'YYYY-MM-DD'. */
export interface PnlChartProps {
  readonly days: ReadonlyArray<{ readonly date: string; readonly profitAndLoss: number }>
  /** The figure's name for screen readers (what the bars say, in words). */
  readonly label: string
  /** The theme on screen: the bars are drawn again in its colours when it changes. */
  readonly theme: string
}

const height = 180
const themeColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()

/**
 * The daily profit and loss as bars, won above the line in green, lost below in red: uPlot (22 KB
 * gzip, fetched with this chart only), on a canvas the width of its box, in the theme's colours.
 */
export default function PnlChart({ days, label, theme }: PnlChartProps) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const x = days.map((_, index) => index)
    const won = days.map((day) => (day.profitAndLoss > 0 ? day.profitAndLoss : null))
    const lost = days.map((day) => (day.profitAndLoss < 0 ? day.profitAndLoss : null))
    const ink = themeColour('--c-muted')
    const grid = themeColour('--c-border')
    const bars = uPlot.paths.bars!({ size: [0.7, 24], radius: 0.15 })
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { show: false }, font: '11px system-ui, sans-serif' }
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, days.length - 0.5] } },
        axes: [
          { ...axis, grid: { show: false }, values: (_, ticks) => ticks.map((tick) => days[tick]?.date.slice(5) ?? '') },
          { ...axis, size: 52 },
        ],
        series: [
          {},
          { paths: bars, fill: themeColour('--c-success-text'), stroke: 'transparent', points: { show: false } },
          { paths: bars, fill: themeColour('--c-danger'), stroke: 'transparent', points: { show: false } },
        ],
      },
      [x, won, lost],
      element,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [days, theme])

  return <div ref={box} className="pnl-chart" role="img" aria-label={label} />
}
