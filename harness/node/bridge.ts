/**
 * The one bridge from Node's http to the msw handlers, shared by the Node harness
 * (harness/node/harness-server.ts) and the Vite dev server (harness/node/dev-pages.ts). msw alone
 * decides what the harness answers: no list of paths here. What it does not answer goes on to
 * `next` (the build in dist/, or Vite).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, http, type RequestHandler } from 'msw'
import { appOriginFramePageAnswer, isFramePage } from '../frame-pages'
import { refuse } from '../serve-endpoint'

export type Handlers = () => Promise<ReadonlyArray<RequestHandler>>

/**
 * Last in the list: a path in the API's namespaces that no endpoint answers gets the platform's
 * JSON 404 (after the scenario's faults), never the app's index.html.
 */
export const apiNotFound = ['*/wps/*', '*/lgw/*', '*/__harness/*'].map((path) =>
  http.all(path, () => refuse('NOT_FOUND', 'Not found', { status: 404 })),
)

const toRequest = (req: IncomingMessage, origin: string) => {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers: req.headers as Record<string, string>,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

const send = async (req: IncomingMessage, res: ServerResponse, response: Response) => {
  // msw's network error: drop the connection like an unreachable backend would.
  if (response.type === 'error') return void req.socket.destroy()
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}

const fail = (res: ServerResponse, error: unknown) => {
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
  res.end(String(error))
}

/**
 * The app's origin: frame pages are refused (a /lotto/ navigation forwarded to the frame
 * origin), then msw answers what it has a handler for; anything else goes to `next`.
 */
export const appOriginBridge =
  (handlers: Handlers, origins: { readonly app: string; readonly frame: string }) =>
  (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/'
    const framePage = appOriginFramePageAnswer(url, req.headers['sec-fetch-mode'] === 'navigate', origins.frame)
    const answer = framePage
      ? Promise.resolve(framePage)
      : handlers().then((list) => getResponse([...list, ...apiNotFound], toRequest(req, origins.app)))
    answer.then((response) => (response ? send(req, res, response) : next())).catch((error: unknown) => fail(res, error))
  }

/** The frame origin: only the pages frames and chat open; the app and its storage are not here. */
export const frameOriginBridge = (handlers: Handlers, frameOrigin: string) => (req: IncomingMessage, res: ServerResponse) => {
  const notHere = () => void res.writeHead(404, { 'content-type': 'text/plain' }).end('not a frame page')
  if (!isFramePage(new URL(req.url ?? '/', 'http://x').pathname)) return notHere()
  handlers()
    .then((list) => getResponse([...list], toRequest(req, frameOrigin)))
    .then((response) => (response && response.type !== 'error' ? send(req, res, response) : notHere()))
    .catch((error: unknown) => fail(res, error))
}
