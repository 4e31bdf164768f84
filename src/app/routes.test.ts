import { describe, expect, it } from 'vitest'
import { paths } from '@/lib/routes/paths'
import { routeFor, routes } from './routes'

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
})
