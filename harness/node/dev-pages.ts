import { getResponse, type HttpHandler } from 'msw'
import type { Plugin } from 'vite'

/**
 * `npm start` only. msw's service worker never sees page navigations, so the pages a frame opens
 * (a launched game, the lottery page) and harness images are answered here by the same handlers,
 * loaded through Vite so the app's path aliases resolve.
 */
const prefixes = ['/harness-game', '/harness-chat', '/harness-identity', '/harness-img/', '/lotto/']

export const harnessDevPages = (): Plugin => ({
  name: 'harness-dev-pages',
  apply: 'serve',
  configureServer(server) {
    let handlers: Promise<HttpHandler[]> | undefined
    const load = async () => {
      const [{ createHarness }, { makeScenarioStore }] = await Promise.all([
        server.ssrLoadModule('/harness/handlers.ts') as Promise<typeof import('../handlers')>,
        server.ssrLoadModule('/harness/store.ts') as Promise<typeof import('../store')>,
      ])
      return (await createHarness(makeScenarioStore())).handlers
    }
    server.middlewares.use((req, res, next) => {
      const url = req.url ?? '/'
      if (!prefixes.some((prefix) => url.startsWith(prefix))) return next()
      handlers ??= load()
      handlers
        .then((ready) => getResponse(ready, new Request(new URL(url, 'http://127.0.0.1'))))
        .then(async (response) => {
          if (!response) return next()
          res.writeHead(response.status, Object.fromEntries(response.headers))
          res.end(Buffer.from(await response.arrayBuffer()))
        })
        .catch(next)
    })
  },
})
