/**
 * Numbers the history entries this app creates, so Back knows whether an earlier page of ours
 * exists in this tab (else it goes home instead of leaving the site). A push adds one to the
 * current entry's number; a replace keeps it; an entry without a number is the first, 0.
 * Installed once at boot, after wouter's own patch. It writes nothing then: the one history call
 * it made cost the boot 0-23 ms at full speed in CPU profiles of /m/login (docs/performance.md).
 */
const key = 'wpsIndex'

const indexOf = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as Record<string, unknown>)[key] === 'number'
    ? ((state as Record<string, number>)[key] ?? 0)
    : undefined

const withIndex = (state: unknown, index: number) => ({ ...(typeof state === 'object' && state !== null ? state : {}), [key]: index })

export const installHistoryIndex = () => {
  const push = history.pushState.bind(history)
  const replace = history.replaceState.bind(history)
  const current = () => indexOf(history.state) ?? 0
  history.pushState = (state, unused, url) => push(withIndex(state, current() + 1), unused, url)
  history.replaceState = (state, unused, url) => replace(withIndex(state, current()), unused, url)
}

/** True when Back can stay inside the app. */
export const hasAppHistory = () => (indexOf(history.state) ?? 0) > 0
