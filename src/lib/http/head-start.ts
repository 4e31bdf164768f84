import { gateOf } from '../site/gate'
import { chooseImageCdn, imageUrl } from '../site/image-cdn'
import { gameListPath, gamePageQuery, gameTileImage, vendorCodePattern } from './game-page'
import { gatewayVersion, stampedHeaders } from './gateway-headers'
import { urlOf } from './url'

/**
 * The document's head start. Home, login and register paint their first banner as their largest
 * paint; the game list its first tiles. Left to the app, the page's code is asked for only after
 * the entry's ~130 KB of script arrived and ran, and the banners call after that: a second or more
 * on a phone. So a small script inlined into index.html (scripts/head-start-inline.ts bundles
 * `startHeadStart` with the build's table of the first view) asks, with the document itself, for
 * - the opened page's code and styles and the translations of the stored language (the files the
 *   build lists for them), beside the entry's, and
 * - the banners of the page, then their first file as soon as the answer names it, painted over
 *   the splash at the box the page will give it (theme.css .boot-banner): the largest paint comes
 *   with the image, not after the app's script has run, as server rendering would give it.
 * - the site's status, on every page: the app shows nothing but its gate's spinner until it has it
 *   (or a status kept from an earlier visit), and it only asks once its script has arrived and run.
 * - on the game list, its first page, whose answer names the first tiles' files, its largest paint:
 *   once the status has named the image CDNs, the first row is painted over the splash at the boxes
 *   the page will give it (theme.css .boot-tile), as the first banner is.
 * The answers are left for the Api, which adopts them instead of asking again
 * (`takeFirstRequest`). The Api stays the authority: it adopts only a request identical to the one
 * it would send (URL and every header), else it asks itself.
 */

/** One request the document started, kept for the Api. */
export interface FirstRequest {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly response: Promise<Response>
}

declare global {
  // What the inline script and the app share: they are built and loaded separately.
  var __wpsFirstRequests: FirstRequest[] | undefined
  // The build's first-view table, for the app's worker (src/lib/pwa/keep-translations.ts).
  var __wpsFirstView: FirstView | undefined
  // Links the first view's files now, one a task, for the app's boot (firstViewLinked).
  var __wpsLinkFirstView: (() => Promise<void>) | undefined
}

/** The path of the banners call; content-endpoints.ts declares the call with it. */
export const bannersPath = '/wps/relay/GLS2_banners'

/** The path of the site's status call; domain/endpoints.ts declares the call with it. */
export const statusPath = '/wps/system/status'

const storedJson = (storage: Storage, key: string): unknown => {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}
const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback)
/** The stored language code (keys.ts), EN when none (defaultLanguage). */
const storedLanguage = (storage: Storage) => stringOr(storedJson(storage, 'language'), 'EN')

/** The build's table of the first screen: its files beyond those index.html already names, and its banners. */
export interface FirstView {
  /** The script and style files of each first-view page (its chunk, what it imports, their styles). */
  readonly pages: ReadonlyArray<ReadonlyArray<string>>
  /** Per path, its page in `pages`. */
  readonly pageAt: Readonly<Record<string, number>>
  /** Per language code (as stored), its boot namespaces' translation files (only its own: i18n.ts has no fallback). */
  readonly locales: Readonly<Record<string, ReadonlyArray<string>>>
  /** Per page in `pages`, per language code, the page's own namespaces' files (routes.ts lazyPage); none for most. */
  readonly pageLocales: ReadonlyArray<Readonly<Record<string, ReadonlyArray<string>>>>
  /** Per path whose largest paint is a banner (home, login, register), the banner group it shows. */
  readonly bannersAt: Readonly<Record<string, string>>
  /**
   * Per path that shows a game list (its largest paint the first tiles), the categories whose
   * list is GCSGAME_gameList's pages, in capitals (not HOT or FAV: those lists are other calls).
   */
  readonly gameListAt: Readonly<Record<string, ReadonlyArray<string>>>
}

/**
 * The table as the build wrote it into index.html (scripts/head-start-inline.ts): the app reads the
 * one its worker serves (src/lib/pwa/keep-translations.ts), bench:size and the bundle test the
 * build's.
 */
