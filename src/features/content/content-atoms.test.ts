import { Exit, ManagedRuntime } from 'effect'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { banners, winners } from '../../../fixtures/content'
import { installRuntime } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { announcementsAtom, bannersAtoms, loadAnnouncementsAtom, markReadAtom, winnersQuery, bannerQueries } from './content-atoms'
import type { AnnouncementList } from './content-schema'

const setup = async () => {
  const store = createStore()
  const api = await makeTestApi({ token: () => store.get(sessionAtom)?.token ?? null })
  installRuntime(ManagedRuntime.make(api.layer))
  const signIn = async (userName = 'player01') => {
    const token = await api.harness.db.openSession(userName)
    store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-1001', userName, type: 0, firstTimeLogin: false })
  }
  return { store, signIn }
}

beforeEach(() => localStorage.clear())

const unreadNotice = (list: AnnouncementList | null) => list?.playerNotice.find((entry) => !entry.read)

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
    await store.set(loadAnnouncementsAtom)
    const before = store.get(announcementsAtom)!
    const target = unreadNotice(before)!
    const done = store.set(markReadAtom, target.announcementId)
    // Local first: the list shows it read before the platform has answered.
    expect(store.get(announcementsAtom)!.playerNotice.find((e) => e.announcementId === target.announcementId)?.read).toBe(true)
    expect(store.get(announcementsAtom)!.unread.announcement).toBe(before.unread.announcement - 1)
    await done
    // The reload came from the platform, which now has it read.
    const after = store.get(announcementsAtom)!
    expect(after).not.toBe(before)
    expect(after.playerNotice.find((e) => e.announcementId === target.announcementId)?.read).toBe(true)
    expect(after.unread.announcement).toBe(before.unread.announcement - 1)
  })

  it('keeps a guest read local', async () => {
    const { store } = await setup()
    await store.set(loadAnnouncementsAtom, ['PL'])
    const target = unreadNotice(store.get(announcementsAtom))!
    await store.set(markReadAtom, target.announcementId)
    expect(unreadNotice(store.get(announcementsAtom))?.announcementId).not.toBe(target.announcementId)
    await store.set(loadAnnouncementsAtom, ['PL'])
    expect(unreadNotice(store.get(announcementsAtom))?.announcementId).toBe(target.announcementId)
  })
})
