import { atom } from 'jotai'
import type { ModuleId } from '@/domain/feature-flags'
import { moneyScreenAccess, viewerMayDeposit } from '@/domain/member'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { viewerAtom } from './session-atoms'

/** Who may open the money member's screen behind `flag` (domain moneyScreenAccess), as the viewer and the site are now. */
export const moneyScreenAccessAtom = (flag: ModuleId) =>
  atom((get) => moneyScreenAccess({ moneyType: viewerMayDeposit(get(viewerAtom)), flagOn: get(whitelabelAtom).has(flag) }))

/**
 * Who has responsible gaming (RESPGAME3): its screen, the deposit limits the cashier reads, the
 * reality check the frame hosts. Here, not beside the limits' query, so the frame's host costs the
 * first paint no more than this atom.
 */
export const responsibleAccessAtom = moneyScreenAccessAtom('RESPGAME3')
