import { Effect, Exit } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { policies } from '@/lib/effect/policies'
import { claimInboxReward, loadInboxPage, makeMarkInboxRead } from './inbox-api'

const settle = TestClock.withLive(Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 5))))

/** The real Api over the harness, player01 signed in with the scenario's member type; `provide` runs a program there. */
const signedIn = async (memberType: 0 | 4 = 0) => {
  let token: string | null = null
  const asked: Request[] = []
  const api = await makeTestApi({ token: () => token, onRequest: (request) => asked.push(request) })
  api.harness.store.set({ memberType })
  token = await api.harness.db.openSession('player01')
  const provide = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.runPromiseExit(effect.pipe(Effect.provide(api.layer)) as Effect.Effect<A, E>)
  return { api, asked, provide }
}

describe('inbox calls against the harness', () => {
  it('pages 20 at a time, newest first', async () => {
    const { provide } = await signedIn()
    const first = await provide(loadInboxPage(1))
    expect(Exit.isSuccess(first) && [first.value.items.length, first.value.totalPages, first.value.items[0]?.inboxId]).toEqual([
      20,
      7,
      'mail-reward-open',
    ])
  })

  it('a trial (type 4) has no inbox', async () => {
    const { provide } = await signedIn(4)
    expect(Exit.isFailure(await provide(loadInboxPage(1)))).toBe(true)
  })

  it('a reward is claimed once: the same mail again is refused, and the money is in the wallet', async () => {
    const { api, provide, asked } = await signedIn()
    const request = { inboxId: 'mail-reward-open', recordSource: 'CAMPAIGN' }
    const first = await provide(claimInboxReward(request))
    expect(Exit.isSuccess(first) && first.value).toEqual({
      claimedMoney: 88,
      claimedPoint: 200,
      claimedTickets: [{ rewardName: 'Lucky spin ticket' }],
    })
    expect(Exit.isFailure(await provide(claimInboxReward(request)))).toBe(true)
    const keys = asked.filter((r) => r.url.includes('EMFE_claimInboxReward')).map((r) => r.headers.get('Idempotency-Key'))
    expect(keys.length).toBe(2)
    expect(new Set(keys).size).toBe(2)
    const account = api.harness.db.accounts.findFirst((q) => q.where({ member: { userName: 'player01' } }))
    expect(account?.wallet.sumBalance).toBe(12_345.5 + 88)
  })

  it('an expired reward is refused', async () => {
    const { provide } = await signedIn()
    expect(Exit.isFailure(await provide(claimInboxReward({ inboxId: 'mail-reward-expired', recordSource: 'CAMPAIGN' })))).toBe(true)
  })

  it('mark-read calls are spaced 150 ms apart, each sent', async () => {
    const { api, asked } = await signedIn()
    const markRead = makeMarkInboxRead()
    const reads = () => asked.filter((r) => r.url.includes('EMFE_updateInboxRead')).length
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* Effect.forkChild(markRead({ ids: ['mail-001'], recordSource: 'SYSTEM' }))
        yield* Effect.forkChild(markRead({ ids: ['mail-002'], recordSource: 'CAMPAIGN' }))
        yield* settle
        expect(reads()).toBe(1)
        yield* TestClock.adjust(policies.markReadThrottle - 1)
        yield* settle
        expect(reads()).toBe(1)
        yield* TestClock.adjust(1)
        yield* settle
        expect(reads()).toBe(2)
      }).pipe(Effect.provide(api.layer), Effect.provide(TestClock.layer())),
    )
  })
})
