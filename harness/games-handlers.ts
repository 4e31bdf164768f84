import { http, HttpResponse } from 'msw'
import { categoryOfGame, hotGameIds } from '../fixtures/games'
import { vendorData } from '../fixtures/vendors'
import type { Game } from '../src/features/games/games-schema'
import { escapeHtml } from './frame-pages'
import { refusal, type EndpointKit } from './handlers'

/**
 * The games calls of SPEC §7 (docs/api-contract.md "Games"). Lists come from the seeded games
 * collection; favourites and recent games are per member and need a live session.
 */
const wps = (path: string) => `*/wps${path}`
const paramsOf = (request: Request) => new URL(request.url).searchParams
const numberParam = (params: URLSearchParams, name: string, fallback: number) => {
  const value = Number(params.get(name))
  return Number.isInteger(value) && value > 0 ? value : fallback
}
const readBody = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
/** Recent games the platform keeps per member (A). */
const recentLimit = 20
const text = (value: unknown) => (typeof value === 'string' ? value : '')

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

export const gamesHandlers = ({ db, ok, expired, memberOf, frameUrl }: EndpointKit) => {
  const gameOf = (nodeId: string) => db.games.findFirst((q) => q.where({ nodeId }))
  const gamesOf = (nodeIds: ReadonlyArray<string>) => nodeIds.flatMap((nodeId) => gameOf(nodeId) ?? [])
  const favouritesOf = (userName: string) =>
    db.favourites.findMany((q) => q.where({ userName })).sort((a, b) => b.at - a.at)

  return [
    http.get(wps('/relay/GCSGAME_getVassGameType'), ({ request }) =>
      paramsOf(request).get('typeId') === '1'
        ? ok(vendorData)
        : HttpResponse.json(refusal('INVALID_TYPE', 'no permission or feature temporarily unavailable')),
    ),

    // The platform knows ESPORTS and COCKFIGHT games only as SPORTS (SPEC §4): asking for those
    // types finds nothing, which is what a client that forgot the rule would see.
    http.get(wps('/relay/GCSGAME_gameList'), ({ request }) => {
      const params = paramsOf(request)
      const gameType = params.get('gameType') ?? ''
      const vassalage = params.get('vassalage') ?? ''
      const name = (params.get('gameName') ?? '').trim().toLowerCase()
      const found = db.games
        .findMany((q) => q.where({ gameType: (value) => value === gameType }))
        .filter((game) => vassalage === '' || game.vassalage === vassalage)
        .filter((game) => name === '' || `${game.gameName}\n${game.nodeName}`.toLowerCase().includes(name))
      const page = pageOf(found, numberParam(params, 'pageNo', 1), numberParam(params, 'pageSize', 25))
      return ok({ games: page.items, pageNum: page.pageNum, totalPages: page.totalPages })
    }),

    http.get(wps('/relay/GCSGAME_hotGamesV2'), () => ok({ list: gamesOf(hotGameIds) })),

    http.post(wps('/relay/MCSFE_addFavoriteGameV2'), async ({ request }) => {
      const body = await readBody(request)
      const account = memberOf(request, text(body.token) || null)
      if (!account) return expired()
      const userName = account.member.userName
      const nodeId = text(body.nodeId)
      const game = gameOf(nodeId)
      const already = db.favourites.findFirst((q) => q.where({ userName, nodeId }))
      // Unknown game, wrong vendor or already a favourite: the platform answers success=false.
      if (!game || game.vassalage !== text(body.vendor) || already) return ok({ success: false })
      await db.favourites.create({ userName, nodeId, vendor: game.vassalage, at: db.tick() })
      return ok({ success: true })
    }),

    http.delete(wps('/relay/MCSFE_removeFavoriteGameV2'), async ({ request }) => {
      const body = await readBody(request)
      const account = memberOf(request, text(body.token) || null)
      if (!account) return expired()
      const userName = account.member.userName
      const removed = db.favourites.delete((q) => q.where({ userName, nodeId: text(body.nodeId) }))
      return ok({ success: removed !== undefined })
    }),

    http.get(wps('/relay/MCSFE_getFavoriteGames'), ({ request }) => {
      const params = paramsOf(request)
      const account = memberOf(request, params.get('token'))
      if (!account) return expired()
      const nodeIds = favouritesOf(account.member.userName).map((entry) => entry.nodeId)
      return ok({ nodeIds: nodeIds.slice(0, numberParam(params, 'pageSize', 100)) })
    }),

    // gameType '' (or FAV, ALL) lists every favourite; a category lists that category's only.
    http.get(wps('/relay/MCSFE_getFavoriteGamesList'), ({ request }) => {
      const params = paramsOf(request)
      const account = memberOf(request, params.get('token'))
      if (!account) return expired()
      const gameType = params.get('gameType') ?? ''
      const all = gamesOf(favouritesOf(account.member.userName).map((entry) => entry.nodeId))
      const wanted = ['', 'FAV', 'ALL'].includes(gameType)
        ? all
        : all.filter((game) => game.gameType === gameType || categoryOfGame(game) === gameType)
      const page = pageOf(wanted, numberParam(params, 'pageNo', 1), numberParam(params, 'pageSize', 25))
      return ok({ content: page.items, pageNum: page.pageNum, totalPages: page.totalPages })
    }),

    http.get(wps('/relay/GCS_recentGame'), ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const userName = account.member.userName
      const recent = db.recents.findMany((q) => q.where({ userName })).sort((a, b) => b.at - a.at)
      return ok({ list: gamesOf(recent.slice(0, recentLimit).map((entry) => entry.nodeId)) })
    }),

    /**
     * Finds the game by nodeId, else by vendor + gameId or gameCode (winner rows), else the
     * vendor's first game in the asked type (a vendor tile that launches directly). Real money
     * needs a session; free play needs a game that supports it. A member's launch is recorded
     * as a recent game.
     */
    http.get(wps('/game/launchGame'), async ({ request }) => {
      const params = paramsOf(request)
      const vassalage = params.get('vassalage') ?? ''
      const byVendor = db.games.findMany((q) => q.where({ vassalage }))
      const game =
        gameOf(params.get('nodeId') ?? '') ??
        byVendor.find((entry) => entry.gameId === params.get('gameId') || entry.gameCode === params.get('gameCode')) ??
        byVendor.find((entry) => !params.get('gameType') || entry.gameType === params.get('gameType'))
      if (!game) return HttpResponse.json(refusal('GAME_NOT_FOUND', 'no permission or feature temporarily unavailable'))
      const freeplay = params.get('freeplay') === 'true'
      const account = memberOf(request)
      if (freeplay && !game.freeplay) {
        return HttpResponse.json(refusal('FREEPLAY_UNSUPPORTED', 'no permission or feature temporarily unavailable'))
      }
      if (!freeplay && !account) return expired()
      if (account) {
        const userName = account.member.userName
        db.recents.deleteMany((q) => q.where({ userName, nodeId: game.nodeId }))
        await db.recents.create({ userName, nodeId: game.nodeId, at: db.tick() })
      }
      // On the frame origin: the game page cannot reach the app's storage (docs/harness.md).
      const url = new URL(frameUrl('/harness-game', request))
      url.search = new URLSearchParams({
        nodeId: game.nodeId,
        mode: freeplay ? 'free' : 'real',
        ...(account ? { player: account.member.userName } : {}),
      }).toString()
      return ok({ url: url.href })
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
