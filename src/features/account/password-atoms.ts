import { atom } from 'jotai'
import { run } from '@/lib/effect/runtime'
import { signInAtom, trialNameAtom } from '@/lib/session/session-atoms'
import { heldPasswordAtom, outcomeOf } from './account-atoms'
import { changePassword, loadTrialUser, resetPasswordByPhone, startFreePlay } from './password-api'
import type { ChangePasswordRequest, PhoneResetRequest } from './password-schema'

/** Changes the password; on success the password held from a forced change is dropped. */
export const changePasswordAtom = atom(null, async (_get, set, request: ChangePasswordRequest) => {
  const outcome = outcomeOf(await run(changePassword(request)))
  if (outcome.ok) set(heldPasswordAtom, null)
  return outcome
})

export const resetPasswordByPhoneAtom = atom(null, async (_get, _set, request: PhoneResetRequest) =>
  outcomeOf(await run(resetPasswordByPhone(request))),
)

/**
 * SPEC §4 free play: the trial account's session is stored, then the trial user, whose name is
 * kept in session storage (trialName).
 */
export const freePlayAtom = atom(null, async (_get, set) => {
  const outcome = outcomeOf(await run(startFreePlay))
  if (!outcome.ok) return outcome
  const trial = outcome.value
  set(signInAtom, {
    token: trial.token,
    merchantCode: trial.merchantCode ?? '',
    id: '',
    userName: trial.userName,
    type: trial.customerType,
    firstTimeLogin: false,
  })
  const user = outcomeOf(await run(loadTrialUser))
  set(trialNameAtom, user.ok ? user.value.userName : trial.userName)
  return outcome
})
