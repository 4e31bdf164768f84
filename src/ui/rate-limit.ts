/**
 * Scroll-rate limit for work a scroll asks for again and again (SPEC §9's 300 ms throttles): the
 * first `ask` runs `work` at once; asks inside the next `ms` share one run as the window ends.
 * Plain timers rather than makeThrottle's fibers: it is asked on every scroll and intersection
 * event, and `work` decides for itself, when it runs, whether there is still anything to do.
 */
export function rateLimit(ms: number, work: () => void) {
  let lastRun = Number.NEGATIVE_INFINITY
  let trailing: ReturnType<typeof setTimeout> | null = null
  const run = () => {
    trailing = null
    lastRun = Date.now()
    work()
  }
  return {
    ask() {
      if (trailing !== null) return
      const wait = lastRun + ms - Date.now()
      if (wait <= 0) run()
      else trailing = setTimeout(run, wait)
    },
    cancel() {
      if (trailing !== null) clearTimeout(trailing)
      trailing = null
    },
  }
}
