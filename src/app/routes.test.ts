import { describe, expect, it } from 'vitest'
import { paths } from '@/lib/routes/paths'
import { routeFor, routes, titleOf } from './routes'

describe('the route table', () => {
  it('gives every SPEC §2 path exactly one route, with a page and a title', () => {
    expect(routes.map((route) => route.id).sort()).toEqual(Object.keys(paths).sort())
    for (const route of routes) {
      expect(route.path).toBe(paths[route.id])
      expect(route.page).toBeTruthy()
      expect(route.title).not.toBe('')
      expect(routeFor(route.path)).toBe(route)
    }
  })

  it('titles the add-account page by the kind its address names (bank card, e-wallet, crypto address)', () => {
    const add = routeFor(paths.addBankCard)!
    expect(['', '?type=B', '?type=E', '?type=V', '?type=X'].map((search) => titleOf(add, search))).toEqual([
      'add_bank_card',
      'add_bank_card',
      'add_e_wallet',
      'add_crypto_address',
      'add_bank_card',
    ])
  })
})
