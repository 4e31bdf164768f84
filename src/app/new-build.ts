import { keys } from '@/lib/state/keys'
import { readStored, writeStored } from '@/lib/state/storage'
import { isChunkLoadError } from '@/ui'

/**
 * At most one such reload per tab in this window: if the build we reload into fails the same way
 * (a broken deploy, a CDN still serving the old index.html), Retry stays on screen instead of the
 * tab reloading on every tap.
 */
export const newBuildReloadGuardMs = 30_000

/**
 * The rule for a page whose code did not arrive. The first failure shows the page's Retry (offline
 * mid-navigation is the usual cause). When the import fails again while the browser says it is
 * online, the chunk itself is most likely gone: a deploy replaced the hashed files, and this tab's
 * build names files the server no longer has, so no retry in this tab can succeed. Reloading fetches
 * the new index.html (served no-cache, docs/deployment.md) and with it the new build. Offline, a
 * reload would only trade Retry for the browser's own error page, so Retry stays.
 * Returns whether it reloaded. The frame calls it from the page's error boundary.
 */
export const reloadForNewBuild = (error: unknown, now = Date.now(), reload = () => location.reload()): boolean => {
  if (!isChunkLoadError(error) || !error.repeated || !navigator.onLine) return false
  if (Math.abs(now - readStored(keys.newBuildReloadAt)) < newBuildReloadGuardMs) return false
  writeStored(keys.newBuildReloadAt, now)
  reload()
  return true
}
