import { createServer } from 'node:http'
import { getResponse, type HttpHandler } from 'msw'
import type { Plugin, ViteDevServer } from 'vite'
import { appOriginFramePageAnswer, isFramePage } from '../frame-pages'
import { sendResponse } from './send-response'

/**
 * `npm start` only. msw's service worker never sees page navigations, so the pages a frame or
 * chat opens (a launched game, the lottery page, chat, the task page) are answered here by the
 * same handlers, loaded through Vite so the app's path aliases resolve, and on a second origin as
 * in the Node harness: a small server on http://localhost:<free port> (docs/harness.md). The
 * browser harness learns that origin from `import.meta.env.VITE_HARNESS_FRAME_ORIGIN`. The app's
 * origin forwards /lotto/ navigations there and refuses the other frame pages; it still answers
 * the identity popup and harness images.
 */
const appPrefixes = ['/harness-identity', '/harness-img/']

export const harnessDevPages = (): Plugin => {
  let server: ViteDevServer | undefined
  let frameOrigin = ''
  let handlers: Promise<HttpHandler[]> | undefined
  const load = () => {
    handlers ??= (async () => {
      if (!server) throw new Error('harness dev pages: no dev server')
      const [{ createHarness }, { makeScenarioStore }] = await Promise.all([
        server.ssrLoadModule('/harness/handlers.ts') as Promise<typeof import('../handlers')>,
        server.ssrLoadModule('/harness/store.ts') as Promise<typeof import('../store')>,
      ])
      return (await createHarness(makeScenarioStore(), undefined, { frameOrigin })).handlers
    })()
    return handlers
  }
  const frameServer = createServer((req, res) => {
    const url = req.url ?? '/'
    if (!isFramePage(new URL(url, 'http://x').pathname)) return void res.writeHead(404).end('not a frame page')
    load()
      .then((ready) => getResponse(ready, new Request(new URL(url, frameOrigin))))
      .then((response) => (response ? sendResponse(res, response) : void res.writeHead(404).end()))
      .catch((error: unknown) => res.writeHead(500).end(String(error)))
  })

  return {
    name: 'harness-dev-pages',
    // Not under vitest, which also runs a Vite server: no second listener there.
    apply: (_, env) => env.command === 'serve' && !process.env.VITEST,
    async config() {
      await new Promise<void>((done) => frameServer.listen(0, '127.0.0.1', done))
      frameServer.unref()
      const address = frameServer.address()
      frameOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`
      return { define: { 'import.meta.env.VITE_HARNESS_FRAME_ORIGIN': JSON.stringify(frameOrigin) } }
    },
    configureServer(devServer) {
      server = devServer
      devServer.httpServer?.once('close', () => frameServer.close())
      devServer.config.logger.info(`  harness frame origin: ${frameOrigin}`)
      devServer.middlewares.use((req, res, next) => {
        const url = req.url ?? '/'
        const framePage = appOriginFramePageAnswer(url, req.headers['sec-fetch-mode'] === 'navigate', frameOrigin)
        if (framePage) return void sendResponse(res, framePage).catch(next)
        if (!appPrefixes.some((prefix) => new URL(url, 'http://x').pathname.startsWith(prefix))) return next()
        load()
          .then((ready) => getResponse(ready, new Request(new URL(url, 'http://127.0.0.1'))))
          .then((response) => (response ? sendResponse(res, response) : next()))
          .catch(next)
      })
    },
  }
}
