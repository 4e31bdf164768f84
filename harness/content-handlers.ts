import { http, HttpResponse } from 'msw'
import { banners, helpTopics, winnerBoardRows } from '../fixtures/content'
import { hostileHelpTopics, hostileHtml } from '../fixtures/hostile-html'
import { hueOf, missingPrefix, renderTile, tilePath } from '../fixtures/images'
import { announcements } from '../src/domain/endpoints'
import * as endpoints from '../src/features/content/content-endpoints'
import { bucketOf, buckets, type AnnouncementList, type Bucket } from '../src/domain/announcement'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/** An announcement as the answer writes it (its id under either name). */
type WrittenAnnouncement = NonNullable<(typeof AnnouncementList.Encoded)['banners']>[number]

/**
 * Banners, announcements with per-member read state, the winner board (docs/api-contract.md
 * "Announcements and content"), and the images every fixture points at.
 */
const paramsOf = (request: Request) => new URL(request.url).searchParams

/**
 * Each tile is drawn once, as a CDN serves a file it already has: a page asks for a dozen at a
 * time, and drawing one took 3-4 ms of the harness's CPU, which the browser under test shares.
 */
const drawn = new Map<string, Promise<Uint8Array>>()
const drawTile = (params: URLSearchParams) => {
  const key = params.toString()
  let tile = drawn.get(key)
  if (!tile) {
    if (drawn.size >= 1000) drawn.clear()
    tile = renderTile(params)
    drawn.set(key, tile)
  }
  return tile
}

const tileResponse = async (params: URLSearchParams, cacheControl = 'public, max-age=86400') =>
  new HttpResponse(await drawTile(params), { headers: { 'content-type': 'image/png', 'cache-control': cacheControl } })

/** The name a broken image URL carries (`brokenUrl`): its colour when images work. */
const brokenImageName = (request: Request) => decodeURIComponent(new URL(request.url).pathname.replace(/^.*\//, '').replace(/\.png$/, ''))

/** Scenario hostileHtml: announcement number i carries hostile payload i (cycling through the set). */
const hostileBody = (announcementId: string) => {
  const index = Number(announcementId.replace(/\D/g, '')) || 0
  return hostileHtml[index % hostileHtml.length]?.html ?? ''
}

export const contentHandlers = ({ db, store, serve, expired, memberOf }: EndpointKit) => {
  const unreadMails = (userName: string) => db.mails.findMany((q) => q.where({ userName, read: false })).length
  return [
    // Scenario hostileHtml: every language gets the hostile topics (fixtures/hostile-html.ts).
    ...serve(endpoints.helpCenter, ({ query }) =>
      store.get().hostileHtml ? hostileHelpTopics : (helpTopics[query.lang] ?? helpTopics.EN ?? []),
    ),

    // Our assumption of the banner call: the SPEC names the groups but not the path (api-contract.md).
    ...serve(endpoints.banners, ({ query }) => ({ list: banners.filter((banner) => banner.groupName === query.groupName) })),

    // Guests have read nothing and have no inbox; a member's inbox count is their unread mails (SPEC §3).
    ...serve(announcements, ({ request, query }) => {
      const account = memberOf(request, query.token)
      const userName = account?.member.userName
      const types = new Set(query.types.split(',').map((type) => type.trim()))
      const hostile = store.get().hostileHtml
      const read = new Set(userName ? db.reads.findMany((q) => q.where({ userName })).map((entry) => entry.announcementId) : [])
      const asked = db.announcements
        .findMany((q) => q.where({ type: (type) => types.has(type) }))
        .sort((a, b) => b.createTime - a.createTime)
        .map((entry) => ({
          ...entry,
          read: read.has(entry.announcementId),
          ...(hostile ? { content: hostileBody(entry.announcementId) } : {}),
        }))
      const list = Object.fromEntries(buckets.map((bucket) => [bucket, [] as WrittenAnnouncement[]])) as Record<
        Bucket,
        WrittenAnnouncement[]
      >
      // SPEC §3 names the id `id/announcementId`: the agent notices carry `id`, so the app reads both.
      for (const { announcementId, ...entry } of asked)
        list[bucketOf[entry.type]].push(entry.type === 'A' ? { ...entry, id: announcementId } : { ...entry, announcementId })
      if (!store.get().unreadInAnnouncements) return list
      return {
        ...list,
        unread: { announcement: asked.filter((entry) => !entry.read).length, inbox: userName ? unreadMails(userName) : 0 },
      }
    }),

    ...serve(endpoints.markAnnouncementRead, async ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const { announcementId } = body
      if (!db.announcements.findFirst((q) => q.where({ announcementId }))) {
        return refuse('ANNOUNCEMENT_NOT_FOUND', 'Unknown error')
      }
      const userName = account.member.userName
      db.reads.deleteMany((q) => q.where({ userName, announcementId }))
      if (body.read) await db.reads.create({ userName, announcementId })
      return null
    }),

    // Up to limitNum winners, newest first; the two broken rows ride along and do not count.
    ...serve(endpoints.winnerBoard, ({ query }) => ({
      list: winnerBoardRows(Number.isInteger(query.limitNum) && query.limitNum > 0 ? query.limitNum : 100),
    })),

    // Images are not under /wps, so no chaos: only the deliberately broken ones fail, and only
    // while the scenario says so (otherwise they draw a plain tile like any other). Their answer
    // changes with the scenario, so the browser must not keep it.
    http.get(`*${tilePath}`, ({ request }) => tileResponse(paramsOf(request))),
    http.get(`*${missingPrefix}*`, ({ request }) =>
      store.get().brokenImages
        ? new HttpResponse(null, { status: 404, headers: { 'cache-control': 'no-store' } })
        : tileResponse(new URLSearchParams({ hue: String(hueOf(brokenImageName(request))), w: '200', h: '200' }), 'no-store'),
    ),
  ]
}
