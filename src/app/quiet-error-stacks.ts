/**
 * Libraries make errors as they load: React DOM its internal exceptions (Suspense, hydration),
 * Effect a probe of how V8 names stack frames. With an inspector attached (Lighthouse, DevTools),
 * V8 takes each new error's stack in detail, collecting source positions for every function on
 * the stack: it re-parses React DOM's loader and the whole boot file, 250-330 ms at 4x CPU inside
 * the boot's longest task (measured 2026-11-28; without an inspector, none of it). So while the
 * boot file's modules are evaluated, `Error.stackTraceLimit` is an accessor: V8 reads only a
 * plain number there and takes no stack, and Effect reads 0 and skips its probe (taking its
 * portable path). This is main.tsx's first import; main.tsx restores the limit before anything
 * else runs.
 */
const original = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')
Object.defineProperty(Error, 'stackTraceLimit', { configurable: true, get: () => 0, set: () => undefined })

/** Errors have their stacks again, once the boot file's modules have been evaluated. */
export const restoreErrorStacks = () => {
  if (original) Object.defineProperty(Error, 'stackTraceLimit', original)
  else delete (Error as { stackTraceLimit?: number }).stackTraceLimit
}
