import { Effect } from 'effect'
import { SystemStatus, type CachedStatus } from '@/domain/system'
import { Api } from '@/lib/http/api'
import { gateOf } from './gate'

/** GET /wps/system/status: the gate and the site's configuration in one answer. */
export const fetchStatus = Effect.gen(function* () {
  const api = yield* Api
  const status = yield* api.call({ method: 'GET', path: '/wps/system/status', schema: SystemStatus, anonymous: true })
  return { gate: gateOf(status), info: status.info } satisfies CachedStatus
})
