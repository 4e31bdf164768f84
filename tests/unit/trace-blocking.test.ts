import { describe, expect, it } from 'vitest'
import { tracedBlocking, type TraceEvent } from '../../scripts/trace-blocking'

const page = { pid: 7, tid: 7 }
const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } })
/** A main-thread task: its wall time and the thread's own CPU time in it, in ms. */
const task = (atMs: number, wallMs: number, cpuMs: number, where = page): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  ...where,
})
const firstPaint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ts: 100_000, ...page }

describe("blocking time from Lighthouse's trace", () => {
  it('counts the tasks after the first paint, past 50 ms once slowed down, by wall time and by the thread’s CPU time', () => {
    const events = [
      thread(7, 7, 'CrRendererMain'),
      thread(9, 9, 'CrRendererMain'),
      firstPaint,
      task(20, 40, 40), // before the first paint: not counted
      task(200, 30, 30), // 120 ms slowed down: 70 either way
      task(300, 40, 5), // a thread that waited: 110 by wall, nothing by its own CPU time
      task(400, 10, 10), // 40 ms slowed down: under 50
      task(500, 60, 60, { pid: 9, tid: 9 }), // another renderer's
    ]
    expect(tracedBlocking(events, 4)).toEqual({ byWall: 70 + 110, byCpu: 70 })
  })

  it('multiplies by the slowdown it was given', () => {
    expect(tracedBlocking([thread(7, 7, 'CrRendererMain'), firstPaint, task(200, 30, 20)], 2)).toEqual({ byWall: 10, byCpu: 0 })
  })

  it('has no figure for a trace without a first paint', () => {
    const none = tracedBlocking([thread(7, 7, 'CrRendererMain'), task(200, 30, 30)], 4)
    expect(Number.isNaN(none.byWall) && Number.isNaN(none.byCpu)).toBe(true)
  })
})
