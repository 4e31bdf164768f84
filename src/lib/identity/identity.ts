import type { SystemInfo } from '@/domain/system'

/**
 * One identity service for social login (SPEC §2: Facebook and Google buttons show only when the
 * service is initialised). Two implementations behind one shape:
 * - Firebase: its SDK (compat build) is loaded from the configured script URLs only when the site
 *   configuration carries Firebase settings, then signs in with a popup;
 * - hosted: a sign-in page of the operator's (the harness serves one) opened in a popup, which
 *   posts `{ type: 'identity', idToken }` back to this origin.
 * Either answers an id token for the platform's 'firebase' login, or null when the user gave up.
 */
export type SocialProvider = 'google' | 'facebook'

/** A code sent to a phone by the service; confirming it answers an id token that proves the number. */
export interface PhoneCheck {
  readonly confirm: (code: string) => Promise<string | null>
}

export interface Identity {
  readonly signIn: (provider: SocialProvider) => Promise<string | null>
  /** Sends a code to an E.164 number (+639171234501); null when it could not be sent. */
  readonly sendPhoneCode: (phoneNumber: string) => Promise<PhoneCheck | null>
}

type Config = NonNullable<SystemInfo['identity']>

const loadScript = (src: string) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = false // the compat scripts depend on each other: keep their order
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`failed to load ${src}`))
    document.head.append(script)
  })

interface FirebaseUser {
  getIdToken: () => Promise<string>
}

interface FirebaseCompat {
  apps: unknown[]
  initializeApp: (config: Record<string, string>) => void
  auth: (() => {
    signInWithPopup: (provider: unknown) => Promise<{ user: FirebaseUser | null }>
    signInWithPhoneNumber: (
      phoneNumber: string,
      verifier: unknown,
    ) => Promise<{ confirm: (code: string) => Promise<{ user: FirebaseUser | null }> }>
  }) & {
    GoogleAuthProvider: new () => unknown
    FacebookAuthProvider: new () => unknown
    RecaptchaVerifier: new (container: HTMLElement, options: { size: 'invisible' }) => unknown
  }
}

const firebaseIdentity = async (config: Extract<Config, { provider: 'firebase' }>): Promise<Identity> => {
  for (const url of config.sdkUrls) await loadScript(url)
  const firebase = (window as unknown as { firebase?: FirebaseCompat }).firebase
  if (!firebase) throw new Error('the Firebase SDK did not load')
  if (firebase.apps.length === 0) firebase.initializeApp(config.config)
  return {
    signIn: async (provider) => {
      const auth = firebase.auth()
      const chosen = provider === 'google' ? new firebase.auth.GoogleAuthProvider() : new firebase.auth.FacebookAuthProvider()
      try {
        const result = await auth.signInWithPopup(chosen)
        return result.user ? await result.user.getIdToken() : null
      } catch {
        return null
      }
    },
    sendPhoneCode: async (phoneNumber) => {
      // Firebase wants a reCAPTCHA for phone sign-in; the invisible one needs only a host element.
      const host = document.createElement('div')
      document.body.append(host)
      try {
        const confirmation = await firebase
          .auth()
          .signInWithPhoneNumber(phoneNumber, new firebase.auth.RecaptchaVerifier(host, { size: 'invisible' }))
        return {
          confirm: async (code) => {
            try {
              const result = await confirmation.confirm(code)
              return result.user ? await result.user.getIdToken() : null
            } catch {
              return null
            }
          },
        }
      } catch {
        return null
      } finally {
        host.remove()
      }
    },
  }
}

/** The hosted service's phone endpoints (A): POST {url}/phone/send, POST {url}/phone/verify. */
const postJson = async <T>(url: string, body: unknown): Promise<T | null> => {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return response.ok ? ((await response.json()) as T) : null
  } catch {
    return null
  }
}

const hostedIdentity = (url: string): Identity => ({
  sendPhoneCode: async (phoneNumber) => {
    const sent = await postJson<{ sessionInfo: string }>(`${url}/phone/send`, { phoneNumber })
    if (!sent) return null
    return {
      confirm: async (code) =>
        (await postJson<{ idToken: string }>(`${url}/phone/verify`, { sessionInfo: sent.sessionInfo, code }))?.idToken ?? null,
    }
  },
  signIn: (provider) =>
    new Promise((resolve) => {
      const target = new URL(url, window.location.origin)
      target.searchParams.set('provider', provider)
      target.searchParams.set('origin', window.location.origin)
      const popup = window.open(target.href, 'identity', 'popup,width=420,height=640')
      if (!popup) return resolve(null)
      const done = (token: string | null) => {
        window.removeEventListener('message', onMessage)
        clearInterval(watch)
        resolve(token)
      }
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; idToken?: unknown } | null
        if (event.source === popup && data?.type === 'identity') done(typeof data.idToken === 'string' ? data.idToken : null)
      }
      window.addEventListener('message', onMessage)
      // Closing the popup without signing in is giving up; polled because 'close' is not an event
      // here. A popup that answered closes itself at once, and its message can still be queued
      // here when the poll first finds it closed: it gives up at the poll after that.
      let closedBefore = false
      const watch = setInterval(() => {
        if (!popup.closed) return
        if (closedBefore) done(null)
        closedBefore = true
      }, 500)
    }),
})

let ready: { key: string; identity: Promise<Identity | null> } | undefined

/** The initialised identity service for this site configuration, or null when it has none. */
export const identityFor = (config: Config | undefined): Promise<Identity | null> => {
  if (!config) return Promise.resolve(null)
  const key = JSON.stringify(config)
  if (ready?.key !== key) {
    const identity =
      config.provider === 'firebase' ? firebaseIdentity(config).catch(() => null) : Promise.resolve(hostedIdentity(config.url))
    ready = { key, identity }
  }
  return ready.identity
}
