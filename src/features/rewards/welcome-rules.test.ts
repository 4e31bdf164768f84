import { describe, expect, it } from 'vitest'
import { welcomeClaimed, welcomeToClaim, welcomeTotalOf } from './welcome-rules'
import type { WelcomeBonus } from './welcome-schema'

const now = 1_700_000_000_000
const hour = 3_600_000
const bonus = (
  promotionId: string,
  claimBefore: number | null,
  status: WelcomeBonus['status'] = 'CLAIMABLE',
  claimedTime: number | null = null,
) => ({
  promotionId,
  promotionName: promotionId,
  bonus: 10,
  claimBefore,
  status,
  claimedTime,
})

describe('welcome bonuses (welcome-rules.ts)', () => {
  const bonuses = [
    bonus('no-limit', null),
    bonus('ends-later', now + 48 * hour),
    bonus('over', now - 1),
    bonus('ends-soon', now + hour),
    bonus('claimed-first', now + hour, 'CLAIMED', now - 2 * hour),
    bonus('claimed-last', null, 'CLAIMED', now - hour),
  ]

  it('offers the ones still to claim, ending first on top, no limit last, those over left out', () => {
    expect(welcomeToClaim(bonuses, now).map((row) => row.id)).toEqual(['ends-soon', 'ends-later', 'no-limit'])
    expect(welcomeToClaim(bonuses, now)[0]).toMatchObject({ kind: 'promotion', amount: 10, expiresAt: now + hour, unmet: [] })
    expect(welcomeTotalOf(bonuses, now)).toBe(30)
  })

  it('lists the claimed ones, the latest first', () => {
    expect(welcomeClaimed(bonuses).map((claimed) => claimed.promotionId)).toEqual(['claimed-last', 'claimed-first'])
  })
})
