import { http, HttpResponse } from 'msw'
import { categoryOfGame, hotGameIds } from '../fixtures/games'
import { vendorData } from '../fixtures/vendors'
import * as endpoints from '../src/features/games/games-endpoints'
import type { Game } from '../src/features/games/games-schema'
import { escapeHtml } from './frame-pages'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * The games calls of SPEC §7 (docs/api-contract.md "Games"). Lists come from the seeded games
 * collection; favourites and recent games are per member and need a live session.
 */
const paramsOf = (request: Request) => new URL(request.url).searchParams
/** Pages and sizes count from 1; anything else asks for the first page or the default size. */
const positive = (value: number, fallback: number) => (Number.isInteger(value) && value > 0 ? value : fallback)
/** Recent games the platform keeps per member (A). */
const recentLimit = 20

/** Pages count from 1; a page past the end is empty but still reports the true totalPages. */
const pageOf = <A>(items: ReadonlyArray<A>, pageNo: number, pageSize: number) => ({
  items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  pageNum: pageNo,
  totalPages: Math.ceil(items.length / pageSize),
})

/** The tiny page a launched game opens: it says which game runs, for whom and in which mode. */
export const harnessGamePage = (game: Pick<Game, 'gameName' | 'nodeName' | 'displayName'> | undefined, params: URLSearchParams) => {
  const title = game ? game.gameName || game.nodeName : 'Unknown game'
  const mode = params.get('mode') === 'free' ? 'Free play' : 'Real money'
  const player = params.get('player') ?? 'guest'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-content:center;text-align:center;font-family:system-ui,sans-serif;background:#101820;color:#f5f5f5}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(game?.displayName ?? '')}</p><p data-testid="game-mode">${mode} · ${escapeHtml(player)}</p></main></body></html>`
}

/** (A) How long a draw of the harness's lotteries is open: a minute for entertainment (fast) games, else five. */
const drawLength = (game: Pick<Game, 'lottoMode'>) => (game.lottoMode === 'ENT' ? 60_000 : 300_000)
const manilaOffset = 8 * 3_600_000

/**
 * The draw of a lottery game open at `now`: draws follow each other from midnight in Manila, the
 * issue number is the day and the draw's number in it (20261206-0123), and betting closes as the
 * next draw opens.
 */
export const openDrawOf = (game: Pick<Game, 'lottoMode'>, now: number) => {
  const length = drawLength(game)
  const local = now + manilaOffset
  const midnight = local - (local % 86_400_000)
  const index = Math.floor((local - midnight) / length)
  const day = new Date(midnight).toISOString().slice(0, 10).replaceAll('-', '')
  return { numero: `${day}-${String(index + 1).padStart(4, '0')}`, closeTime: midnight + (index + 1) * length - manilaOffset }
}

