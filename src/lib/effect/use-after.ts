import { Effect, Exit } from 'effect'
import { useEffect, useState } from 'react'
import { run } from './runtime'

/**
 * True once `ready` has held for `ms` (through the runtime, so tests drive it with TestClock);
 * false again as soon as `ready` goes. For SPEC §9's waits before something shows (the task
 * frame's 150 ms, and 100 ms after it has loaded).
 */
export function useAfter(ready: boolean, ms: number) {
  const [done, setDone] = useState(false)
  useEffect(() => {
    setDone(false)
    if (!ready) return
    const controller = new AbortController()
    void run(Effect.sleep(ms), controller.signal).then((exit) => Exit.isSuccess(exit) && setDone(true))
    return () => controller.abort()
  }, [ready, ms])
  return ready && done
}
