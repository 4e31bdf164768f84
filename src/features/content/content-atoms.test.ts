import { Exit, ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { banners, winners } from '../../../fixtures/content'
import { installRuntime } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { announcementsAtom, announcementsQuery, bannersAtoms, markReadAtom, winnersQuery, bannerQueries } from './content-atoms'
import type { AnnouncementList } from './content-schema'

const setup = async () => {
  const store = createStore()
  const api = await makeTestApi({ token: () => store.get(sessionAtom)?.token ?? null })
  installRuntime(ManagedRuntime.make(api.layer))
  const fail = (names: ReadonlyArray<string>) => api.harness.store.set({ ...api.harness.store.get(), failing: names })
  const signIn = async (userName = 'player01') => {
    const token = await api.harness.db.openSession(userName)
    store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-1001', userName, type: 0, firstTimeLogin: false })
  }
  return { store, signIn, fail }
}

beforeEach(() => localStorage.clear())

const unreadNotice = (list: AnnouncementList | null) => list?.player.find((entry) => !entry.read)

describe('content atoms', () => {
  it('keeps banners per group', async () => {
    const { store } = await setup()
    const stop = store.sub(bannersAtoms.m_video, () => undefined)
    await store.get(bannerQueries.m_video.settled)
    expect(store.get(bannersAtoms.m_video)).toEqual(banners.filter((banner) => banner.groupName === 'm_video'))
    expect(store.get(bannersAtoms.m_home)).toEqual([])
    stop()
  })

  it('loads the winner board without the malformed rows', async () => {
    const { store } = await setup()
    const board = await store.get(winnersQuery.settled)
    expect(board && Exit.isSuccess(board) && board.value).toEqual(winners)
  })

  it('marks a notice read: at once locally, then on the platform, then reloads', async () => {
    const { store, signIn } = await setup()
    await signIn()
    const stop = store.sub(announcementsAtom, () => undefined)
    await store.get(announcementsQuery.settled)
    const before = store.get(announcementsAtom)!
    const target = unreadNotice(before)!
    const done = store.set(markReadAtom, target.announcementId)
    // Local first: the list shows it read before the platform has answered.
    expect(store.get(announcementsAtom)!.player.find((e) => e.announcementId === target.announcementId)?.read).toBe(true)
    await done
    // The reload came from the platform, which now has it read.
    const after = store.get(announcementsAtom)!
    expect(after).not.toBe(before)
    expect(after.player.find((e) => e.announcementId === target.announcementId)?.read).toBe(true)
    stop()
  })

  it('takes a read back when the platform refuses it, and lets the next open send it again', async () => {
    const { store, signIn, fail } = await setup()
    await signIn()
    const stop = store.sub(announcementsAtom, () => undefined)
    await store.get(announcementsQuery.settled)
    const target = unreadNotice(store.get(announcementsAtom))!
    const isRead = () => store.get(announcementsAtom)!.player.find((e) => e.announcementId === target.announcementId)?.read
    fail(['MCSFE_markAnnouncementAsRead'])
    const refused = store.set(markReadAtom, target.announcementId)
    expect(isRead()).toBe(true)
    await refused
    expect(isRead()).toBe(false)
    fail([])
    await store.set(markReadAtom, target.announcementId)
    expect(isRead()).toBe(true)
    stop()
  })

  it("keeps a guest's read on this device only: the platform still has it unread, and a sign-in shows the platform's state", async () => {
    const { store, signIn } = await setup()
    const stop = store.sub(announcementsAtom, () => undefined)
    await store.get(announcementsQuery.settled)
    const target = unreadNotice(store.get(announcementsAtom))!
    await store.set(markReadAtom, target.announcementId)
    expect(unreadNotice(store.get(announcementsAtom))?.announcementId).not.toBe(target.announcementId)
    // A refresh brings the platform's list back, still with this device's read applied.
    store.set(announcementsQuery, 'refresh')
    const fresh = await store.get(announcementsQuery.settled)
    expect(fresh && Exit.isSuccess(fresh) && unreadNotice(fresh.value)?.announcementId).toBe(target.announcementId)
    expect(unreadNotice(store.get(announcementsAtom))?.announcementId).not.toBe(target.announcementId)
    // Signed in, the session asks again and the guest's read no longer applies.
    await signIn()
    const member = await store.get(announcementsQuery.settled)
    expect(member && Exit.isSuccess(member) && store.get(announcementsAtom)).toBe(member && Exit.isSuccess(member) && member.value)
    stop()
  })
})
