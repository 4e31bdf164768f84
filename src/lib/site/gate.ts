import type { GateStatus, SystemStatus } from '@/domain/system'

/**
 * SPEC §2 Error gate: 0 renders the app, 1 the blocked-IP/maintenance page, 2 the service-down/region
 * page. Maintenance wins over region restriction ("maintenance together with region restriction
 * counts as 1; region restriction alone is 2").
 */
export const gateOf = (status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): GateStatus => {
  if (status.maintenance) return 1
  if (status.regionRestriction) return 2
  return 0
}
