import { Effect, Exit, Layer, ManagedRuntime } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { TestClock } from 'effect/testing'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeTestApi } from '../../tests/unit/test-api'
import { unreadFixture } from '../../fixtures/site'
import { announcementsAtom, announcementsQuery, markReadAtom, noticeBoardAtoms, noticeQueries } from '@/features/content/content-atoms'
import { deleteMailsAtom, inboxViewAtom, markMailsReadAtom } from '@/features/messages/inbox-atoms'
import { chatUnreadAtom, chatUnreadQuery } from '@/features/messages/messages-atoms'
import { policies } from '@/lib/effect/policies'
import { installRuntime, type AppServices } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { refreshStatusAtom } from '@/lib/site/site-atoms'
import { agentNoticeUnreadAtom, refreshUnreadAtom, unreadAtom } from './unread-atoms'

/** Lets msw answer and jotai settle (real time: the TestClock does not move). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

/**
 * A store over the harness, its runtime on a TestClock when asked (the throttle and the Api's
 * retries then wait for the test), counting the calls by relay name.
 */
const setup = async ({ testClock = false } = {}) => {
  const store = createStore()
  const asked: string[] = []
  const api = await makeTestApi({
    token: () => store.get(sessionAtom)?.token ?? null,
    onRequest: (request) => asked.push(new URL(request.url).pathname.split('/').pop()!),
  })
  const layer = testClock ? Layer.merge(api.layer, TestClock.layer()) : api.layer
  const runtime = ManagedRuntime.make(layer as Layer.Layer<AppServices>)
  installRuntime(runtime)
  await store.set(refreshStatusAtom) // the whitelabel: INBOX3 and CBS3 are on in the default scenario
  const signIn = async (userName = 'player01', type = 0) => {
    const token = await api.harness.db.openSession(userName)
    store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-1001', userName, type, firstTimeLogin: false })
  }
  const count = (name: string) => asked.filter((entry) => entry === name).length
  /** The inbox calls made (EMFE_*). */
  const inboxCalls = () => asked.filter((entry) => entry.startsWith('EMFE_'))
  const advance = async (ms: number) => {
    await runtime.runPromise(TestClock.adjust(ms) as Effect.Effect<void>)
    await flush()
  }
  return { store, api, signIn, count, inboxCalls, advance }
}

const announcementCalls = 'MCSFE_getListAnnouncements'

/** The one answer the badges read: the announcements, with the inbox count. */
const countsSettled = (store: ReturnType<typeof createStore>) => store.get(announcementsQuery.settled)

/** Until the inbox's first page is in (real time). */
const waitForItems = async (store: ReturnType<typeof createStore>) => {
  for (let tries = 0; tries < 200 && store.get(inboxViewAtom).items.length === 0; tries++) await flush()
}

beforeEach(() => localStorage.clear())

