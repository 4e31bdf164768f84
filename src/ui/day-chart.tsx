import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface DayChartProps {
  /** The days along the axis, 'YYYY-MM-DD', oldest first. */
  readonly dates: ReadonlyArray<string>
  /**
   * 'pnl': one signed series as bars, won above the line in green, lost below it in red.
   * 'lines': each series a line in its colour (a custom property's name, e.g. '--c-primary').
   */
  readonly kind: 'pnl' | 'lines'
  readonly series: ReadonlyArray<{ readonly values: ReadonlyArray<number>; readonly colour?: string }>
  /** The figure's name for screen readers (what the chart says, in words). */
  readonly label: string
  /** The theme on screen: the chart is drawn again in its colours when it changes. */
  readonly theme: string
}

const height = 180
const themeColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()

const seriesOf = (
  kind: DayChartProps['kind'],
  series: DayChartProps['series'],
): { options: uPlot.Series[]; data: Array<Array<number | null>> } => {
  if (kind === 'pnl') {
    const values = series[0]?.values ?? []
    const bars = uPlot.paths.bars!({ size: [0.7, 24], radius: 0.15 })
    const style = (colour: string): uPlot.Series => ({
      paths: bars,
      fill: themeColour(colour),
      stroke: 'transparent',
      points: { show: false },
    })
    return {
      options: [style('--c-success-text'), style('--c-danger')],
      data: [values.map((value) => (value > 0 ? value : null)), values.map((value) => (value < 0 ? value : null))],
    }
  }
  return {
    options: series.map((line) => ({ stroke: themeColour(line.colour ?? '--c-primary'), width: 2, points: { show: false } })),
    data: series.map((line) => [...line.values]),
  }
}

/**
 * Figures day by day: uPlot (22 KB gzip, fetched with a chart only), on a canvas the width of its
 * box, in the theme's colours. The records' profit and loss and the agent's team reports use it.
 */
export default function DayChart({ dates, kind, series, label, theme }: DayChartProps) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const ink = themeColour('--c-muted')
    const grid = themeColour('--c-border')
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { show: false }, font: '11px system-ui, sans-serif' }
    const drawn = seriesOf(kind, series)
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, dates.length - 0.5] } },
        axes: [
          { ...axis, grid: { show: false }, values: (_, ticks) => ticks.map((tick) => dates[tick]?.slice(5) ?? '') },
          { ...axis, size: 52 },
        ],
        series: [{}, ...drawn.options],
      },
      [dates.map((_, index) => index), ...drawn.data],
      element,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [dates, kind, series, theme])

  return <div ref={box} className="day-chart" role="img" aria-label={label} />
}
