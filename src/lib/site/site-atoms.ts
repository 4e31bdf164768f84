import { Cause, Exit } from 'effect'
import { atom } from 'jotai'
import type { ModuleId, ResourceType } from '@/domain/feature-flags'
import type { CachedStatus, GateStatus } from '@/domain/system'
import { latestRun } from '@/lib/effect/latest-run'
import { keys } from '@/lib/state/keys'
import { persistedAtom } from '@/lib/state/storage'
import { chooseImageCdn } from './image-cdn'
import { fetchStatus } from './site-api'

/** The last status seen, kept across visits so the gate applies at once (SPEC §2 Error gate). */
export const statusAtom = persistedAtom(keys.systemStatus)
const statusUnreachableAtom = atom(false)

export type GateView = { readonly face: 'loading' } | { readonly face: 'unreachable' } | { readonly face: GateStatus }

export const gateViewAtom = atom<GateView>((get) => {
  const status = get(statusAtom)
  if (status) return { face: status.gate }
  return get(statusUnreachableAtom) ? { face: 'unreachable' } : { face: 'loading' }
})

/** Fetches the status; a failure keeps the cached face (if any) rather than blanking the app. */
const statusCheck = latestRun()

export const refreshStatusAtom = atom(null, async (get, set) => {
  set(statusUnreachableAtom, false)
  const exit = await statusCheck(get, fetchStatus)
  if (Exit.isSuccess(exit)) {
    set(statusAtom, exit.value satisfies CachedStatus)
    chooseImageCdn(exit.value.info.imageCDNs)
  } else if (!Cause.hasInterruptsOnly(exit.cause)) set(statusUnreachableAtom, true) // superseded is not unreachable
})

/**
 * The network is back (the browser's 'online'): a site whose status is not known yet asks for it
 * again, superseding a check still on its way. That check's last try, sent on the old network,
 * failed a moment after the event and left Cannot connect standing.
 */
export const statusNetworkBackAtom = atom(null, (get, set) => {
  if (get(statusAtom) === null) void set(refreshStatusAtom)
})

export const siteInfoAtom = atom((get) => get(statusAtom)?.info ?? null)

export const whitelabelAtom = atom((get) => new Set<ModuleId>(get(siteInfoAtom)?.whitelabel ?? []))

export const resourceUrlAtom = atom(
  (get) => (type: ResourceType) => get(siteInfoAtom)?.resources.find((resource) => resource.resourceType === type)?.url ?? null,
)