describe('unread counts from the shared announcements answer', () => {
  it("one call serves the ticker's list and the badges; the badge counts B, PL and PU, not H", async () => {
    const { store, signIn, count } = await setup()
    await signIn()
    const stopList = store.sub(announcementsAtom, () => undefined)
    const stopBadges = store.sub(unreadAtom, () => undefined)
    const answer = await store.get(announcementsQuery.settled)
    expect(count(announcementCalls)).toBe(1)
    // The platform's own count covers every type asked, the hot one (H) player01 has not read included.
    expect(answer && Exit.isSuccess(answer) && answer.value.unread?.announcement).toBe(unreadFixture.announcement + 1)
    expect(store.get(unreadAtom)).toEqual({ announcement: unreadFixture.announcement, inbox: unreadFixture.inbox })
    stopList()
    stopBadges()
  })

  it('a screen with badges asks for the answer itself (home never visited); a guest asks nothing for them', async () => {
    const { store, signIn, count } = await setup()
    const stop = store.sub(unreadAtom, () => undefined)
    await flush()
    expect([store.get(unreadAtom), count(announcementCalls)]).toEqual([{ announcement: 0, inbox: 0 }, 0])
    await signIn()
    await countsSettled(store)
    expect([store.get(unreadAtom), count(announcementCalls)]).toEqual([
      { announcement: unreadFixture.announcement, inbox: unreadFixture.inbox },
      1,
    ])
    stop()
  })

  it('a trial account (type 4) has no inbox count', async () => {
    const { store, signIn } = await setup()
    await signIn('trial01', 4)
    const stop = store.sub(unreadAtom, () => undefined)
    await store.get(announcementsQuery.settled)
    // trial01 has read nothing: every B, PL and PU notice counts.
    expect(store.get(unreadAtom).inbox).toBe(0)
    expect(store.get(unreadAtom).announcement).toBeGreaterThan(unreadFixture.announcement)
    stop()
  })

  it("reading a notice lowers the badge at once, and the platform's reload agrees", async () => {
    const { store, signIn } = await setup()
    await signIn()
    const stop = store.sub(unreadAtom, () => undefined)
    await store.get(announcementsQuery.settled)
    const target = store.get(announcementsAtom)!.player.find((entry) => !entry.read)!
    const done = store.set(markReadAtom, target.announcementId)
    expect(store.get(unreadAtom).announcement).toBe(unreadFixture.announcement - 1)
    await done
    expect(store.get(unreadAtom).announcement).toBe(unreadFixture.announcement - 1)
    stop()
  })

  it('the inbox count comes with the announcements answer (SPEC §3), no call of its own; a trial has none', async () => {
    const { store, api, signIn, count, inboxCalls } = await setup()
    await signIn()
    const stop = store.sub(unreadAtom, () => undefined)
    await countsSettled(store)
    const unread = api.harness.db.mails.findMany((q) => q.where({ userName: 'player01', read: false })).length
    expect([store.get(unreadAtom).inbox, count(announcementCalls), inboxCalls()]).toEqual([unread, 1, []])
    stop()
    const trial = await setup()
    await trial.signIn('trial01', 4)
    const stopTrial = trial.store.sub(unreadAtom, () => undefined)
    await countsSettled(trial.store)
    expect(trial.store.get(unreadAtom).inbox).toBe(0)
    stopTrial()
  })

  it("an answer without the inbox count (the platform's, PLATFORM.md §7) brings its own call, once per answer; reads count at once", async () => {
    const { store, api, signIn, count, advance } = await setup({ testClock: true })
    api.harness.store.set({ unreadInAnnouncements: false })
    await signIn()
    const stop = store.sub(unreadAtom, () => undefined)
    const stopList = store.sub(inboxViewAtom, () => undefined)
    await countsSettled(store)
    for (let tries = 0; tries < 200 && store.get(unreadAtom).inbox === 0; tries++) await flush()
    expect([store.get(unreadAtom), count('EMFE_getInboxUnreadCount')]).toEqual([
      { announcement: unreadFixture.announcement, inbox: unreadFixture.inbox },
      1,
    ])
    await waitForItems(store)
    const unreadMail = store.get(inboxViewAtom).items.find((mail) => !mail.read)!
    const read = store.set(markMailsReadAtom, [unreadMail])
    expect(store.get(unreadAtom).inbox).toBe(unreadFixture.inbox - 1)
    await read
    // The unread model's refresh asks for the announcements, then the count with the new answer.
    await store.set(refreshUnreadAtom)
    await advance(policies.unreadThrottle)
    await countsSettled(store)
    for (let tries = 0; tries < 200 && count('EMFE_getInboxUnreadCount') < 2; tries++) await flush()
    // Once per answer: not again when the refresh started, nor when its answer landed.
    await advance(policies.unreadThrottle)
    for (let tries = 0; tries < 50; tries++) await flush()
    expect([count(announcementCalls), count('EMFE_getInboxUnreadCount'), store.get(unreadAtom).inbox]).toEqual([
      2,
      2,
      unreadFixture.inbox - 1,
    ])
    stop()
    stopList()
  })

  it("the inbox count's own call goes at most once per 250 ms, however soon a deletion brings a new answer", async () => {
    const { store, api, signIn, count, advance } = await setup({ testClock: true })
    api.harness.store.set({ unreadInAnnouncements: false })
    await signIn()
    const stop = store.sub(unreadAtom, () => undefined)
    const stopList = store.sub(inboxViewAtom, () => undefined)
    for (let tries = 0; tries < 200 && count('EMFE_getInboxUnreadCount') === 0; tries++) await flush()
    await waitForItems(store)
    // The clock has not moved since the first count: the deletion's new answer waits out the window.
    await store.set(deleteMailsAtom, [store.get(inboxViewAtom).items.find((mail) => !mail.read)!])
    await countsSettled(store)
    for (let tries = 0; tries < 50; tries++) await flush()
    expect([count(announcementCalls), count('EMFE_getInboxUnreadCount')]).toEqual([2, 1])
    await advance(policies.unreadThrottle)
    for (let tries = 0; tries < 200 && count('EMFE_getInboxUnreadCount') < 2; tries++) await flush()
    expect([count('EMFE_getInboxUnreadCount'), store.get(unreadAtom).inbox]).toEqual([2, unreadFixture.inbox - 1])
    stop()
    stopList()
  })

  it('reading mails lowers the inbox badge at once; a refused read gives the count back', async () => {
    const { store, api, signIn } = await setup()
    await signIn()
    const stop = store.sub(unreadAtom, () => undefined)
    const stopList = store.sub(inboxViewAtom, () => undefined)
    await countsSettled(store)
    await waitForItems(store)
    const [first, second] = store.get(inboxViewAtom).items.filter((mail) => !mail.read)
    const read = store.set(markMailsReadAtom, [first!])
    expect(store.get(unreadAtom).inbox).toBe(unreadFixture.inbox - 1)
    expect(await read).toBeNull()
    await store.get(announcementsQuery.settled)
    expect(store.get(unreadAtom).inbox).toBe(unreadFixture.inbox - 1)

    api.harness.store.set({ failing: ['EMFE_updateInboxRead'] })
    const refused = store.set(markMailsReadAtom, [second!])
    expect(store.get(unreadAtom).inbox).toBe(unreadFixture.inbox - 2)
    expect((await refused)?._tag).toBe('Failure')
    expect(store.get(unreadAtom).inbox).toBe(unreadFixture.inbox - 1)
    expect(store.get(inboxViewAtom).items.find((mail) => mail.inboxId === second!.inboxId)?.read).toBe(false)
    stop()
    stopList()
  })

  it('the chat count is its own call, asked only where it is shown', async () => {
    const { store, signIn, count } = await setup()
    await signIn()
    const stopBadges = store.sub(unreadAtom, () => undefined)
    await store.get(announcementsQuery.settled)
    expect(count('CBS_unreadCount')).toBe(0)
    const stopChat = store.sub(chatUnreadAtom, () => undefined)
    await store.get(chatUnreadQuery.settled)
    expect([store.get(chatUnreadAtom), count('CBS_unreadCount')]).toEqual([unreadFixture.chat, 1])
    stopBadges()
    stopChat()
  })

  it('where the mail centre is off (INBOX3), no badge counts the inbox and its count is not asked', async () => {
    const { store, api, signIn, inboxCalls } = await setup()
    api.harness.store.set({
      unreadInAnnouncements: false,
      whitelabel: api.harness.store.get().whitelabel.filter((id) => id !== 'INBOX3'),
    })
    await store.set(refreshStatusAtom)
    await signIn()
    const stop = store.sub(unreadAtom, () => undefined)
    await countsSettled(store)
    await flush()
    expect([store.get(unreadAtom), inboxCalls()]).toEqual([{ announcement: unreadFixture.announcement, inbox: 0 }, []])
    stop()
  })
})

