import { Effect } from 'effect'
import { systemStatus } from '@/domain/endpoints'
import type { CachedStatus } from '@/domain/system'
import { call } from '@/lib/http/call'
import { gateOf } from './gate'

/** The gate and the site's configuration in one answer. */
export const fetchStatus = call(systemStatus).pipe(
  Effect.map((status) => ({ gate: gateOf(status), info: status.info }) satisfies CachedStatus),
)
