import { Exit } from 'effect'
import type { createStore } from 'jotai'
import { kycSettingsQuery, kycStatusQuery } from '@/features/account/account-atoms'
import { kycGateOf } from '@/features/account/kyc-rules'
import type { GateMoment } from '@/lib/state/gates'

/**
 * Whether the identity check interrupts this moment (kyc-rules.ts over the operator's settings and
 * the member's state). Loaded with the first check, not with the app: most members never see it.
 * A failed settings or status call lets the member go on: the platform checks again itself.
 */
export const identityGateFor = async (store: ReturnType<typeof createStore>, moment: GateMoment) => {
  const [settings, status] = await Promise.all([store.get(kycSettingsQuery.settled), store.get(kycStatusQuery.settled)])
  if (!settings || !status || !Exit.isSuccess(settings) || !Exit.isSuccess(status)) return null
  return kycGateOf(settings.value, status.value, moment)
}