export const readFirstView = (html: string): FirstView | undefined => {
  const table = /view:(\{"pages".*?\})\}\)/.exec(html)?.[1]
  return table === undefined ? undefined : (JSON.parse(table) as FirstView)
}

/**
 * What the document knows when it starts: its address, storage, the app's configuration and Device
 * header (config.ts, platform.ts) and the build's page files. The inline script's entry gives them
 * rather than this module importing them: the Api imports this module, the Node harness has no
 * import.meta.env, and platform.ts in the Api's chunk splits the first-paint path into more files.
 */
export interface HeadStartContext {
  readonly here: Pick<Location, 'pathname' | 'search'>
  readonly storage: Storage
  readonly device: string
  readonly apiBaseUrl: string
  /** The configured merchant (config.merchant). */
  readonly merchant: string
  readonly view: FirstView
  readonly fetcher?: typeof fetch
}

/**
 * The headers the Api would send, from what is stored (runtime.ts, merchantFor): a trial session's
 * merchant, else the test-mode merchant, else the configured one; the stored language; the token.
 * Where this reading differs from the app's (a corrupt stored value), the Api does not adopt.
 */
const firstRequestHeaders = ({ storage, device, merchant }: Pick<HeadStartContext, 'storage' | 'device' | 'merchant'>) => {
  const session = storedJson(storage, 'MC_SESSION_INFO') as { token?: unknown; type?: unknown; merchantCode?: unknown } | null
  const trialMerchant = session?.type === 4 ? stringOr(session.merchantCode, '') : ''
  const token = stringOr(session?.token, '')
  const headers: { Merchant: string; Device: string; Language: string; Authorization?: string } = {
    Merchant: trialMerchant || stringOr(storedJson(storage, 'merchant'), merchant),
    Device: device,
    Language: storedLanguage(storage),
    ...gatewayVersion,
  }
  if (token) headers.Authorization = token
  return headers
}

/** Asks for an image the page is about to show, at high priority; the page's <img> then finds it cached. */
export const fetchImage = (url: string) => {
  if (typeof Image === 'undefined') return // Not in a browser (unit tests of the atoms).
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = url
}

/**
 * `work` once the parser has read the whole document (the splash is there to find, the body to
 * append to): at once when it has, else at its first readystatechange ('interactive', before any
 * deferred script and DOMContentLoaded). The inline script runs in the head, ahead of the
 * stylesheet, and the document is still loading then.
 */
const whenParsed = (work: () => void) => {
  if (document.readyState !== 'loading') return work()
  document.addEventListener('readystatechange', () => work(), { once: true })
}

/** Takes the document's banner away (at once): the page's own is what stays. */
export const removeFirstBanner = () => document.querySelector('img.boot-banner')?.remove()

/** Takes the document's first tiles away (at once), or only the one showing `file`. */
export const removeFirstTiles = (file?: string) =>
  document.querySelectorAll<HTMLImageElement>('img.boot-tile').forEach((tile) => (file === undefined || tile.src === file) && tile.remove())

/** Whatever the player does first (a tap, a key, a scroll, Back) is done on the page beneath: `remove` goes. */
const removeOnFirstGesture = (remove: () => void) => {
  for (const type of ['pointerdown', 'keydown', 'wheel', 'scroll', 'popstate'])
    addEventListener(type, () => remove(), { capture: true, once: true, passive: true })
}

/**
 * An image the document paints over the splash (the first banner, the first tiles): outside #root,
 * so React's first render does not take it away with the splash; decoration, as the page's own
 * under it carries the name; gone if its file fails, the page then showing its default artwork.
 * Settles once its file has loaded or failed.
 */
const paintOverSplash = (url: string, className: string, data: Readonly<Record<string, string>>) =>
  new Promise<void>((settled) => {
    const image = document.createElement('img')
    image.className = className
    image.alt = ''
    Object.assign(image.dataset, data)
    image.fetchPriority = 'high'
    image.addEventListener('load', () => settled())
    image.addEventListener('error', () => {
      image.remove()
      settled()
    })
    image.src = url
    document.body.append(image)
  })

