/**
 * The harness as a real HTTP server: the same msw handlers answer /wps and /__harness, and the
 * production build in dist/ is served with a fallback to index.html for client routes.
 * Usage: tsx harness/node/serve.ts [--port 4318] [--dist dist]
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { createHarness } from '../handlers'
import { makeScenarioStore } from '../store'

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

const port = Number(arg('port', process.env.PORT ?? '4318'))
const distDir = resolve(arg('dist', 'dist'))

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

const toRequest = (req: IncomingMessage) => {
  const url = `http://127.0.0.1:${port}${req.url ?? '/'}`
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

const harness = await createHarness(makeScenarioStore())
/** Paths msw answers: the API, the control endpoints, launched games' pages and fixture images. */
const harnessPrefixes = ['/wps/', '/__harness/', '/lgw/', '/harness-game', '/harness-chat', '/harness-identity', '/harness-img/', '/lotto/']

const server = createServer(async (req, res) => {
  try {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    if (harnessPrefixes.some((prefix) => pathname.startsWith(prefix))) {
      const response = await getResponse(harness.handlers, toRequest(req))
      if (!response || response.type === 'error') {
        // msw's network error: drop the connection like an unreachable backend would.
        if (response?.type === 'error') return req.socket.destroy()
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, code: 'NOT_FOUND' }))
        return
      }
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
      return
    }
    const file = (await staticFile(pathname)) ?? join(distDir, 'index.html')
    const immutable = pathname.startsWith('/assets/')
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    createReadStream(file).pipe(res)
  } catch (error) {
    res.writeHead(500).end(String(error))
  }
})

server.listen(port, '127.0.0.1', () => {
  console.log(`harness listening on http://127.0.0.1:${port} (dist: ${distDir})`)
})
