import { Cause, Exit, Option } from 'effect'
import { atom } from 'jotai'
import type { ModuleId, ResourceType } from '@/domain/feature-flags'
import type { CachedStatus, GateStatus } from '@/domain/system'
import { latestRun } from '@/lib/effect/latest-run'
import type { ApiError } from '@/lib/http/errors'
import { keys } from '@/lib/state/keys'
import { persistedAtom } from '@/lib/state/storage'
import { chooseImageCdn } from './image-cdn'
import { fetchStatus } from './site-api'

/** The last status seen, kept across visits so the gate applies at once (SPEC §2 Error gate). */
export const statusAtom = persistedAtom(keys.systemStatus)
/** Why the first status check failed, while no status is known: what the gate says. */
const statusFailureAtom = atom<{ readonly error: ApiError | undefined } | null>(null)

export type GateView =
  { readonly face: 'loading' } | { readonly face: 'unreachable'; readonly error: ApiError | undefined } | { readonly face: GateStatus }

export const gateViewAtom = atom<GateView>((get) => {
  const status = get(statusAtom)
  if (status) return { face: status.gate }
  const failure = get(statusFailureAtom)
  return failure ? { face: 'unreachable', error: failure.error } : { face: 'loading' }
})

/** Fetches the status; a failure keeps the cached face (if any) rather than blanking the app. */
const statusCheck = latestRun()

export const refreshStatusAtom = atom(null, async (get, set) => {
  set(statusFailureAtom, null)
  const exit = await statusCheck(get, fetchStatus)
  if (Exit.isSuccess(exit)) {
    set(statusAtom, exit.value satisfies CachedStatus)
    chooseImageCdn(exit.value.info.imageCDNs)
  } else if (!Cause.hasInterruptsOnly(exit.cause)) {
    // Superseded is not a failure.
    set(statusFailureAtom, { error: Option.getOrUndefined(Exit.findErrorOption(exit)) })
  }
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

/** A resource's link, or null when the operator set none: an empty url is no link (a task link of '' would frame the app itself). */
export const resourceUrlAtom = atom(
  (get) => (type: ResourceType) =>
    get(siteInfoAtom)
      ?.resources.find((resource) => resource.resourceType === type)
      ?.url.trim() || null,
)