/**
 * The first banner over the splash, while the app is still on its way. The page's own banner later
 * takes the very same box (theme.css), and this one stays on top of it until the page's has been
 * drawn (`handOverFirstBanner`): the switch neither moves nor blinks, and the largest paint is this
 * one, made once. Once the app has replaced the splash, the file is only asked for, for the page.
 * Settles once the file has loaded or failed (at once when only asked for).
 */
const showFirstBanner = (url: string, group: string): Promise<void> => {
  if (!document.querySelector('.boot-splash')) {
    fetchImage(url)
    return Promise.resolve()
  }
  removeOnFirstGesture(removeFirstBanner)
  return paintOverSplash(url, 'boot-banner', { banners: group })
}

/**
 * The game grid's columns (InfiniteList's default): the first row of tiles, all on the first
 * screen and the same size, so the first one painted is the list's largest paint.
 */
export const firstRowTiles = 3

/**
 * The game list's first row over the splash, as the first banner: each tile's picture on the top
 * of the page's tile (theme.css), until the page's picture is drawn (`handOverFirstTile`). Nothing
 * once the app has replaced the splash: it asked for the files itself (games-atoms.ts).
 */
const showFirstTiles = (files: ReadonlyArray<string>): Promise<unknown> => {
  if (!document.querySelector('.boot-splash')) return Promise.resolve()
  removeOnFirstGesture(removeFirstTiles)
  return Promise.all(files.map((file, column) => paintOverSplash(file, 'boot-tile', { column: String(column) })))
}

/**
 * The page's image has loaded: once it is decoded, the document's copy on top of it goes, in the
 * frame that draws the page's (two frames on, so one frame has both).
 */
const handOver = (pageImage: HTMLImageElement, removeCopy: () => void) =>
  pageImage
    .decode()
    .catch(() => undefined)
    .then(() => requestAnimationFrame(() => requestAnimationFrame(removeCopy)))

/** The page's first banner has loaded: the document's goes once it is drawn. */
export const handOverFirstBanner = (pageBanner: HTMLImageElement) => handOver(pageBanner, removeFirstBanner)

/** A tile's picture has loaded on the page: the document's copy of that file, if any, goes once it is drawn. */
export const handOverFirstTile = async (pageTile: HTMLImageElement) => {
  if (document.querySelector('img.boot-tile')) await handOver(pageTile, () => removeFirstTiles(pageTile.src))
}

/**
 * Module and style preloads, as Vite's own dynamic-import preloading would add them later (same
 * crossorigin mode, so the later request is served from these; Vite skips a script it finds here).
 * At low priority: they go out before the banners answer, and on six HTTP/1.1 connections the
 * first banner's file (high, the largest paint) queued behind a dozen of them for up to 300 ms.
 */
const preloadFile = (file: string) => {
  // The entry may have asked for the page first (main.tsx, while the first banner was on its way):
  // Vite linked the file then (by its full address), and a second link only costs the main thread
  // another fetch start.
  if (document.head.querySelector(`link[href$="${file}"]`)) return
  const link = document.createElement('link')
  const style = file.endsWith('.css')
  link.rel = style ? 'preload' : 'modulepreload'
  if (style) link.as = 'style'
  link.crossOrigin = ''
  link.fetchPriority = 'low'
  link.href = file
  document.head.append(link)
}

/**
 * The page's banners, then its first banner into the splash (or into the cache, once the app is
 * up). Settles once that banner's file has loaded or failed, or as soon as there is none to show.
 */
const askFirstBanners = (context: HeadStartContext): Promise<void> => {
  const { here, apiBaseUrl, view } = context
  const group = view.bannersAt[here.pathname]
  // A token in the address is adopted by the app first (main.tsx): the headers are not known yet.
  if (!group || new URLSearchParams(here.search).has('token')) return Promise.resolve()
  // Login and register have no header: the splash shows their Back control instead and places the banner as they do.
  whenParsed(() => document.querySelector('.boot-splash')?.setAttribute('data-banners', group))
  const headers = firstRequestHeaders(context)
  const url = urlOf(apiBaseUrl, bannersPath, { groupName: group })
  return (askForTheApi(context, url, headers) as Promise<{ value?: { list?: Array<{ url?: unknown }> } }>)
    .then((body) => {
      const first = body.value?.list?.[0]?.url
      if (typeof first !== 'string' || first === '') return
      return new Promise<void>((settled) => whenParsed(() => settled(showFirstBanner(first, group))))
    })
    .catch(() => undefined) // The Api asks again and reports the failure.
}