describe("agent home's announcement badge", () => {
  /** The agents' board (types A) as the badge reads it. */
  const agentBoard = async (store: ReturnType<typeof createStore>) => {
    await store.get(noticeQueries.agent.settled)
    await flush()
    return store.get(noticeBoardAtoms.agent)
  }

  it("counts the unread agent notices of the agents' board; reading one lowers it at once", async () => {
    const { store, signIn } = await setup()
    await signIn('player01', 1)
    const stop = store.sub(agentNoticeUnreadAtom, () => undefined)
    const board = await agentBoard(store)
    // player01 has read the first of the three agent notices.
    expect(store.get(agentNoticeUnreadAtom)).toBe(2)
    const unread = AsyncResult.getOrThrow(board).agent.find((entry) => !entry.read)!
    const done = store.set(markReadAtom, unread.announcementId)
    expect(store.get(agentNoticeUnreadAtom)).toBe(1)
    await done
    expect(store.get(agentNoticeUnreadAtom)).toBe(1)
    stop()
  })

  it('is 0 for a member, who asks for no agent board', async () => {
    const { store, signIn, count } = await setup()
    await signIn('player01', 0)
    const stop = store.sub(agentNoticeUnreadAtom, () => undefined)
    await flush()
    expect([store.get(agentNoticeUnreadAtom), count(announcementCalls)]).toEqual([0, 0])
    stop()
  })
})

