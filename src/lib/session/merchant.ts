import type { SessionInfo } from '@/domain/member'
import { config } from '@/lib/config'
import { keys } from '@/lib/state/keys'
import { readStored } from '@/lib/state/storage'

/**
 * The merchant every call names (SPEC §1, §4): a trial session's own (trial) merchant, else the
 * stored test-mode merchant, else the configured one.
 */
export const merchantFor = (session: SessionInfo | null) =>
  (session?.type === 4 && session.merchantCode) || readStored(keys.merchant) || config.merchant