/**
 * A GET the document starts for the Api to adopt (takeFirstRequest). Resolves to the answer's body,
 * read from a copy: the Api reads (and decodes) the answer itself.
 */
const askForTheApi = ({ fetcher = fetch }: HeadStartContext, url: string, headers: Readonly<Record<string, string>>): Promise<unknown> => {
  const response = fetcher(url, { headers: stampedHeaders(url, headers, Date.now()) })
  globalThis.__wpsFirstRequests = [...(globalThis.__wpsFirstRequests ?? []), { url, headers, response }]
  return response.then((answer) => answer.clone().json())
}

/** What the head start reads of the status's answer (domain/system.ts SystemStatus): the gate and the image CDNs. */
interface SiteStatus {
  readonly maintenance?: unknown
  readonly regionRestriction?: unknown
  readonly info?: { readonly imageCDNs?: unknown }
}

/**
 * The site's status: the gate, and the configuration every page reads (SPEC §2 Error gate).
 * Resolves to its answer's value, undefined when there is none.
 */
const askStatus = (context: HeadStartContext): Promise<SiteStatus | undefined> => {
  if (new URLSearchParams(context.here.search).has('token')) return Promise.resolve(undefined)
  // An anonymous call: the Api sends it without the session's token.
  const { Authorization: _token, ...headers } = firstRequestHeaders(context)
  return (askForTheApi(context, urlOf(context.apiBaseUrl, statusPath, undefined), headers) as Promise<{ value?: SiteStatus }>)
    .then((body) => body.value)
    .catch(() => undefined) // The Api reports it.
}

/** The image CDNs of an open site; undefined behind the gate (its page shows, not the tiles) or without a status. */
const openSiteCdns = (site: SiteStatus | undefined): ReadonlyArray<string> | undefined => {
  if (!site || gateOf({ maintenance: site.maintenance === true, regionRestriction: site.regionRestriction === true }) !== 0) return
  const cdns = site.info?.imageCDNs
  return Array.isArray(cdns) ? cdns.filter((cdn): cdn is string => typeof cdn === 'string') : []
}

/**
 * The list the address shows (routeQueries.gameList, gameListRequestOf) when the document asks
 * for its first page: its category in any case, its vendor, no name search yet. HOT, FAV and an
 * address the app would read otherwise are left to the app (undefined).
 */
const firstGameList = ({ here, view }: HeadStartContext) => {
  const categories = view.gameListAt[here.pathname]
  const address = new URLSearchParams(here.search)
  const gameType = (address.get('gameType') ?? '').toUpperCase()
  const vassalage = address.get('vassalage') ?? ''
  if (!categories?.includes(gameType) || !vendorCodePattern.test(vassalage) || address.has('token')) return
  return { gameType, vassalage }
}

/**
 * The first page of that list. The app asks for it itself at boot (first-view-data.ts), when its
 * ~130 KB of script has arrived and run: from here the answer is in before that, and the app names
 * the first tiles' files (on the visit's image CDN) at once. Its first row is painted over the
 * splash as soon as the status has named the image CDNs. Settles once those tiles have loaded or
 * failed, or as soon as there are none to show.
 */
