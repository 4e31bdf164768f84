/**
 * The blocking time in a Lighthouse trace (the load it saw at full speed, before it simulated the
 * phone), counted two ways: each main-thread task after the first paint by its wall time, and by
 * the CPU time the page's main thread itself spent in it. Each is multiplied by the CPU slowdown
 * and counted past 50 ms, as Lighthouse counts a task, but without its simulation of the network
 * and of the time to interactive, so neither is its figure.
 *
 * On this shared 2-core VM a task's wall time is often several times its CPU time: the thread was
 * not running (waiting for a core that Chromium's other processes, Lighthouse and the harness were
 * using, or for another process to answer). Lighthouse multiplies that wait too. The figure by
 * CPU time is the page's own work, the part a change to the app can move.
 */

export interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly ts: number
  readonly dur?: number
  /** The thread's own CPU time in the event, in microseconds. */
  readonly tdur?: number
  readonly pid: number
  readonly tid: number
  readonly args?: { readonly name?: string }
}

export interface TracedBlocking {
  readonly byWall: number
  readonly byCpu: number
}

const blockingMs = (micros: number, slowdown: number) => Math.max(0, (micros / 1000) * slowdown - 50)

export const tracedBlocking = (events: ReadonlyArray<TraceEvent>, slowdown: number): TracedBlocking => {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  const main = events.find((event) => event.name === 'thread_name' && event.pid === paint?.pid && event.args?.name === 'CrRendererMain')
  if (!paint || !main) return { byWall: Number.NaN, byCpu: Number.NaN }
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.ts >= paint.ts,
  )
  return {
    byWall: tasks.reduce((sum, task) => sum + blockingMs(task.dur ?? 0, slowdown), 0),
    byCpu: tasks.reduce((sum, task) => sum + blockingMs(task.tdur ?? 0, slowdown), 0),
  }
}
