import { Effect, Exit } from 'effect'
import { useEffect, useState } from 'react'
import { run } from './runtime'
import { debounced } from './timing'

/**
 * A value that follows `value` after `ms` of quiet (DESIGN.md §6 debounce, through the runtime so
 * tests drive it with TestClock), and whether a newer value is still waiting. Values `passAtOnce`
 * accepts skip the wait (SPEC §2: clearing a search resets at once).
 */
export function useDebouncedValue<T>(value: T, ms: number, passAtOnce: (value: T) => boolean = () => false) {
  const [settled, setSettled] = useState(value)
  const immediate = passAtOnce(value)
  useEffect(() => {
    if (immediate) return setSettled(value)
    // A newer value aborts the wait for this one: only the last after the quiet period lands.
    const controller = new AbortController()
    void run(debounced(ms)(Effect.succeed(value)), controller.signal).then((exit) => Exit.isSuccess(exit) && setSettled(exit.value))
    return () => controller.abort()
  }, [value, ms, immediate])
  return immediate ? { value, waiting: false } : { value: settled, waiting: !Object.is(settled, value) }
}