const askFirstGamePage = (
  context: HeadStartContext,
  { gameType, vassalage }: { gameType: string; vassalage: string },
  status: Promise<SiteStatus | undefined>,
): Promise<unknown> => {
  const headers = firstRequestHeaders(context)
  const query = gamePageQuery({ merchant: headers.Merchant, language: headers.Language, gameType, vassalage, pageNo: 1 })
  const strings = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]))
  type Tile = { iconUrl?: unknown; mobileLargeIcon?: unknown }
  const file = (tile: Tile) => gameTileImage({ iconUrl: String(tile.iconUrl ?? ''), mobileLargeIcon: String(tile.mobileLargeIcon ?? '') })
  return Promise.all([
    askForTheApi(context, urlOf(context.apiBaseUrl, gameListPath, strings), headers) as Promise<{ value?: { games?: Tile[] } }>,
    status,
  ])
    .then(([body, site]) => {
      const cdns = openSiteCdns(site)
      const games = body.value?.games
      if (!cdns || !Array.isArray(games)) return
      // The app keeps this pick for the visit (image-cdn.ts): its tiles ask for the very same files.
      chooseImageCdn(cdns)
      const files = games.slice(0, firstRowTiles).map(file)
      // A tile with no picture shows the default artwork: the row is painted only when whole.
      if (files.length === 0 || !files.every(Boolean)) return
      return new Promise((settled) => whenParsed(() => settled(showFirstTiles(files.map(imageUrl)))))
    })
    .catch(() => undefined) // The Api reports it.
}

/**
 * `work` in the task after the document's first frame, or after a second in a tab that draws no
 * frames (opened in the background). Once.
 */
const afterFirstFrame = (work: () => void) => {
  let done = false
  const run = () => {
    if (done) return
    done = true
    work()
  }
  requestAnimationFrame(() => setTimeout(run, 0))
  setTimeout(run, 1000)
}

/**
 * What the splash says when the app's code cannot arrive, per language code (as stored): the
 * message and the button of a page whose code failed (ui.load_failed, ui.retry), which the build
 * takes from the locale files.
 */
export type BootFailureTexts = Readonly<Record<string, readonly [message: string, retry: string]>>

/**
 * Starts the app once the document has had its first frame (the build lists its files as
 * modulepreloads in the head, so they are fetched as early as before). A module script in the page
 * would run as soon as it is parsed and fetched: on a fast network that is before the first frame,
 * and its ~450 KB of script (hundreds of ms on a phone) would hold the splash and the first banner
 * back. On a slow network the files arrive after that frame and start at once. When one of them
 * cannot arrive (the connection dropped at boot), the splash says so and offers Retry instead of
 * turning for ever: an installed app has no reload button of its own.
 *
 * `scripts` are run one after the other, each in a task of its own once the one before has run:
 * Effect's file, the other libraries', then the entry, which imports them and so runs only the
 * app's own modules. As one module script they ran as one task of 31-39 ms as Lighthouse measures,
 * 120-160 ms on its phone, most of it counted as blocking time (docs/performance.md).
 */
export const startAppAfterFirstFrame = (scripts: ReadonlyArray<string>, failure: BootFailureTexts, storage: () => Storage) =>
  afterFirstFrame(() => {
    const failed = () => showBootFailure(failure, storage)
    const run = ([file, ...after]: ReadonlyArray<string>) => {
      if (file === undefined) return
      const script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = '' // as the modulepreload asked for it, so the browser uses that copy
      script.src = file
      script.addEventListener('error', failed, { once: true })
      // A module script's load event comes once it has run: the next one in the task after it.
      script.addEventListener('load', () => setTimeout(() => run(after), 0), { once: true })
      document.body.append(script)
    }
    whenParsed(() => run(scripts))
    showFailureOfFirstRun(failure, storage)
  })

/**
 * The app's code arrived but stopped before it drew anything (an error in its first run, a browser
 * too old for it): an uncaught error or rejection while the splash still stands shows the same
 * failure. The app's first render replaces #root's content, the message with it; from then on the
 * listeners only take themselves away.
 */
const showFailureOfFirstRun = (failure: BootFailureTexts, storage: () => Storage) => {
  const failed = () => {
    if (document.querySelector('.boot-splash')) return showBootFailure(failure, storage)
    removeEventListener('error', failed)
    removeEventListener('unhandledrejection', failed)
  }
  addEventListener('error', failed)
  addEventListener('unhandledrejection', failed)
}

