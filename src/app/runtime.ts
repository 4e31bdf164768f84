import { Layer, ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { navigate } from 'wouter/use-browser-location'
import { BodyCipherLive } from '@/lib/crypto/body-cipher'
import { policies } from '@/lib/effect/policies'
import { installRuntime } from '@/lib/effect/runtime'
import { ApiConfig, ApiLive } from '@/lib/http/api'
import { config } from '@/lib/config'
import { bootTranslated, i18n } from '@/lib/i18n/i18n'
import { deviceHeader } from '@/lib/platform'
import { paths } from '@/lib/routes/paths'
import { clearSessionAtom, sessionAtom, sessionEndingAtom } from '@/lib/session/session-atoms'
import { renderBackgroundChangesAsTransitions } from '@/lib/state/background-transitions'
import { languageAtom } from '@/lib/state/preferences'
import { toast } from '@/ui'
import { loginRedirect } from '@/lib/session/redirect'
import { merchantFor } from '@/lib/session/merchant'

/**
 * The one jotai store of the app: the Api reads the token and language from it at call time. What
 * changes in it without the player's doing renders as a transition (background-transitions.ts).
 */
export const appStore = renderBackgroundChangesAsTransitions(createStore())

/**
 * SPEC: session expired clears the session and sends the user to /m/login with the dictionary
 * text, returning to the page they were on after login.
 */
const onSessionExpired = () => {
  if (appStore.get(sessionEndingAtom)) return
  appStore.set(clearSessionAtom)
  void bootTranslated.then(() => toast.info(i18n.t('errors.logged_out'), policies.toastDefault))
  const here = `${location.pathname}${location.search}`
  if (!location.pathname.startsWith(paths.login)) navigate(loginRedirect(here), { replace: true })
}

const ApiConfigLive = Layer.succeed(ApiConfig, {
  baseUrl: config.apiBaseUrl,
  merchant: () => merchantFor(appStore.get(sessionAtom)),
  device: deviceHeader,
  language: () => appStore.get(languageAtom),
  token: () => appStore.get(sessionAtom)?.token ?? null,
  timeoutMs: policies.requestTimeout,
  onSessionExpired,
})

export const AppLive = BodyCipherLive.pipe(Layer.provideMerge(ApiLive), Layer.provide(ApiConfigLive))

export const startRuntime = () => installRuntime(ManagedRuntime.make(AppLive))
