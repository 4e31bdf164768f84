import { Cause, Effect, Exit, Option } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { policies } from '@/lib/effect/policies'
import { launchChat } from './messages-api'

const settle = TestClock.withLive(Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 5))))
const request = { language: 'CN', backUrl: 'http://app.test/m/home', headerColor: '#f5b800', title: 'Customer service' }

describe('launchChat', () => {
  it('asks CBS_launchChat with the SPEC query and answers the chat URL only after 500 ms', async () => {
    let token: string | null = null
    const asked: URL[] = []
    const api = await makeTestApi({ token: () => token, onRequest: (r) => asked.push(new URL(r.url)) })
    token = await api.harness.db.openSession('player01')
    let chatUrl: string | undefined
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* Effect.forkChild(launchChat(request).pipe(Effect.tap((url) => Effect.sync(() => (chatUrl = url)))))
        yield* settle
        yield* TestClock.adjust(policies.chatRedirectDelay - 1)
        expect(chatUrl).toBeUndefined()
        yield* TestClock.adjust(1)
        yield* settle
        expect(chatUrl).toContain('/harness-chat?player=player01')
      }).pipe(Effect.provide(api.layer), Effect.provide(TestClock.layer())),
    )
    const query = asked.find((url) => url.pathname === '/wps/relay/CBS_launchChat')!.searchParams
    expect(Object.fromEntries(query)).toEqual({ b2c: '1', moduleId: 'CBS3', ...request })
  })

  it('fails without a session, so the loader hides and the user can tap again', async () => {
    const api = await makeTestApi()
    const exit = await Effect.runPromiseExit(launchChat(request).pipe(Effect.provide(api.layer)))
    expect(exit._tag).toBe('Failure')
  })

  it('names chat (CBS3) in its ModuleId header, so a site with chat off refuses it (#543) and no chat opens', async () => {
    let token: string | null = null
    const headers: Array<string | null> = []
    const api = await makeTestApi({ token: () => token, onRequest: (r) => headers.push(r.headers.get('ModuleId')) })
    token = await api.harness.db.openSession('player01')
    api.harness.store.set({ whitelabel: api.harness.store.get().whitelabel.filter((id) => id !== 'CBS3') })
    const exit = await Effect.runPromiseExit(launchChat(request).pipe(Effect.provide(api.layer)))
    expect(headers).toEqual(['CBS3'])
    const error = Exit.isFailure(exit) ? Option.getOrNull(Cause.findErrorOption(exit.cause)) : null
    expect(error).toMatchObject({ _tag: 'ServerRefusal', code: '#543 function.not.available' })
  })
})