/** The splash's spinner gives way to the failure's message and Retry, which loads the document (and any newer build) again. */
const showBootFailure = (failure: BootFailureTexts, storage: () => Storage) => {
  const splash = document.querySelector('.boot-splash')
  if (!splash || document.querySelector('.boot-failure')) return
  let language = 'EN'
  try {
    language = storedLanguage(storage())
  } catch {
    // Storage refused (a private tab): English, as the app would speak.
  }
  const [message, retry] = failure[language] ?? failure.EN ?? ['', '']
  splash.querySelector('.boot-spinner')?.remove()
  const box = document.createElement('div')
  box.className = 'boot-failure'
  box.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = message
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = retry
  button.addEventListener('click', () => location.reload())
  box.append(text, button)
  // Beside the splash, not in it: the splash is hidden from assistive technology.
  splash.after(box)
}

/**
 * Run by the document, inline: the opened page's banners now, its files after the first frame and
 * after the first banner's file.
 */
export const startHeadStart = (context: HeadStartContext) => {
  globalThis.__wpsFirstView = context.view
  // The banners first: on a phone's six HTTP/1.1 connections they would queue behind the files.
  const firstBanner = askFirstBanners(context)
  // After the first frame: Lighthouse bounds the first paint by every request begun before it, and
  // on home the status would share the link with the first banner's file.
  const status = new Promise<SiteStatus | undefined>((answered) => afterFirstFrame(() => answered(askStatus(context))))
  const gameList = firstGameList(context)
  const firstTiles = gameList ? askFirstGamePage(context, gameList, status) : Promise.resolve()
  const page = context.view.pageAt[context.here.pathname]
  const language = storedLanguage(context.storage)
  const pageFiles = page === undefined ? [] : [...(context.view.pages[page] ?? []), ...(context.view.pageLocales[page]?.[language] ?? [])]
  const files = [...pageFiles, ...(context.view.locales[language] ?? [])]
  const linkFiles = linkOneATask(files)
  globalThis.__wpsLinkFirstView = linkFiles
  // Not beside the first banner's or tiles' files, the largest paint: on slow 4G they shared the
  // link with it, and once the splash painted earlier (its styles inline) they started sooner and
  // held it back (home at 4x CPU, largest paint 1548 -> 1152 ms median). Should the entry start
  // first, it has them linked at once (firstViewLinked).
  afterFirstFrame(() => void Promise.all([firstBanner, firstTiles]).then(linkFiles))
}

/**
 * Links `files` one a task, once, whoever asks first; settles when all are linked. Each costs the
 * main thread 0.5-2 ms, and up to 23 ms as Lighthouse attaches (its Network domain and debugger):
 * four a task made tasks of 18-29 ms there, 70-120 ms on its 4x phone, most of it blocking time
 * (docs/performance.md). In the document's own task, ~20 of them held home's first paint back by
 * 150-400 ms at 4x CPU.
 */
const linkOneATask = (files: ReadonlyArray<string>) => {
  let linked: Promise<void> | undefined
  return () =>
    (linked ??= new Promise<void>((done) => {
      const linkFrom = (at: number) => {
        // A tab in the background runs a timer a second: there nobody waits on the main thread.
        const now = document.hidden ? files.length : at + 1
        files.slice(at, now).forEach(preloadFile)
        if (now >= files.length) return done()
        setTimeout(() => linkFrom(now), 0)
      }
      linkFrom(0)
    }))
}

/**
 * The app's side, before it imports the opened page: the head start's files, linked now if they
 * were not yet (the entry ran before the first banner's file came), one a task. The bundler's
 * helper would otherwise link every file the page needs in one task of the boot (14 on home, one
 * task of 55 ms in a Lighthouse trace, 220 ms on its phone) and finds them linked instead.
 * At once where there is no head start (development, another page).
 */
export const firstViewLinked = (): Promise<void> => globalThis.__wpsLinkFirstView?.() ?? Promise.resolve()

const sameHeaders = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/** The Api's side: the document's answer to exactly this GET, once; undefined when there is none. */
export const takeFirstRequest = (url: string, headers: Readonly<Record<string, string>>): Promise<Response> | undefined => {
  const pending = globalThis.__wpsFirstRequests ?? []
  const index = pending.findIndex((request) => request.url === url && sameHeaders(request.headers, headers))
  if (index < 0) return undefined
  globalThis.__wpsFirstRequests = pending.filter((_, at) => at !== index)
  return pending[index]!.response
}
