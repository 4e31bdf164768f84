import { describe, expect, it } from 'vitest'
import { decodeQuery } from '../query'
import { href, paths, routeQueries } from './paths'

describe('href: the typed path builder', () => {
  it('gives the bare path of a route without a query', () => {
    expect(href('home')).toBe('/m/home')
    expect(href('salaryContract')).toBe('/m/member/agent/getSalaryContract')
    expect(href('help')).toBe('/m/help')
  })

  it('puts the query on in the order given and leaves out what is absent', () => {
    expect(href('gameList', { gameType: 'RNG', vassalage: 'PG' })).toBe('/m/gameList?gameType=RNG&vassalage=PG')
    expect(href('gameList', { gameType: 'FAV' })).toBe('/m/gameList?gameType=FAV')
    expect(href('lottoH5', { mui: 'a b', playType: 'ent', pageBack: null })).toBe('/m/lotto-h5?mui=a+b&playType=ent')
    expect(href('help', { i: 3 })).toBe('/m/help?i=3')
  })

  it('encodes a return path so the login page reads it back whole', () => {
    const back = '/m/gameList?gameType=RNG&vassalage=PG#top'
    const to = href('login', { redirect: back })
    expect(to).toBe('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG%26vassalage%3DPG%23top')
    expect(decodeQuery(to.slice(to.indexOf('?')), routeQueries.login).redirect).toBe(back)
  })

  it('writes what the page decodes: each query round-trips through its schema', () => {
    const search = (to: string) => to.slice(to.indexOf('?'))
    expect(decodeQuery(search(href('help', { i: 7 })), routeQueries.help)).toEqual({ i: 7 })
    const agentRecord = { types: 'A', member: 'ace0001', from: '2026-11-20', to: '2026-11-26' } as const
    expect(decodeQuery(search(href('transactionRecord', agentRecord)), routeQueries.transactionRecord)).toEqual({
      ...agentRecord,
      type: '',
    })
    expect(decodeQuery(search(href('transactionRecord', { type: 'point' })), routeQueries.transactionRecord)).toMatchObject({
      type: 'point',
    })
    const lottery = { mui: 'VN1', playType: 'ent', gameId: 'g.1', prize_mode: 'LOTT', pageBack: '1' } as const
    expect(decodeQuery(search(href('lottery', lottery)), routeQueries.lottery)).toEqual(lottery)
  })

  // Checked by tsc (`npm run typecheck`, the first step of `npm test`): each call must not compile,
  // or its @ts-expect-error is unused and the typecheck fails. Never called: the type is the point.
  const refused = () => [
    // @ts-expect-error: no such route
    href('nowhere'),
    // @ts-expect-error: gameList has no parameter 'gameTyp'
    href('gameList', { gameTyp: 'RNG' }),
    // @ts-expect-error: help's i is a number
    href('help', { i: 'x' }),
    // @ts-expect-error: home takes no query
    href('home', { i: 1 }),
    // @ts-expect-error: playType is 'ent' or 'trad'
    href('lottery', { playType: 'live' }),
  ]
  void refused
})

describe('the path table', () => {
  it('holds each path once, every one under /m/', () => {
    const all = Object.values(paths)
    expect(new Set(all).size).toBe(all.length)
    for (const path of all) expect(path).toMatch(/^\/m\/[A-Za-z]/)
  })
})
