import { atom } from 'jotai'
import { run } from '@/lib/effect/runtime'
import { siteInfoAtom } from '@/lib/site/site-atoms'
import { outcomeOf, type Outcome } from './account-atoms'
import { answerChallenge, loadChallenge } from './register-api'
import type { Challenge } from './register-schema'

/**
 * SPEC §2 human verification ('geetest'): one way to ask "are you a person?" for a purpose ('sms'
 * before an SMS code, 'register' before registering), answering a single-use pass, null when the
 * user gave up, or why the check could not be shown (its challenge failed to load). The vendor's script when the site names a geetest id; otherwise the platform's
 * own slider challenge, drawn by <SliderChallenge /> and checked by the platform.
 */
export type VerificationPurpose = 'sms' | 'register'

interface OpenChallenge {
  readonly purpose: VerificationPurpose
  readonly challenge: Challenge
  readonly settle: (token: string | null) => void
  /** Earned: the dialog closes first, then the form gets the pass (settlePassedChallengeAtom). */
  readonly pass?: string
}

/** The slider challenge on screen, if any. */
export const openChallengeAtom = atom<OpenChallenge | null>(null)

const loadFor = async (purpose: VerificationPurpose) => outcomeOf(await run(loadChallenge(purpose)))

export const verifyHumanAtom = atom(null, async (get, set, purpose: VerificationPurpose): Promise<Outcome<string> | null> => {
  const vendorId = get(siteInfoAtom)?.geetestId
  if (vendorId) return geetest(vendorId)
  const first = await loadFor(purpose)
  if (!first.ok) return first
  return passed(await new Promise((resolve) => set(openChallengeAtom, { purpose, challenge: first.value, settle: resolve })))
})

const passed = (pass: string | null): Outcome<string> | null => (pass === null ? null : { ok: true, value: pass })

/**
 * The user's answer: a token closes the challenge; a miss shows a new challenge to try again. The
 * form gets the pass only once the closed dialog is committed (settlePassedChallengeAtom): until
 * then the page behind it is inert, and the form's next step (focusing a field the platform
 * refused) would be lost.
 */
export const answerChallengeAtom = atom(null, async (get, set, position: number): Promise<Outcome<unknown>> => {
  const open = get(openChallengeAtom)
  if (!open) return { ok: true, value: null }
  const outcome = outcomeOf(await run(answerChallenge(open.challenge.id, position)))
  if (outcome.ok) {
    set(openChallengeAtom, { ...open, pass: outcome.value.token })
    return outcome
  }
  const next = await loadFor(open.purpose)
  if (next.ok) set(openChallengeAtom, { ...open, challenge: next.value })
  return outcome
})

export const settlePassedChallengeAtom = atom(null, (get, set) => {
  const open = get(openChallengeAtom)
  if (open?.pass === undefined) return
  set(openChallengeAtom, null)
  open.settle(open.pass)
})

export const cancelChallengeAtom = atom(null, (get, set) => {
  get(openChallengeAtom)?.settle(null)
  set(openChallengeAtom, null)
})

/** The geetest v4 adapter: loads the vendor's script once, shows its captcha, answers its validate result. */
interface GeetestCaptcha {
  onReady: (f: () => void) => GeetestCaptcha
  onSuccess: (f: () => void) => GeetestCaptcha
  onClose: (f: () => void) => GeetestCaptcha
  onError: (f: () => void) => GeetestCaptcha
  showCaptcha: () => void
  getValidate: () => unknown
}
type InitGeetest = (config: { captchaId: string; product: 'bind' }, ready: (captcha: GeetestCaptcha) => void) => void

let geetestScript: Promise<void> | undefined
const geetestUrl = 'https://static.geetest.com/v4/gt4.js'

/** The vendor's check could not be shown (its script did not load, or did not start): the network's words, and the next tap tries again. */
const geetestUnavailable: Outcome<string> = {
  ok: false,
  messageKey: 'errors.network_slow',
  reason: undefined,
  code: undefined,
  value: undefined,
}

const geetest = async (captchaId: string): Promise<Outcome<string> | null> => {
  geetestScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = geetestUrl
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('geetest script failed to load'))
    document.head.append(script)
  })
  try {
    await geetestScript
  } catch {
    geetestScript = undefined // the next try loads it again
    return geetestUnavailable
  }
  const init = (window as unknown as { initGeetest4?: InitGeetest }).initGeetest4
  if (!init) {
    geetestScript = undefined
    return geetestUnavailable
  }
  return new Promise((resolve) =>
    init({ captchaId, product: 'bind' }, (captcha) => {
      captcha
        .onReady(() => captcha.showCaptcha())
        .onSuccess(() => resolve(passed(JSON.stringify(captcha.getValidate()))))
        .onClose(() => resolve(null))
        .onError(() => resolve(geetestUnavailable))
    }),
  )
}