export const gamesHandlers = ({ db, serve, expired, memberOf, frameUrl, platformNow }: EndpointKit) => {
  const gameOf = (nodeId: string) => db.games.findFirst((q) => q.where({ nodeId }))
  const gamesOf = (nodeIds: ReadonlyArray<string>) => nodeIds.flatMap((nodeId) => gameOf(nodeId) ?? [])
  const favouritesOf = (userName: string) => db.favourites.findMany((q) => q.where({ userName })).sort((a, b) => b.at - a.at)

  return [
    ...serve(endpoints.vendorData, ({ query }) =>
      query.typeId === 1 ? vendorData : refuse('INVALID_TYPE', 'no permission or feature temporarily unavailable'),
    ),

    // The platform knows ESPORTS and COCKFIGHT games only as SPORTS (SPEC §4): asking for those
    // types finds nothing, which is what a client that forgot the rule would see.
    ...serve(endpoints.gameList, ({ query }) => {
      const name = query.gameName.trim().toLowerCase()
      const found = db.games
        .findMany((q) => q.where({ gameType: (value) => value === query.gameType }))
        .filter((game) => query.vassalage === '' || game.vassalage === query.vassalage)
        .filter((game) => name === '' || `${game.gameName}\n${game.nodeName}`.toLowerCase().includes(name))
      const page = pageOf(found, positive(query.pageNo, 1), positive(query.pageSize, 25))
      return { games: page.items, pageNum: page.pageNum, totalPages: page.totalPages }
    }),

    ...serve(endpoints.hotGames, () => ({ list: gamesOf(hotGameIds) })),

    ...serve(endpoints.openDraws, () => {
      const now = platformNow()
      const lotteries = db.games.findMany((q) => q.where({ gameType: (value) => value === 'LOTT' || value === 'ELOTT' }))
      return { list: lotteries.map((game) => ({ game, ...openDrawOf(game, now) })) }
    }),

    ...serve(endpoints.addFavourite, async ({ request, body }) => {
      const account = memberOf(request, body.token || null)
      if (!account) return expired()
      const userName = account.member.userName
      const game = gameOf(body.nodeId)
      const already = db.favourites.findFirst((q) => q.where({ userName, nodeId: body.nodeId }))
      // Unknown game, wrong vendor or already a favourite: the platform answers success=false.
      if (!game || game.vassalage !== body.vendor || already) return { success: false }
      await db.favourites.create({ userName, nodeId: body.nodeId, vendor: game.vassalage, at: db.tick() })
      return { success: true }
    }),

    ...serve(endpoints.removeFavourite, ({ request, body }) => {
      const account = memberOf(request, body.token || null)
      if (!account) return expired()
      const userName = account.member.userName
      const removed = db.favourites.delete((q) => q.where({ userName, nodeId: body.nodeId }))
      return { success: removed !== undefined }
    }),

    ...serve(endpoints.favouriteIds, ({ request, query }) => {
      const account = memberOf(request, query.token ?? null)
      if (!account) return expired()
      const nodeIds = favouritesOf(account.member.userName).map((entry) => entry.nodeId)
      return { nodeIds: nodeIds.slice(0, positive(query.pageSize, 100)) }
    }),

    // gameType '' (or FAV, ALL) lists every favourite; a category lists that category's only.
    ...serve(endpoints.favouriteList, ({ request, query }) => {
      const account = memberOf(request, query.token)
      if (!account) return expired()
      const all = gamesOf(favouritesOf(account.member.userName).map((entry) => entry.nodeId))
      const wanted = ['', 'FAV', 'ALL'].includes(query.gameType)
        ? all
        : all.filter((game) => game.gameType === query.gameType || categoryOfGame(game) === query.gameType)
      const page = pageOf(wanted, positive(query.pageNo, 1), positive(query.pageSize, 25))
      return { content: page.items, pageNum: page.pageNum, totalPages: page.totalPages }
    }),

    ...serve(endpoints.recentGames, ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const userName = account.member.userName
      const recent = db.recents.findMany((q) => q.where({ userName })).sort((a, b) => b.at - a.at)
      return { list: gamesOf(recent.slice(0, recentLimit).map((entry) => entry.nodeId)) }
    }),

    /**
     * Finds the game by nodeId, else by vendor + gameId or gameCode (winner rows), else the
     * vendor's first game in the asked type (a vendor tile that launches directly). Real money
     * needs a session; free play a game that supports it. A member's launch is recorded
     * as a recent game.
     */
    ...serve(endpoints.launchGame, async ({ request, query }) => {
      const byVendor = db.games.findMany((q) => q.where({ vassalage: query.vassalage }))
      const game =
        gameOf(query.nodeId ?? '') ??
        byVendor.find((entry) => entry.gameId === query.gameId || entry.gameCode === query.gameCode) ??
        byVendor.find((entry) => !query.gameType || entry.gameType === query.gameType)
      if (!game) return refuse('GAME_NOT_FOUND', 'no permission or feature temporarily unavailable')
      const account = memberOf(request)
      if (query.freeplay && !game.freeplay) {
        return refuse('FREEPLAY_UNSUPPORTED', 'no permission or feature temporarily unavailable')
      }
      if (!query.freeplay && !account) return expired()
      if (account) {
        const userName = account.member.userName
        db.recents.deleteMany((q) => q.where({ userName, nodeId: game.nodeId }))
        await db.recents.create({ userName, nodeId: game.nodeId, at: db.tick() })
      }
      // On the frame origin: the game page cannot reach the app's storage (docs/harness.md).
      const url = new URL(frameUrl('/harness-game', request))
      url.search = new URLSearchParams({
        nodeId: game.nodeId,
        mode: query.freeplay ? 'free' : 'real',
        ...(account ? { player: account.member.userName } : {}),
      }).toString()
      return { url: url.href }
    }),

    // The operator's lottery H5 page, as the lottery frame embeds it (config.lotteryUrl = /lotto/; the
    // harness serves it on the frame origin only, forwarding the app origin's /lotto/ there).
    http.get('*/lotto/*', ({ request }) => {
      const params = paramsOf(request)
      const rows = ['mui', 'playType', 'gameId', 'prize_mode', 'merchantCode']
        .map((key) => `<p data-testid="${key}">${key}: ${escapeHtml(params.get(key) ?? '')}</p>`)
        .join('')
      const signedIn = params.get('token') ? 'signed in' : 'no token'
      return new HttpResponse(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lottery</title><style>body{margin:0;min-height:100vh;display:grid;place-content:center;text-align:center;font-family:system-ui,sans-serif;background:#1b1030;color:#f5f5f5}</style></head><body><main><h1>Lottery</h1>${rows}<p data-testid="token">${signedIn}</p></main></body></html>`,
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      )
    }),

    // Not under /wps: no chaos, so a launched game always opens.
    http.get('*/harness-game', ({ request }) => {
      const params = paramsOf(request)
      return new HttpResponse(harnessGamePage(gameOf(params.get('nodeId') ?? ''), params), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    }),
  ]
}
