import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { returnAfterSaved } from './return-after-saved'

describe('the way back after a saved form', () => {
  const run = (leaveAt: number | null) => {
    let here = '/m/securityCenter/addBankCard'
    const went: string[] = []
    return Effect.runPromise(
      Effect.gen(function* () {
        yield* Effect.forkChild(
          returnAfterSaved(
            here,
            () => here,
            () => went.push('back'),
          ),
        )
        if (leaveAt !== null) {
          yield* TestClock.adjust(leaveAt)
          here = '/m/home'
        }
        yield* TestClock.adjust(999 - (leaveAt ?? 0))
        const before = went.length
        yield* TestClock.adjust(1)
        return { before, after: went.length }
      }).pipe(Effect.provide(TestClock.layer())),
    )
  }

  it('goes back 1 s after the toast, not before', async () => {
    expect(await run(null)).toEqual({ before: 0, after: 1 })
  })

  it('stays where the player went when they left the screen first', async () => {
    expect(await run(400)).toEqual({ before: 0, after: 0 })
  })
})
