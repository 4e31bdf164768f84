import { describe, expect, it } from 'vitest'
import { decodeQuery } from './query'
import { routeQueries } from './routes/paths'

describe('route query parameters decode with sane defaults', () => {
  it.each([
    ['?i=3', 3],
    ['', 0],
    ['?i=-1', 0],
    ['?i=abc', 0],
    ['?i=1.5', 0],
  ])('help %s → i=%s', (search, i) => expect(decodeQuery(search, routeQueries.help).i).toBe(i))

  it('gameList keeps good values and defaults bad ones alone', () => {
    expect(decodeQuery('?gameType=RNG&vassalage=PG', routeQueries.gameList)).toEqual({ gameType: 'RNG', vassalage: 'PG' })
    expect(decodeQuery('?gameType=<script>&vassalage=PG', routeQueries.gameList)).toEqual({ gameType: 'HOT', vassalage: 'PG' })
    expect(decodeQuery('', routeQueries.gameList)).toEqual({ gameType: 'HOT', vassalage: '' })
  })

  it('transaction types and lottery frame parameters', () => {
    expect(decodeQuery('?types=A', routeQueries.transactionRecord).types).toBe('A')
    expect(decodeQuery('?types=Z', routeQueries.transactionRecord).types).toBeNull()
    expect(decodeQuery('?playType=ent&prize_mode=LOTT&gameId=VN1&pageBack=1', routeQueries.lottery)).toMatchObject({
      playType: 'ent',
      prize_mode: 'LOTT',
      gameId: 'VN1',
      pageBack: '1',
    })
    expect(decodeQuery('?playType=x&prize_mode=y', routeQueries.lottery)).toMatchObject({
      playType: 'trad',
      prize_mode: 'ELOTT',
      pageBack: null,
    })
  })
})
