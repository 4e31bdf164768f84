import { createServer } from 'node:http'
import type { HttpHandler } from 'msw'
import type { Plugin, ViteDevServer } from 'vite'
import { appOriginBridge, frameOriginBridge } from './bridge'

/**
 * `npm start` only. msw's service worker never sees page navigations, so the pages a frame or
 * chat opens (a launched game, the lottery page, chat, the task page) are answered here by the
 * same handlers, loaded through Vite so the app's path aliases resolve, and on a second origin as
 * in the Node harness: a small server on http://localhost:<free port> (docs/harness.md). The
 * browser harness learns that origin from `import.meta.env.VITE_HARNESS_FRAME_ORIGIN`. The app's
 * origin goes through the same bridge as the Node harness (harness/node/bridge.ts): /lotto/
 * navigations are forwarded, the other frame pages refused, and whatever msw answers (the
 * identity popup, harness images, anything the worker let through) is answered; the rest is Vite's.
 */
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
  const frameServer = createServer((req, res) => frameOriginBridge(load, frameOrigin)(req, res))

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
      const { host, port } = devServer.config.server
      const app = `http://${typeof host === 'string' ? host : '127.0.0.1'}:${port}`
      devServer.middlewares.use(appOriginBridge(load, { app, frame: frameOrigin }))
    },
  }
}
