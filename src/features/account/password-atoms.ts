import { Exit } from 'effect'
import { run } from '@/lib/effect/runtime'
import { submitAtom } from '@/lib/effect/submit-atom'
import { signInAtom, trialNameAtom } from '@/lib/session/session-atoms'
import { heldPasswordAtom } from './account-atoms'
import { changePassword, loadTrialUser, resetPasswordByPhone, startFreePlay } from './password-api'
import type { ChangePasswordRequest, PhoneResetRequest } from './password-schema'

/** Changes the password; on success the password held from a forced change is dropped. */
export const changePasswordAtom = submitAtom(
  (request: ChangePasswordRequest) => changePassword(request),
  (_changed, { set }) => set(heldPasswordAtom, null),
)

export const resetPasswordByPhoneAtom = submitAtom((request: PhoneResetRequest) => resetPasswordByPhone(request))

/**
 * SPEC §4 free play: the trial account's session is stored, then the trial user, whose name is
 * kept in session storage (trialName).
 */
export const freePlayAtom = submitAtom(
  (_: void) => startFreePlay,
  async (trial, { set }) => {
    set(signInAtom, {
      token: trial.token,
      merchantCode: trial.merchantCode ?? '',
      id: '',
      userName: trial.userName,
      type: trial.customerType,
      firstTimeLogin: false,
    })
    const user = await run(loadTrialUser)
    set(trialNameAtom, Exit.isSuccess(user) ? user.value.userName : trial.userName)
  },
)
