import { Layer, ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { inboxFixtures } from '../../../fixtures/inbox'
import { installRuntime, type AppServices } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { reportMailOpenedAtom } from './inbox-atoms'
import type { Mail } from './inbox-schema'

const callback = 'EMFE_playerInboxClickCallback'

/** A store over the harness, counting the calls by relay name. */
const setup = async () => {
  const store = createStore()
  const asked: string[] = []
  const api = await makeTestApi({
    token: () => store.get(sessionAtom)?.token ?? null,
    onRequest: (request) => asked.push(new URL(request.url).pathname.split('/').pop()!),
  })
  installRuntime(ManagedRuntime.make(api.layer as Layer.Layer<AppServices>))
  const signIn = async () => {
    const token = await api.harness.db.openSession('player01')
    store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-1001', userName: 'player01', type: 0, firstTimeLogin: false })
  }
  const sent = () => asked.filter((name) => name === callback).length
  const received = () => api.harness.db.campaignClicks.findMany((q) => q.where({ userName: 'player01' })).length
  return { store, api, signIn, sent, received }
}

const mailOf = (inboxId: string) => inboxFixtures.player01!.find((mail) => mail.inboxId === inboxId) as Mail
const campaignMail = mailOf('mail-reward-open')

beforeEach(() => localStorage.clear())

describe('campaign callback (PLATFORM.md §7)', () => {
  it("opening a campaign's mail reports it once per login; a new login reports it again", async () => {
    const { store, signIn, sent, received } = await setup()
    await signIn()
    await store.set(reportMailOpenedAtom, campaignMail)
    await store.set(reportMailOpenedAtom, campaignMail)
    expect([sent(), received()]).toEqual([1, 1])
    expect(JSON.parse(localStorage.getItem('MC_campaignCallbackKeys') ?? '{}').keys).toEqual(['inbox:dlv-loyalty-88'])
    // The login is marked there, not by its token: a token on disk would outlive a logout.
    expect(localStorage.getItem('MC_campaignCallbackKeys')).not.toContain(store.get(sessionAtom)!.token)
    await signIn()
    await store.set(reportMailOpenedAtom, campaignMail)
    expect([sent(), received()]).toEqual([2, 2])
  })

  it('a mail with no delivery, or a guest, sends nothing', async () => {
    const { store, signIn, sent } = await setup()
    await store.set(reportMailOpenedAtom, campaignMail)
    await signIn()
    await store.set(reportMailOpenedAtom, mailOf('mail-reward-expired'))
    expect(sent()).toBe(0)
  })

  it('a callback that failed is forgotten: the next opening sends it again', async () => {
    const { store, api, signIn, sent, received } = await setup()
    await signIn()
    api.harness.store.set({ failing: [callback] })
    await store.set(reportMailOpenedAtom, campaignMail)
    expect([sent(), received()]).toEqual([1, 0])
    api.harness.store.set({ failing: [] })
    await store.set(reportMailOpenedAtom, campaignMail)
    expect([sent(), received()]).toEqual([2, 1])
  })
})
