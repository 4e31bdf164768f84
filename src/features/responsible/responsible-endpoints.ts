import { Schema } from 'effect'
import { endpoint, relay } from '@/lib/http/endpoint'
import { SelfExcludeRequest, SelfExclusion, SetDepositLimitRequest } from './responsible-schema'

/**
 * The responsible-gaming writes (PLATFORM.md §10, docs/api-contract.md "Responsible gaming"). ASSUMED,
 * all of them: the relay names (after the member centre's MCSFE_ ones) and the whitelabel module
 * RESPGAME3 the operator turns the screen on with. The limits they change are read through
 * src/domain/deposit-limits.ts `responsibleGaming`, which the cashier reads too.
 */

/** The answer is not read: the page asks for the limits again, as the platform now has them. */
export const setDepositLimit = endpoint({
  method: 'POST',
  path: relay('MCSFE_setDepositLimit'),
  body: SetDepositLimitRequest,
  success: Schema.Unknown,
  module: 'RESPGAME3',
})

/** Sealed: it carries the login password (DESIGN.md §4). */
export const selfExclude = endpoint({
  method: 'POST',
  path: relay('MCSFE_selfExclude'),
  body: SelfExcludeRequest,
  sealed: true,
  success: SelfExclusion,
  module: 'RESPGAME3',
})
