/**
 * The one bridge from Node's http to the msw handlers, shared by the Node harness
 * (harness/node/harness-server.ts) and the Vite dev server (harness/node/dev-pages.ts). msw alone
 * decides what the harness answers: no list of paths here. What it does not answer goes on to
 * `next` (the build in dist/, or Vite).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, http, HttpHandler, type RequestHandler } from 'msw'
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

/**
 * What a request must have for a handler to possibly match it: the method (none when the handler
 * takes any), and the literal end of its path (after the last wildcard, parameter or port colon,
 * lower case): msw matches the pattern against the whole URL without its query, to its end,
 * whatever the case, a trailing slash optional.
 */
interface Needs {
  readonly method: string | null
  readonly ending: string
}
const needsOf = (handler: RequestHandler): Needs => {
  if (!(handler instanceof HttpHandler)) return { method: null, ending: '' }
  const { method, path } = handler.info
  // A parameter's name is no literal text: it goes with its colon.
  const pattern = typeof path === 'string' ? path.replace(/:\w+/g, ':') : ''
  return {
    method: typeof method === 'string' ? method.toUpperCase() : null,
    ending: pattern
      .slice(pattern.search(/[^*:(){}?+\\]*$/))
      .replace(/\/$/, '')
      .toLowerCase(),
  }
}

/** Works something out once per handler list (the harness keeps one list for its lifetime). */
const perList = <T>(make: (list: ReadonlyArray<RequestHandler>) => T) => {
  const made = new WeakMap<ReadonlyArray<RequestHandler>, T>()
  return (list: ReadonlyArray<RequestHandler>) => {
    if (!made.has(list)) made.set(list, make(list))
    return made.get(list)!
  }
}

const needsOfList = perList((handlers) => handlers.map((handler) => [handler, needsOf(handler)] as const))

/**
 * The handlers that could answer the request, in their order. msw tries every handler on every
 * request, compiling its path and parsing the request's cookies each time: with the harness's ~250
 * handlers, 5-10 ms of the server's CPU for each script or page the browser asked for (0.2-0.3 ms
 * now), and on a 2-core machine the browser under test waited for it. Only a handler that cannot
 * match is left out (another method, another path ending); msw still decides among the rest.
 */
export const candidatesFor = (handlers: ReadonlyArray<RequestHandler>, method: string, url: URL) => {
  const address = `${url.origin}${url.pathname}`.replace(/\/$/, '').toLowerCase()
  return needsOfList(handlers)
    .filter(([, need]) => (need.method === null || need.method === method) && address.endsWith(need.ending))
    .map(([handler]) => handler)
}

/**
 * Before the 404s: a platform path asked with a method none of its endpoints takes gets the
 * gateway's own refusal (PLATFORM.md §1.1 `#459 http_method_not_support`, HTTP 200 as its others),
 * so an app that called with the wrong method fails as it would against the platform. Only the
 * endpoints' whole literal paths count (an ending that starts with /wps/).
 */
const wrongMethod = (list: ReadonlyArray<RequestHandler>) =>
  http.all('*/wps/*', ({ request }) => {
    const url = new URL(request.url)
    const address = `${url.origin}${url.pathname}`.replace(/\/$/, '').toLowerCase()
    const servedOtherwise = needsOfList(list).some(
      ([, need]) =>
        need.method !== null && need.method !== request.method && need.ending.startsWith('/wps/') && address.endsWith(need.ending),
    )
    return servedOtherwise ? refuse('#459 http_method_not_support', 'http_method_not_support') : undefined
  })

/** The list with the API's 404s last, made once per list (so its candidates are worked out once too). */
const withNotFound = perList((list) => [...list, wrongMethod(list), ...apiNotFound])

/** msw's answer from the handlers of `list` that could match the request. */
const answerFrom = (list: ReadonlyArray<RequestHandler>, request: Request) =>
  getResponse(candidatesFor(list, request.method, new URL(request.url)), request)

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
      : handlers().then((list) => answerFrom(withNotFound(list), toRequest(req, origins.app)))
    answer.then((response) => (response ? send(req, res, response) : next())).catch((error: unknown) => fail(res, error))
  }

/** The frame origin: only the pages frames and chat open; the app and its storage are not here. */
export const frameOriginBridge = (handlers: Handlers, frameOrigin: string) => (req: IncomingMessage, res: ServerResponse) => {
  const notHere = () => void res.writeHead(404, { 'content-type': 'text/plain' }).end('not a frame page')
  if (!isFramePage(new URL(req.url ?? '/', 'http://x').pathname)) return notHere()
  handlers()
    .then((list) => answerFrom(list, toRequest(req, frameOrigin)))
    .then((response) => (response && response.type !== 'error' ? send(req, res, response) : notHere()))
    .catch((error: unknown) => fail(res, error))
}
