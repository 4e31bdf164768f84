import { useState } from 'react'

/**
 * What a money action finished on this screen (a dividend paid, lottery issues cancelled), shown as
 * done at once: the list asked again after it comes a moment later, and until then its rows must
 * not offer the action again (a second send the platform would refuse).
 */
export const useDoneHere = () => {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set())
  return {
    isDone: (id: string) => done.has(id),
    markDone: (ids: Iterable<string>) => setDone((before) => new Set([...before, ...ids])),
  }
}
