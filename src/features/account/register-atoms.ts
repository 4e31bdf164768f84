import { atom } from 'jotai'
import { makeCaptchaAtoms } from '@/lib/captcha'
import { run } from '@/lib/effect/runtime'
import { submitAtom } from '@/lib/effect/submit-atom'
import { isNativeApp, isStandalone } from '@/lib/platform'
import { signInAtom } from '@/lib/session/session-atoms'
import { keys } from '@/lib/state/keys'
import { readStored } from '@/lib/state/storage'
import { outcomeOf, sessionOf } from './account-atoms'
import { checkAffiliate, checkEmail, checkUsername, register } from './register-api'
import type { RegisterMethod, RegisterRequest } from './register-schema'

/** SPEC §3 registerMethod: APP in the native shell; WEBCLIP or PWA when installed; H5 otherwise. */
export const registerMethodOf = (env: { native: boolean; standalone: boolean; webclip: boolean }): RegisterMethod => {
  if (env.native) return 'APP'
  if (env.standalone) return env.webclip ? 'WEBCLIP' : 'PWA'
  return 'H5'
}
export const currentRegisterMethod = () =>
  registerMethodOf({ native: isNativeApp(), standalone: isStandalone(), webclip: readStored(keys.webclip) })

/** Registers and, on success, stores the new member's session: registering is logging in. */
export const registerAtom = submitAtom(
  ({ mode, request }: { readonly mode: 'username' | 'mobile'; readonly request: RegisterRequest }) => register(mode, request),
  (result, { set }) => set(signInAtom, sessionOf(result, false)),
)

/** The register form's own captcha, when the server's rules show one (SPEC §5). */
export const registerCaptcha = makeCaptchaAtoms()

export const checkAffiliateAtom = atom(null, async (_get, _set, code: string) =>
  outcomeOf(await run(checkAffiliate(code, window.location.hostname))),
)

export const usernameTakenAtom = atom(null, async (_get, _set, username: string) => {
  const outcome = outcomeOf(await run(checkUsername(username)))
  return outcome.ok && outcome.value.exists
})

export const emailTakenAtom = atom(null, async (_get, _set, email: string) => {
  const outcome = outcomeOf(await run(checkEmail(email)))
  return outcome.ok && outcome.value.exists
})
