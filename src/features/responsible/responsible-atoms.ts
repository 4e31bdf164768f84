import { submitAtom } from '@/lib/effect/submit-atom'
import { depositLimitsQuery } from '@/lib/session/deposit-limits'
import { selfExclude, setDepositLimit } from './responsible-api'
import type { SelfExcludeRequest, SetDepositLimitRequest } from './responsible-schema'

/** A new limit: sent once per tap, never retried; then the limits asked again, as the platform now has them. */
export const setDepositLimitAtom = submitAtom(
  (request: SetDepositLimitRequest) => setDepositLimit(request),
  (_answer, { set }) => set(depositLimitsQuery, 'refresh'),
)

/** The self-exclusion: sent once, never retried; once it holds, the platform has ended the session. */
export const selfExcludeAtom = submitAtom((request: SelfExcludeRequest) => selfExclude(request))
