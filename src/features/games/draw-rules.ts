import { policies } from '@/lib/effect/policies'

/**
 * How long the lottery list waits before asking again (ms), given each row's betting close on
 * this device's clock: until the next draw still open closes, so its next issue shows. A row
 * already closed is drawing and its next issue is not open yet; while one shows, the list is asked
 * again every `drawingRecheck` too, so a draw the platform still lists as closed does not hold the
 * list on "Drawing…" until the next visit. Null with nothing to wait for.
 */
export const nextAskIn = (closings: ReadonlyArray<number>, now: number): number | null => {
  const ahead = closings.filter((at) => at > now)
  const untilNextClose = ahead.length > 0 ? Math.min(...ahead) - now : null
  if (ahead.length === closings.length) return untilNextClose
  return Math.min(untilNextClose ?? Infinity, policies.drawingRecheck)
}
