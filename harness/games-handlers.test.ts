import { Schema } from 'effect'
import { getResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { brokenImageGames, categoryOfGame, games } from '../fixtures/games'
import { renderTile } from '../fixtures/images'
import { banners, winners } from '../fixtures/content'
import { vendorData, vendors } from '../fixtures/vendors'
import { VendorData } from '../src/features/games/games-schema'
import { openDrawOf } from './games-handlers'
import { createHarness } from './handlers'
import type { ScenarioPatch } from './scenario'
import { makeScenarioStore } from './store'

// The real drawing, counted: a tile asked for again is not drawn again.
vi.mock('../fixtures/images', async (importOriginal) => {
  const images = await importOriginal<typeof import('../fixtures/images')>()
  return { ...images, renderTile: vi.fn(images.renderTile) }
})

/** Width and height from a PNG's IHDR chunk. */
const pngSize = async (response: Response) => {
  const view = new DataView(await response.arrayBuffer())
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** The fixture world's promises (docs/harness.md "Games and content"), and the assets the harness serves. */
const fetchFrom = async (path: string, patch: ScenarioPatch = {}) => {
  const store = makeScenarioStore()
  store.set(patch)
  const harness = await createHarness(store)
  return getResponse(harness.handlers, new Request(new URL(path, 'http://harness.test')))
}

describe('games and content fixtures', () => {
  it('hold 600+ games over 12+ vendors and every category', () => {
    expect(games.length).toBeGreaterThanOrEqual(600)
    expect(new Set(games.map((game) => game.vassalage)).size).toBeGreaterThanOrEqual(12)
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length)
    const categories = new Set(games.map(categoryOfGame))
    for (const category of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']) expect(categories).toContain(category)
    expect(games.filter((game) => game.vassalage === 'DS88').map((game) => game.gameType)).toEqual(['SPORTS'])
  })

  it('give lottery games a lotto mode and nobody else', () => {
    const lottery = games.filter((game) => game.gameType === 'LOTT' || game.gameType === 'ELOTT')
    expect(new Set(lottery.map((game) => game.lottoMode))).toEqual(new Set(['ENT', 'TRAD']))
    expect(games.filter((game) => !lottery.includes(game)).every((game) => game.lottoMode === null)).toBe(true)
  })

  it('describe the vendor data the app decodes', () => {
    expect(Schema.is(VendorData)(vendorData)).toBe(true)
    expect(
      vendors.filter((vendor) => vendorData.sorting.some((row) => row.vendorNames.some((v) => v.vassalage === vendor.vassalage))),
    ).toHaveLength(vendors.length)
  })

  it('point every image at the harness, never outside', () => {
    const urls = [
      ...games.flatMap((game) => [game.iconUrl, game.mobileLargeIcon]),
      ...vendors.map((vendor) => vendor.mobileLargeIcon),
      ...banners.map((banner) => banner.url),
      ...winners.map((winner) => winner.iconUrl),
    ]
    expect(urls.every((url) => url.startsWith('/harness-img/'))).toBe(true)
  })

  it('serve tiles as PNG of the asked size, and the deliberately broken images as 404 only under brokenImages', async () => {
    const tile = await fetchFrom(games[0]!.iconUrl)
    expect(tile?.status).toBe(200)
    expect(tile?.headers.get('content-type')).toBe('image/png')
    expect(await pngSize(tile!)).toEqual({ width: 200, height: 200 })
    expect(await pngSize((await fetchFrom(banners[0]!.url))!)).toEqual({ width: 750, height: 300 })
    const broken = games.find((game) => game.nodeId === brokenImageGames[0])!
    expect((await fetchFrom(broken.iconUrl, { brokenImages: true }))?.status).toBe(404)
    expect((await fetchFrom(broken.mobileLargeIcon, { brokenImages: true }))?.status).toBe(404)
    const drawn = await fetchFrom(broken.iconUrl)
    expect(drawn?.status).toBe(200)
    expect(drawn?.headers.get('content-type')).toBe('image/png')
  })

  it('draw each tile once, as a CDN keeps a file: the same bytes again', async () => {
    const url = '/harness-img/tile.png?text=Once&hue=33&w=64&h=48'
    const first = new Uint8Array(await (await fetchFrom(url))!.arrayBuffer())
    const drawings = vi.mocked(renderTile).mock.calls.length
    const again = new Uint8Array(await (await fetchFrom(url))!.arrayBuffer())
    expect(vi.mocked(renderTile).mock.calls.length).toBe(drawings)
    expect(again).toEqual(first)
    await fetchFrom('/harness-img/tile.png?text=Other&hue=33&w=64&h=48')
    expect(vi.mocked(renderTile).mock.calls.length).toBe(drawings + 1)
  })

  it('decode as PNG: a valid signature, header and zlib stream', async () => {
    const bytes = new Uint8Array(await (await fetchFrom('/harness-img/tile.png?w=40&h=30&hue=120'))!.arrayBuffer())
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const view = new DataView(bytes.buffer)
    const idatLength = view.getUint32(33)
    const idat = bytes.subarray(41, 41 + idatLength)
    const raw = new Uint8Array(await new Response(new Blob([idat]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer())
    expect(raw.length).toBe(30 * (1 + 40 * 3))
  })
})

describe('openDrawOf', () => {
  // Sunday 6 December 2026, 00:07:30 in Manila.
  const at = Date.UTC(2026, 11, 5, 16, 7, 30)
  it('numbers the draws of the Manila day from midnight; betting closes as the next opens', () => {
    expect(openDrawOf({ lottoMode: 'TRAD' }, at)).toEqual({ numero: '20261206-0002', closeTime: Date.UTC(2026, 11, 5, 16, 10) })
    expect(openDrawOf({ lottoMode: 'ENT' }, at)).toEqual({ numero: '20261206-0008', closeTime: Date.UTC(2026, 11, 5, 16, 8) })
  })
  it('the last draw of a day closes at midnight, and the next day starts again at 0001', () => {
    const before = Date.UTC(2026, 11, 6, 15, 59, 59)
    expect(openDrawOf({ lottoMode: 'ENT' }, before)).toEqual({ numero: '20261206-1440', closeTime: Date.UTC(2026, 11, 6, 16) })
    expect(openDrawOf({ lottoMode: 'ENT' }, before + 1000).numero).toBe('20261207-0001')
  })
  it("draws on the platform's clock: moved an hour ahead (clockAheadMs), the open draws are that hour's", async () => {
    const hour = 3_600_000
    const draws = async (clockAheadMs: number) =>
      ((await (await fetchFrom('/lgw/games/opened/numero', { clockAheadMs }))!.json()) as { value: { list: { closeTime: number }[] } })
        .value.list
    const ahead = await draws(hour)
    expect(ahead.length).toBeGreaterThan(0)
    for (const draw of ahead) expect(draw.closeTime).toBeGreaterThan(Date.now() + hour)
  })
})