describe('refreshUnreadAtom', () => {
  it("for an agent, also asks again for the agents' board, in the same throttled refresh", async () => {
    const { store, signIn, count, advance } = await setup({ testClock: true })
    await signIn('player01', 1)
    const stopBadges = store.sub(unreadAtom, () => undefined)
    const stopAgent = store.sub(agentNoticeUnreadAtom, () => undefined)
    await countsSettled(store)
    await store.get(noticeQueries.agent.settled)
    expect(count(announcementCalls)).toBe(2)
    const refreshed = store.set(refreshUnreadAtom)
    await advance(0)
    await refreshed
    expect(count(announcementCalls)).toBe(4)
    stopBadges()
    stopAgent()
  })

  it('refreshes the shared answer at most once per 250 ms: a leading call, then one trailing call for the window', async () => {
    const { store, signIn, count, advance } = await setup({ testClock: true })
    await signIn()
    const stop = store.sub(unreadAtom, () => undefined)
    await countsSettled(store)
    expect(count(announcementCalls)).toBe(1)

    const first = store.set(refreshUnreadAtom)
    await flush()
    expect(count(announcementCalls)).toBe(2)
    const second = store.set(refreshUnreadAtom)
    const third = store.set(refreshUnreadAtom)
    await advance(policies.unreadThrottle - 1)
    expect(count(announcementCalls)).toBe(2)
    await advance(1)
    expect(count(announcementCalls)).toBe(3)
    await Promise.all([first, second, third])
    await countsSettled(store)
    expect(store.get(unreadAtom)).toEqual({ announcement: unreadFixture.announcement, inbox: unreadFixture.inbox })
    stop()
  })

  it('is silent on error: a failed refresh keeps the last counts (and the ticker keeps its list)', async () => {
    const { store, api, signIn, count, advance } = await setup({ testClock: true })
    await signIn()
    const stop = store.sub(unreadAtom, () => undefined)
    await countsSettled(store)
    const before = store.get(unreadAtom)
    expect(before.inbox).toBe(unreadFixture.inbox)
    api.harness.store.set({ failing: [announcementCalls] })
    const refreshed = store.set(refreshUnreadAtom)
    // The Api retries a failed GET three times (300 ms, doubling) before the refresh gives up.
    for (let step = 0; step < 12; step++) await advance(500)
    await refreshed
    const exit = await store.get(announcementsQuery.settled)
    expect(exit && Exit.isFailure(exit)).toBe(true)
    expect(count(announcementCalls)).toBe(1 + 4)
    expect(store.get(unreadAtom)).toEqual(before)
    expect(store.get(announcementsAtom)?.player.length).toBeGreaterThan(0)
    stop()
  })

  it('does nothing for a guest', async () => {
    const { store, count } = await setup({ testClock: true })
    await store.set(refreshUnreadAtom)
    await flush()
    expect(count(announcementCalls) + count('CBS_unreadCount')).toBe(0)
  })
})
