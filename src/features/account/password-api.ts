import { call } from '@/lib/http/call'
import * as endpoints from './account-endpoints'
import type { ChangePasswordRequest, PhoneResetRequest } from './password-schema'

/** The member changes their password. A write: never retried. */
export const changePassword = (request: ChangePasswordRequest) => call(endpoints.changePassword, { body: request })

/** A new password by SMS code, no session; the body is sealed. */
export const resetPasswordByPhone = (request: PhoneResetRequest) => call(endpoints.resetPasswordByPhone, { body: request })

/** A fresh trial account and its session (SPEC §4). */
export const startFreePlay = call(endpoints.freePlay, { body: { moduleId: 'FREEPLAY3' } })

/** The trial account, asked with the trial session's token. */
export const loadTrialUser = call(endpoints.trialUser)
