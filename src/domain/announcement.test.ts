import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { AnnouncementList } from './announcement'

const decode = Schema.decodeUnknownSync(AnnouncementList)
const notice = { announcementId: 'a1', title: 'Maintenance', content: '<p>Tonight</p>', type: 'PL', read: false, createTime: 1 }

describe('the announcements answer (SPEC §3, PLATFORM.md §7)', () => {
  it("reads the platform's lists; a list left out is empty, and the unread block may be absent", () => {
    const list = decode({ banners: [], player: [notice], popup: [], promotion: [] })
    expect(list.player).toEqual([notice])
    expect([list.hot, list.agent]).toEqual([[], []])
    expect(list.unread).toBeUndefined()
  })

  it("keeps SPEC §3's unread counts when they come", () => {
    expect(decode({ player: [notice], unread: { announcement: 1, inbox: 7 } }).unread).toEqual({ announcement: 1, inbox: 7 })
  })

  it('reads the id under either of its names (SPEC §3: id/announcementId), and refuses an entry with neither', () => {
    const { announcementId, ...rest } = notice
    expect(decode({ player: [{ ...rest, id: announcementId }] }).player).toEqual([notice])
    expect(decode({ player: [{ ...notice, id: 'other' }] }).player).toEqual([notice])
    expect(() => decode({ player: [rest] })).toThrow()
  })
})
