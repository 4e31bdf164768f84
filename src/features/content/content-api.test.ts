import { Clock, Effect, Exit, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { announcements, banners, winners } from '../../../fixtures/content'
import { policies } from '@/lib/effect/policies'
import type { Api } from '@/lib/http/api'
import { loadAnnouncements, loadBanners, loadWinnerBoard, makeMarkAnnouncementRead } from './content-api'

/** The content programs over the real harness; a member signs in by opening a harness session. */
const setup = async (onRequest?: (request: Request) => void) => {
  let token: string | null = null
  const api = await makeTestApi({ token: () => token, ...(onRequest ? { onRequest } : {}) })
  const run = <A, E>(program: Effect.Effect<A, E, Api>) => Effect.runPromise(program.pipe(Effect.provide(api.layer)))
  const signIn = async (userName = 'player01') => {
    token = await api.harness.db.openSession(userName)
    return token
  }
  return { ...api, run, signIn }
}

const errorOf = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) ? (exit.cause.reasons.find((reason) => reason._tag === 'Fail')?.error as { _tag: string; code?: string }) : undefined

/** Lets the harness's promise-based answers land between TestClock steps. */
const settle = TestClock.withLive(Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 5))))

const homeTypes = ['B', 'PL', 'PU', 'H'] as const

describe('content programs', () => {
  it.each(['m_home', 'm_register', 'm_login', 'm_video'] as const)('loads the %s banners', async (group) => {
    const { run } = await setup()
    const list = await run(loadBanners(group))
    expect(list).toEqual(banners.filter((banner) => banner.groupName === group))
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((banner) => banner.url.startsWith('/harness-img/'))).toBe(true)
  })

  it('gives video banners YouTube watch links', async () => {
    const { run } = await setup()
    const videos = await run(loadBanners('m_video'))
    expect(videos.every((banner) => banner.linkage.startsWith('https://www.youtube.com/watch?v='))).toBe(true)
  })

  it('loads the asked announcement types into their buckets with the member read state', async () => {
    const { run, signIn } = await setup()
    const token = await signIn()
    const list = await run(loadAnnouncements({ types: homeTypes, merchantCode: 'wps', token }))
    const count = (type: string) => announcements.filter((entry) => entry.type === type).length
    expect([list.banners.length, list.player.length, list.popup.length, list.hot.length]).toEqual([
      count('B'),
      count('PL'),
      count('PU'),
      count('H'),
    ])
    expect([list.promotion, list.agent]).toEqual([[], []])
    const unread = [...list.banners, ...list.player, ...list.popup, ...list.hot].filter((entry) => !entry.read)
    expect(list.unread?.announcement).toBe(unread.length)
    expect(list.unread?.inbox).toBeGreaterThan(0)
    // The types the unread badge asks for (messages feature): 3 unread for player01.
    expect((await run(loadAnnouncements({ types: ['B', 'PL', 'PU'], merchantCode: 'wps', token }))).unread?.announcement).toBe(3)
  })

  it('gives guests every announcement unread and no inbox count', async () => {
    const { run } = await setup()
    const list = await run(loadAnnouncements({ types: ['A', 'PR'], merchantCode: 'wps' }))
    expect(list.agent.length + list.promotion.length).toBe(list.unread?.announcement)
    expect(list.unread?.inbox).toBe(0)
  })

  it('marks an announcement read for the member', async () => {
    const { run, signIn } = await setup()
    const token = await signIn()
    const before = await run(loadAnnouncements({ types: homeTypes, merchantCode: 'wps', token }))
    const target = before.player.find((entry) => !entry.read)!
    await run(makeMarkAnnouncementRead()(target.announcementId))
    const after = await run(loadAnnouncements({ types: homeTypes, merchantCode: 'wps', token }))
    expect(after.player.find((entry) => entry.announcementId === target.announcementId)?.read).toBe(true)
    expect(after.unread?.announcement).toBe(before.unread!.announcement! - 1)
  })

  it('refuses mark-read without a session', async () => {
    const { run } = await setup()
    const exit = await run(Effect.exit(makeMarkAnnouncementRead()(announcements[0]!.announcementId)))
    expect(errorOf(exit)?._tag).toBe('SessionExpired')
  })

  it('spaces mark-read calls 150 ms apart and sends every one, in order', async () => {
    const sent: Array<{ at: number; id: string }> = []
    let clock: Clock.Clock | undefined
    const { layer, signIn } = await setup((request) => {
      if (!request.url.includes('markAnnouncementAsRead')) return
      void request
        .clone()
        .json()
        .then((body: { announcementId: string }) => sent.push({ at: clock!.currentTimeMillisUnsafe(), id: body.announcementId }))
    })
    await signIn()
    const markRead = makeMarkAnnouncementRead()
    const ids = announcements.slice(0, 3).map((entry) => entry.announcementId)
    await Effect.runPromise(
      Effect.gen(function* () {
        clock = yield* Effect.clockWith(Effect.succeed)
        const fiber = yield* Effect.forkChild(Effect.all(ids.map(markRead), { concurrency: 'unbounded' }))
        for (let i = 0; i < 3; i++) {
          yield* settle
          yield* TestClock.adjust(policies.markReadThrottle)
        }
        yield* settle
        return yield* Fiber.join(fiber)
      }).pipe(Effect.provide(layer), Effect.provide(TestClock.layer())),
    )
    expect(sent.map((entry) => entry.id)).toEqual(ids)
    expect(sent.map((entry) => entry.at)).toEqual([0, 150, 300])
  })

  it('loads the winner board and skips the malformed rows', async () => {
    const { run, harness } = await setup()
    const board = await run(loadWinnerBoard('EN'))
    expect(board).toEqual(winners)
    expect(board).toHaveLength(100)
    expect(board.every((winner) => /^.{2}\*\*\*.{2}$/.test(winner.customerName))).toBe(true)
    harness.store.set({ malformed: true })
    const exit = await run(Effect.exit(loadWinnerBoard('EN')))
    expect(errorOf(exit)?._tag).toBe('DecodeError')
  })
})
