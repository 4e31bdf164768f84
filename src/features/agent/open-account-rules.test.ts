import { describe, expect, it } from 'vitest'
import { newMemberRebateLimits } from './open-account-rules'

describe("a new member's rebate limits", () => {
  it("reach the agent's subordinate limit where the platform gives one, else its own rebate; each with its rationed levels", () => {
    const sboHigh = { type: 'SBO', rebateValue: 1.0, quota: 3, used: 1 }
    expect(
      newMemberRebateLimits(
        {
          configs: [
            { type: 'SBO', rebateValue: 1.5, rebateSubordinateLimit: 1.2 },
            { type: 'FISH', rebateValue: 0.8 },
          ],
        },
        [sboHigh],
      ),
    ).toEqual([
      { type: 'SBO', min: 0, max: 1.2, rationed: [sboHigh] },
      { type: 'FISH', min: 0, max: 0.8, rationed: [] },
    ])
  })
})
