// @vitest-environment node
import { http, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { createHarness } from '../handlers'
import { makeScenarioStore } from '../store'
import { apiNotFound, candidatesFor } from './bridge'

const origin = 'http://127.0.0.1:5173'
const answer = () => new Response('ok')

/** What msw itself would say: the method and the pattern both match. */
const mswMatches = (handler: RequestHandler, method: string, url: string) => {
  if (!(handler instanceof HttpHandler)) return true
  const { method: wanted, path } = handler.info
  const methodMatches = wanted instanceof RegExp ? wanted.test(method) : wanted.toUpperCase() === method
  return methodMatches && typeof path !== 'function' && matchRequestUrl(new URL(url), path).matches
}

describe('candidatesFor', () => {
  it('keeps, in order, only the handlers whose method and path ending a request can match', () => {
    const handlers = [
      http.all('*/wps/*', answer),
      http.get('*/wps/relay/GCSGAME_gameList', answer),
      http.post('*/wps/relay/GCSGAME_gameList', answer),
      http.get('*/wps/relay/OTHER', answer),
      http.get('*/lotto/:game', answer),
      http.get(`${origin}/chat/page`, answer),
    ]
    const names = (method: string, path: string) =>
      candidatesFor(handlers, method, new URL(path, origin)).map((handler) => (handler as HttpHandler).info.header)

    // A pattern that ends in a parameter could match any path of its method.
    expect(names('GET', '/wps/relay/GCSGAME_gameList?language=EN')).toEqual([
      '/.+/ */wps/*',
      'GET */wps/relay/GCSGAME_gameList',
      'GET */lotto/:game',
    ])
    // path-to-regexp ignores case and takes a trailing slash.
    expect(names('GET', '/WPS/relay/gcsgame_gamelist/')).toContain('GET */wps/relay/GCSGAME_gameList')
    expect(names('POST', '/wps/relay/GCSGAME_gameList')).toEqual(['/.+/ */wps/*', 'POST */wps/relay/GCSGAME_gameList'])
    expect(names('GET', '/lotto/xyz')).toEqual(['/.+/ */wps/*', 'GET */lotto/:game'])
    expect(names('GET', '/chat/page')).toContain(`GET ${origin}/chat/page`)
    expect(names('GET', '/assets/index-abc.js')).toEqual(['/.+/ */wps/*', 'GET */lotto/:game'])
  })

  it('never leaves out a handler msw would match, for every path the harness answers, in any case, with or without a trailing slash', async () => {
    const harness = await createHarness(makeScenarioStore(), undefined, { frameOrigin: 'http://localhost:5174' })
    const handlers = [...harness.handlers, ...apiNotFound]
    const urls = handlers.flatMap((handler) => {
      const path = handler instanceof HttpHandler && typeof handler.info.path === 'string' ? handler.info.path : ''
      const concrete = path.replace(/:\w+/g, 'x').replace(/^\*/, origin).replace(/\*/g, 'any/thing')
      return concrete ? [concrete, concrete.toUpperCase().replace(origin.toUpperCase(), origin), `${concrete}/`] : []
    })
    let narrowed = 0
    for (const url of [...urls, `${origin}/assets/index-abc.js`, `${origin}/m/home`]) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        const kept = new Set(candidatesFor(handlers, method, new URL(url)))
        const missed = handlers.filter((handler) => mswMatches(handler, method, url) && !kept.has(handler))
        expect(missed.map((handler) => `${method} ${url}: ${handler.info.header}`)).toEqual([])
        narrowed += handlers.length - kept.size
      }
    }
    // And it does leave most out: msw would otherwise try all ~250 on every request.
    expect(narrowed / (urls.length + 2) / 4).toBeGreaterThan(handlers.length * 0.9)
  })
})
