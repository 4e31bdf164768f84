/**
 * The harness as a real HTTP server: the msw handlers answer what they have a handler for (the
 * API, the control endpoints, the identity page, fixture images; harness/node/bridge.ts) and sirv
 * serves the production build, with index.html for client routes and the security headers of
 * docs/deployment.md (the policy read from the build's own CSP meta). sirv indexes the build's
 * files at start and serves only those: no path leaves dist/.
 * A second listener is the frame origin: launched games, the lottery page, chat and the task page
 * live there only, so a frame can never reach the app's storage (docs/harness.md).
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, resolve } from 'node:path'
import compression from 'compression'
import sirv from 'sirv'
import { documentHeaders, policyOfHtml } from '../../scripts/security-headers'
import { createHarness } from '../handlers'
import { makeScenarioStore } from '../store'
import { appOriginBridge, frameOriginBridge } from './bridge'

export interface HarnessServerOptions {
  /** 0 picks a free port. */
  readonly port: number
  readonly framePort: number
  readonly dist: string
}

const listen = (server: Server, port: number) =>
  new Promise<number>((done) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      done(typeof address === 'object' && address ? address.port : port)
    }),
  )

const close = (server: Server) => new Promise<void>((done) => server.close(() => done()))

export const startHarnessServer = async (options: HarnessServerOptions) => {
  const distDir = resolve(options.dist)
  /** The build's own policy (its CSP meta), sent as a header with the rest of the set. */
  const policy = policyOfHtml(readFileSync(join(distDir, 'index.html'), 'utf8'))
  if (!policy) console.warn(`harness: ${distDir}/index.html carries no Content-Security-Policy meta; serving without a policy`)
  const nosniff = { 'x-content-type-options': 'nosniff' }
  const securityHeaders = policy ? documentHeaders(policy) : nosniff

  const build = sirv(distDir, {
    single: true, // index.html for client routes (paths without an extension)
    // The build's own .br and .gz copies (vite.config.ts), chosen by the request's Accept-Encoding.
    brotli: true,
    gzip: true,
    // A document is no-cache: the browser asks again on every visit (and for sw.js on every
    // navigation). With an ETag an unchanged build answers 304 and no body, as a CDN does.
    etag: true,
    setHeaders: (res, pathname) => {
      // A path without an extension is a client route answered with index.html: a document.
      const document = extname(pathname) === '' || extname(pathname) === '.html'
      const immutable = pathname.startsWith('/assets/')
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      for (const [name, value] of Object.entries(document ? securityHeaders : nosniff)) res.setHeader(name, value)
    },
  })

  // The frame origin is another host and port than the app's http://127.0.0.1:<port>: another
  // site. Its port comes first: the harness builds launch, chat and task URLs on it.
  const frameServer = createServer()
  const frameOrigin = `http://localhost:${await listen(frameServer, options.framePort)}`
  const harness = await createHarness(makeScenarioStore(), undefined, { frameOrigin })
  const handlers = async () => harness.handlers

  const appServer = createServer()
  const port = await listen(appServer, options.port)
  const app = appOriginBridge(handlers, { app: `http://127.0.0.1:${port}`, frame: frameOrigin })
  // sirv's fallback covers routes without an extension; the SPEC's /m/register.html is a route
  // too, so a page request for any missing file also gets the app (an image or script still 404s).
  const page = (req: IncomingMessage, res: ServerResponse) =>
    build(req, res, () => {
      if (!(req.headers.accept ?? '').includes('text/html')) return void res.writeHead(404).end()
      req.url = '/'
      build(req, res)
    })
  // What has no compressed copy (the API's JSON, the service worker written after the bundle) is
  // compressed on the way out, as a CDN or the operator's gateway would; sirv's copies pass as they are.
  // Its types speak of Express; it needs only Node's request and response.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  appServer.on('request', (req, res) => compress(req, res, () => app(req, res, () => page(req, res))))
  frameServer.on('request', frameOriginBridge(handlers, frameOrigin))

  return {
    port,
    frameOrigin,
    close: () => Promise.all([close(appServer), close(frameServer)]).then(() => undefined),
  }
}
