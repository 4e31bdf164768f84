/**
 * The harness as a real HTTP server: the same msw handlers answer /wps and /__harness, and the
 * production build in dist/ is served with a fallback to index.html for client routes, with the
 * security headers of docs/deployment.md (the policy read from the build's own CSP meta).
 * A second listener is the frame origin: launched games, the lottery page, chat and the task page
 * live there only, so a frame can never reach the app's storage (docs/harness.md).
 * Usage: tsx harness/node/serve.ts [--port 4318] [--frame-port 4319] [--dist dist]
 */
import { createReadStream, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { documentHeaders, policyOfHtml } from '../../scripts/security-headers'
import { appOriginFramePageAnswer, isFramePage } from '../frame-pages'
import { createHarness } from '../handlers'
import { makeScenarioStore } from '../store'
import { sendResponse } from './send-response'

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

const port = Number(arg('port', process.env.PORT ?? '4318'))
const framePort = Number(arg('frame-port', String(port + 1)))
const distDir = resolve(arg('dist', 'dist'))
/** Another host and port than the app's http://127.0.0.1:<port>: a different origin and site. */
const frameOrigin = `http://localhost:${framePort}`

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

const toRequest = (req: IncomingMessage, origin: string) => {
  const url = `${origin}${req.url ?? '/'}`
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url, {
    method: req.method ?? 'GET',
    headers: req.headers as Record<string, string>,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

const staticFile = async (pathname: string) => {
  const candidate = normalize(join(distDir, decodeURIComponent(pathname)))
  if (!candidate.startsWith(distDir)) return undefined
  const info = await stat(candidate).catch(() => undefined)
  return info?.isFile() ? candidate : undefined
}

const harness = await createHarness(makeScenarioStore(), undefined, { frameOrigin })
/** Paths msw answers on the app's origin: the API, the control endpoints, identity and fixture images. */
const harnessPrefixes = ['/wps/', '/__harness/', '/lgw/', '/harness-identity', '/harness-img/']

/** The build's own policy (its CSP meta), sent as a header with the rest of the set. */
const policy = policyOfHtml(readFileSync(join(distDir, 'index.html'), 'utf8'))
if (!policy) console.warn(`harness: ${distDir}/index.html carries no Content-Security-Policy meta; serving without a policy`)
const securityHeaders = policy ? documentHeaders(policy) : { 'x-content-type-options': 'nosniff' }

const server = createServer(async (req, res) => {
  try {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    const framePage = appOriginFramePageAnswer(req.url ?? '/', req.headers['sec-fetch-mode'] === 'navigate', frameOrigin)
    if (framePage) return await sendResponse(res, framePage)
    if (harnessPrefixes.some((prefix) => pathname.startsWith(prefix))) {
      const response = await getResponse(harness.handlers, toRequest(req, `http://127.0.0.1:${port}`))
      if (!response || response.type === 'error') {
        // msw's network error: drop the connection like an unreachable backend would.
        if (response?.type === 'error') return req.socket.destroy()
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, code: 'NOT_FOUND' }))
        return
      }
      return await sendResponse(res, response)
    }
    const file = (await staticFile(pathname)) ?? join(distDir, 'index.html')
    const immutable = pathname.startsWith('/assets/')
    const document = extname(file) === '.html'
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(document ? securityHeaders : { 'x-content-type-options': 'nosniff' }),
    })
    createReadStream(file).pipe(res)
  } catch (error) {
    res.writeHead(500).end(String(error))
  }
})

/** The frame origin: only the pages frames and chat open; the app and its storage are not here. */
const frameServer = createServer(async (req, res) => {
  try {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    const response = isFramePage(pathname) ? await getResponse(harness.handlers, toRequest(req, frameOrigin)) : undefined
    if (!response || response.type === 'error') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not a frame page')
      return
    }
    await sendResponse(res, response)
  } catch (error) {
    res.writeHead(500).end(String(error))
  }
})

const listen = (target: typeof server, at: number) => new Promise<void>((done) => target.listen(at, '127.0.0.1', done))
await listen(frameServer, framePort)
await listen(server, port)
console.log(`harness listening on http://127.0.0.1:${port}, frames on ${frameOrigin} (dist: ${distDir})`)
