import { Effect, Schema } from 'effect'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordImagesAsked } from '../../../tests/unit/images-asked'
import { makeTestApi } from '../../../tests/unit/test-api'
import { chooseImageCdn } from '../site/image-cdn'
import { Api } from './api'
import {
  bannersPath,
  firstRowTiles,
  firstViewLinked,
  handOverFirstBanner,
  handOverFirstTile,
  removeFirstTiles,
  startAppAfterFirstFrame,
  startHeadStart,
  statusPath,
  takeFirstRequest,
  type FirstView,
} from './head-start'

const view: FirstView = {
  pages: [['/assets/home-page-1.js', '/assets/home-page-1.css'], ['/assets/auth-page-2.js']],
  pageAt: { '/m/home': 0, '/m/login': 1 },
  locales: { EN: ['/assets/common-en.js'], TY: ['/assets/common-ty.js'] },
  pageLocales: [{}, { EN: ['/assets/register-en.js'], TY: ['/assets/register-ty.js'] }],
  bannersAt: { '/m/home': 'm_home', '/m/login': 'm_login' },
  gameListAt: { '/m/gameList': ['RNG', 'LIVE', 'ESPORTS'] },
}

/** The app's banners call (content-endpoints.ts), as the Api sends it. */
const loadHomeBanners = Effect.gen(function* () {
  const api = yield* Api
  const answer = yield* api.call({
    method: 'GET',
    path: bannersPath,
    query: { groupName: 'm_home' },
    schema: Schema.Struct({ list: Schema.Array(Schema.Struct({ url: Schema.String })) }),
  })
  return answer.list
})

const bannerCalls = (requests: ReadonlyArray<Request>) =>
  requests.filter((request) => new URL(request.url).pathname.endsWith('GLS2_banners'))
const gameListCalls = (requests: ReadonlyArray<Request>) =>
  requests.filter((request) => new URL(request.url).pathname.endsWith('GCSGAME_gameList'))

/** The app's side of the world: the real Api over the harness, as runtime.ts configures it from the same storage. */
const appWith = async (stored: { token?: string; language?: string }) => {
  const requests: Request[] = []
  const api = await makeTestApi({
    token: () => stored.token ?? null,
    language: () => stored.language ?? 'EN',
    onRequest: (request) => requests.push(request),
  })
  return { ...api, requests }
}

/** What the inline script does when the document at `pathname` starts, over the app's harness. */
const startAt = (
  app: { readonly fetch: typeof fetch },
  pathname: string,
  { search = '', device = 'MOBILE', files = view }: { readonly search?: string; readonly device?: string; readonly files?: FirstView } = {},
) =>
  startHeadStart({
    here: { pathname, search },
    storage: localStorage,
    device,
    apiBaseUrl: '',
    merchant: 'wps',
    view: files,
    fetcher: app.fetch,
  })

/** `start` and the document's first frame with the task after it (afterFirstFrame); the timers left are dropped. */
const withFirstFrame = (start: () => void) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  try {
    start()
    vi.advanceTimersToNextFrame()
    vi.advanceTimersToNextTimer()
  } finally {
    vi.useRealTimers()
  }
}

describe('the head start (the document asks for the first screen before the app has arrived)', () => {
  const imagesAsked: string[] = []
  beforeEach(() => {
    localStorage.clear()
    document.head.innerHTML = ''
    globalThis.__wpsFirstRequests = undefined
    globalThis.__wpsLinkFirstView = undefined
    imagesAsked.length = 0
    recordImagesAsked(imagesAsked)
  })
  afterEach(() => vi.unstubAllGlobals())

  it("home: asks for the banners with the app's headers, then the first banner's file; the Api adopts that answer and asks nothing", async () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tok-member', type: 0 }))
    localStorage.setItem('language', JSON.stringify('TY'))
    const app = await appWith({ token: 'tok-member', language: 'TY' })
    startAt(app, '/m/home')

    const banners = await Effect.runPromise(loadHomeBanners.pipe(Effect.provide(app.layer)))

    expect(banners.length).toBeGreaterThan(0)
    const calls = bannerCalls(app.requests)
    expect(calls).toHaveLength(1)
    expect(['Merchant', 'Device', 'Language', 'Authorization'].map((name) => calls[0]!.headers.get(name))).toEqual([
      'wps',
      'MOBILE',
      'TY',
      'tok-member',
    ])
    expect(imagesAsked).toEqual([banners[0]!.url])
  })

  it('an answer the Api would ask differently (another language than stored) is not adopted: the Api asks itself', async () => {
    localStorage.setItem('language', JSON.stringify('TY'))
    const app = await appWith({ language: 'EN' })
    startAt(app, '/m/home')

    await Effect.runPromise(loadHomeBanners.pipe(Effect.provide(app.layer)))

    expect(bannerCalls(app.requests).map((request) => request.headers.get('Language'))).toEqual(['TY', 'EN'])
  })

  it('a trial session names its own merchant, as merchantFor does', async () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tok-trial', type: 4, merchantCode: 'trial-m' }))
    const app = await appWith({ token: 'tok-trial' })
    startAt(app, '/m/login', { device: 'OTHERS' })

    const [call] = bannerCalls(app.requests)
    expect(new URL(call!.url).searchParams.get('groupName')).toBe('m_login')
    expect([call!.headers.get('Merchant'), call!.headers.get('Device')]).toEqual(['trial-m', 'OTHERS'])
  })

  it('paints the first banner over the splash while the app is still on its way, marked with its group for the layout', async () => {
    document.body.innerHTML = '<div id="root"><div class="boot-splash" aria-hidden="true"></div></div>'
    const app = await appWith({})
    startAt(app, '/m/login')
    const splash = document.querySelector<HTMLElement>('.boot-splash')!
    expect(splash.dataset.banners).toBe('m_login')

    const banners = globalThis.__wpsFirstRequests!.find((request) => request.url.includes('GLS2_banners'))!
    const answer = (await (await banners.response).clone().json()) as {
      value: { list: Array<{ url: string }> }
    }
    await vi.waitFor(() => expect(document.querySelector('img.boot-banner')).not.toBeNull())
    const image = document.querySelector<HTMLImageElement>('img.boot-banner')!
    // Outside #root: the app's first render replaces the splash, not this.
    expect(image.parentElement).toBe(document.body)
    expect([image.getAttribute('src'), image.alt, image.fetchPriority, image.dataset.banners]).toEqual([
      answer.value.list[0]!.url,
      '',
      'high',
      'm_login',
    ])
    expect(imagesAsked).toEqual([]) // the splash's <img> is the request
    // The player's first touch is on the page beneath: the copy goes.
    window.dispatchEvent(new Event('pointerdown'))
    expect(image.isConnected).toBe(false)
    document.body.innerHTML = ''
  })

  it('run in the head while the document is still loading: asks for the banners at once, and marks the splash and paints the banner once the document is parsed', async () => {
    const app = await appWith({})
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' })
    try {
      startAt(app, '/m/login')
      expect(bannerCalls(app.requests)).toHaveLength(1)
      // The answer has been read (the head start read it first) and its first banner named.
      const banners = globalThis.__wpsFirstRequests!.find((request) => request.url.includes('GLS2_banners'))!
      await (await banners.response).clone().json()
      await Promise.resolve()
      expect(document.querySelector('img.boot-banner')).toBeNull() // no body to paint into yet
      // The parser reaches the splash, then the end of the document.
      document.body.innerHTML = '<div id="root"><div class="boot-splash" aria-hidden="true"></div></div>'
    } finally {
      delete (document as { readyState?: unknown }).readyState
    }
    document.dispatchEvent(new Event('readystatechange'))
    expect(document.querySelector<HTMLElement>('.boot-splash')!.dataset.banners).toBe('m_login')
    expect(document.querySelector('img.boot-banner')?.parentElement).toBe(document.body)
    expect(imagesAsked).toEqual([]) // painted over the splash, not only asked for
    document.body.innerHTML = ''
  })

  it("leaves once the page's banner is decoded, two frames on", async () => {
    const paintBanner = () => {
      const image = document.createElement('img')
      image.className = 'boot-banner'
      document.body.append(image)
      return image
    }
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    const nextFrame = () => frames.splice(0).forEach((callback) => callback(0))
    const pageBanner = document.createElement('img')
    let decoded = () => {}
    pageBanner.decode = () => new Promise<void>((done) => (decoded = done))

    const banner = paintBanner()
    void handOverFirstBanner(pageBanner)
    await Promise.resolve()
    nextFrame()
    expect(banner.isConnected).toBe(true) // not decoded yet
    decoded()
    await vi.waitFor(() => expect(frames).toHaveLength(1))
    nextFrame()
    expect(banner.isConnected).toBe(true) // the frame that draws the page's banner still has both
    nextFrame()
    expect(banner.isConnected).toBe(false)
    vi.mocked(window.requestAnimationFrame).mockRestore()
  })

  it("preloads the opened page's code, styles and own translations and the stored language's boot translations after the first frame, one a task, in Vite's crossorigin mode, below the first banner's priority", async () => {
    localStorage.setItem('language', JSON.stringify('TY'))
    const app = await appWith({})
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('href'),
        link.getAttribute('crossorigin'),
        link.fetchPriority,
      ])
    const files = ['/assets/part-0.js', '/assets/part-1.js']
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    try {
      // The game list: no banner to wait for (the next test).
      const ownTranslations = { EN: ['/assets/own-en.js'], TY: ['/assets/own-ty.js'] }
      startAt(app, '/m/gameList', {
        files: { ...view, pages: [[...view.pages[0]!, ...files]], pageLocales: [ownTranslations], pageAt: { '/m/gameList': 0 } },
      })
      expect(links()).toEqual([]) // the document's first frame is not held back by them
      vi.advanceTimersToNextFrame()
      vi.advanceTimersToNextTimer()
      await new Promise((done) => setImmediate(done)) // the promises it waits on (no banner, no tiles here)
      expect(links()).toEqual([['modulepreload', '/assets/home-page-1.js', '', 'low']])
      vi.advanceTimersToNextTimer()
      expect(links()).toEqual([
        ['modulepreload', '/assets/home-page-1.js', '', 'low'],
        ['preload', '/assets/home-page-1.css', '', 'low'],
      ])
      for (let task = 0; task < 4; task++) vi.advanceTimersToNextTimer()
      expect(links().map(([, href]) => href)).toEqual([
        '/assets/home-page-1.js',
        '/assets/home-page-1.css',
        ...files,
        '/assets/own-ty.js',
        '/assets/common-ty.js',
      ])
      vi.advanceTimersByTime(2000) // and once: not again when the second is up
      expect(links()).toHaveLength(files.length + 4)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves out the files the app has already linked (its entry asked for the page first)', async () => {
    const app = await appWith({})
    // As Vite's preload helper links them: by full address, the script as a modulepreload, the styles as a stylesheet.
    for (const [rel, file] of [
      ['modulepreload', '/assets/home-page-1.js'],
      ['stylesheet', '/assets/home-page-1.css'],
    ]) {
      const link = document.createElement('link')
      link.rel = rel!
      link.href = new URL(file!, location.href).href
      document.head.append(link)
    }
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    try {
      startAt(app, '/m/gameList', { files: { ...view, pageAt: { '/m/gameList': 0 } } })
      vi.advanceTimersToNextFrame()
      vi.advanceTimersToNextTimer()
      await new Promise((done) => setImmediate(done))
      vi.advanceTimersByTime(2000)
      const files = [...document.head.querySelectorAll('link')].map((link) => new URL(link.href).pathname)
      expect(files).toEqual(['/assets/home-page-1.js', '/assets/home-page-1.css', '/assets/common-en.js'])
    } finally {
      vi.useRealTimers()
    }
  })

  it("on a page with a banner, preloads the page's files only once the first banner's file has loaded or failed", async () => {
    const preloaded = () => document.head.querySelectorAll('link').length
    for (const outcome of ['load', 'error']) {
      document.head.innerHTML = ''
      document.body.innerHTML = '<div id="root"><div class="boot-splash" aria-hidden="true"></div></div>'
      const app = await appWith({})
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
      try {
        startAt(app, '/m/home')
        vi.advanceTimersToNextFrame()
        vi.advanceTimersToNextTimer()
        await vi.waitFor(() => expect(document.querySelector('img.boot-banner')).not.toBeNull())
        expect(preloaded(), outcome).toBe(0) // the banner's file has the link to itself
        document.querySelector('img.boot-banner')!.dispatchEvent(new Event(outcome))
        await vi.waitFor(() => expect(preloaded(), outcome).toBeGreaterThan(0))
      } finally {
        vi.useRealTimers()
      }
    }
    document.body.innerHTML = ''
  })

  it("links them at once, one a task, when the app asks before the first banner's file has come, and tells the app once all are linked", async () => {
    document.body.innerHTML = '<div id="root"><div class="boot-splash" aria-hidden="true"></div></div>'
    const hrefs = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))
    const app = await appWith({})
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    try {
      startAt(app, '/m/home', { files: { ...view, locales: { EN: ['/assets/common-en.js'] } } })
      vi.advanceTimersToNextFrame()
      vi.advanceTimersToNextTimer()
      await vi.waitFor(() => expect(document.querySelector('img.boot-banner')).not.toBeNull())
      expect(hrefs()).toEqual([]) // the banner's file is still on its way

      let linked = false
      void firstViewLinked().then(() => (linked = true))
      expect(hrefs()).toEqual(['/assets/home-page-1.js'])
      vi.advanceTimersToNextTimer()
      expect(hrefs()).toEqual(['/assets/home-page-1.js', '/assets/home-page-1.css'])
      await Promise.resolve()
      expect(linked).toBe(false)
      vi.advanceTimersToNextTimer()
      await vi.waitFor(() => expect(linked).toBe(true))
      expect(hrefs()).toEqual(['/assets/home-page-1.js', '/assets/home-page-1.css', '/assets/common-en.js'])

      // The banner's file comes later: nothing is linked twice.
      document.querySelector('img.boot-banner')!.dispatchEvent(new Event('load'))
      await Promise.resolve()
      vi.advanceTimersByTime(1000)
      expect(hrefs()).toHaveLength(3)
    } finally {
      vi.useRealTimers()
      document.body.innerHTML = ''
    }
  })

  it('links them all at once in a tab in the background, which runs a timer a second', async () => {
    const app = await appWith({})
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    try {
      startAt(app, '/m/home', { files: { ...view, locales: { EN: ['/assets/common-en.js'] } } })
      const linked = firstViewLinked()
      expect(document.head.querySelectorAll('link')).toHaveLength(3) // no timer has run
      await linked
    } finally {
      vi.useRealTimers()
      hidden.mockRestore()
    }
  })

  it('tells the app at once where the document started nothing (development, a page without a head start)', async () => {
    globalThis.__wpsLinkFirstView = undefined
    await expect(firstViewLinked()).resolves.toBeUndefined()
  })

  it('preloads them after the first frame when the banners call fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    try {
      startAt({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) }, '/m/home')
      vi.advanceTimersToNextFrame()
      vi.advanceTimersToNextTimer()
      await vi.waitFor(() => expect(document.head.querySelectorAll('link').length).toBeGreaterThan(0))
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks only for the status on a page without a banner or a game list, and nothing while a token in the address is still to be adopted', async () => {
    const app = await appWith({})
    const paths = () => app.requests.map((request) => new URL(request.url).pathname)
    withFirstFrame(() => startAt(app, '/m/help', { search: '?gameType=RNG' }))
    expect(paths()).toEqual([statusPath])

    app.requests.length = 0
    globalThis.__wpsFirstRequests = undefined
    withFirstFrame(() => {
      startAt(app, '/m/home', { search: '?token=tok-from-link' })
      startAt(app, '/m/gameList', { search: '?gameType=RNG&token=tok-from-link' })
    })
    expect(app.requests).toEqual([])
    expect(globalThis.__wpsFirstRequests).toBeUndefined()
  })

  it("asks for the site's status after the document's first frame, as the Api does (anonymous: without the session's token); the Api adopts it", async () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tok-member', type: 0 }))
    const app = await appWith({ token: 'tok-member' })
    const statusCalls = () => app.requests.filter((request) => new URL(request.url).pathname === statusPath)
    withFirstFrame(() => {
      startAt(app, '/m/login')
      // Not ahead of the first frame: Lighthouse counts every request begun before it.
      expect(statusCalls()).toEqual([])
    })
    expect(statusCalls()).toHaveLength(1)
    const readStatus = Effect.gen(function* () {
      const api = yield* Api
      return yield* api.call({ method: 'GET', path: statusPath, anonymous: true, schema: Schema.Struct({ info: Schema.Unknown }) })
    })

    await Effect.runPromise(readStatus.pipe(Effect.provide(app.layer)))

    const calls = statusCalls()
    expect(calls).toHaveLength(1)
    expect(['Merchant', 'Authorization'].map((name) => calls[0]!.headers.get(name))).toEqual(['wps', null])
  })

  it("the game list: asks for its first page at once, with the app's headers, the category in any case, e-sports as SPORTS", async () => {
    localStorage.setItem('language', JSON.stringify('TY'))
    const app = await appWith({ language: 'TY' })
    startAt(app, '/m/gameList', { search: '?gameType=esports&vassalage=IA' })

    const [call, ...more] = gameListCalls(app.requests)
    expect(more).toEqual([])
    const query = new URL(call!.url).searchParams
    expect(new URL(call!.url).pathname).toBe('/wps/relay/GCSGAME_gameList')
    expect(['gameType', 'vassalage', 'pageNo', 'pageSize', 'gameName', 'merchant', 'language'].map((name) => query.get(name))).toEqual([
      'SPORTS',
      'IA',
      '1',
      '25',
      '',
      'wps',
      'TY',
    ])
    expect(call!.headers.get('Language')).toBe('TY')
  })

  describe("the game list's first row, painted over the splash", () => {
    const splash = '<div id="root"><div class="boot-splash" aria-hidden="true"></div></div>'
    /** The app's harness, but the status as `site` says (its gate, its image CDNs). */
    const withStatus = (app: { readonly fetch: typeof fetch }, site: { maintenance?: boolean; imageCDNs: string[] }) => ({
      fetch: ((input, init) =>
        String(input).endsWith(statusPath)
          ? Promise.resolve(
              Response.json({
                success: true,
                value: { maintenance: site.maintenance ?? false, regionRestriction: false, info: { imageCDNs: site.imageCDNs } },
              }),
            )
          : app.fetch(input, init)) as typeof fetch,
    })
    const firstPage = async () => {
      const list = globalThis.__wpsFirstRequests!.find((request) => request.url.includes('GCSGAME_gameList'))!
      const answer = (await (await list.response).clone().json()) as { value: { games: Array<{ iconUrl: string }> } }
      return answer.value.games
    }
    const tiles = () => [...document.querySelectorAll<HTMLImageElement>('img.boot-tile')]
    beforeEach(async () => {
      // The game list head starts of the tests above wait for real frames and answers: let them
      // land before there is a splash to paint on.
      await new Promise((done) => setTimeout(done, 100))
      document.body.innerHTML = splash
      globalThis.__wpsImageCdn = undefined
    })
    afterEach(() => {
      document.body.innerHTML = ''
      globalThis.__wpsImageCdn = undefined
    })

    it("once the list and the status have answered: the first files on the visit's image CDN, which the app keeps", async () => {
      const app = await appWith({})
      withFirstFrame(() => startAt(withStatus(app, { imageCDNs: ['https://img-a.cdn/'] }), '/m/gameList', { search: '?gameType=RNG' }))
      const games = await firstPage()

      await vi.waitFor(() => expect(tiles()).toHaveLength(firstRowTiles))
      expect(tiles().map((tile) => [tile.getAttribute('src'), tile.dataset.column, tile.alt, tile.fetchPriority])).toEqual(
        games.slice(0, firstRowTiles).map((game, column) => [`https://img-a.cdn${game.iconUrl}`, String(column), '', 'high']),
      )
      // Outside #root: the app's first render replaces the splash, not these.
      expect(tiles().every((tile) => tile.parentElement === document.body)).toBe(true)
      expect(imagesAsked).toEqual([]) // the splash's <img>s are the requests
      // The app's own pick, from the same status, is this one: its tiles ask for the same files.
      chooseImageCdn(['https://img-b.cdn', 'https://img-a.cdn'], () => 0)
      expect(globalThis.__wpsImageCdn).toBe('https://img-a.cdn')
    })

    it('none behind the gate (maintenance), nor once the app has replaced the splash', async () => {
      const app = await appWith({})
      withFirstFrame(() => startAt(withStatus(app, { maintenance: true, imageCDNs: [''] }), '/m/gameList', { search: '?gameType=RNG' }))
      await firstPage()
      await new Promise((done) => setTimeout(done, 20))
      expect(tiles()).toEqual([])

      document.body.innerHTML = '<div id="root"><main></main></div>'
      globalThis.__wpsFirstRequests = undefined
      withFirstFrame(() => startAt(withStatus(app, { imageCDNs: [''] }), '/m/gameList', { search: '?gameType=RNG' }))
      await firstPage()
      await new Promise((done) => setTimeout(done, 20))
      expect(tiles()).toEqual([])
    })

    it("each leaves once the page's tile of the same file is drawn, and all of them at the player's first touch", async () => {
      const app = await appWith({})
      withFirstFrame(() => startAt(withStatus(app, { imageCDNs: [''] }), '/m/gameList', { search: '?gameType=RNG' }))
      await vi.waitFor(() => expect(tiles()).toHaveLength(firstRowTiles))
      const [first, second] = tiles()
      const pageTile = document.createElement('img')
      pageTile.src = first!.src
      pageTile.decode = () => Promise.resolve()
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(0), 0))
      try {
        await handOverFirstTile(pageTile)
        await vi.waitFor(() => expect(first!.isConnected).toBe(false))
        expect(tiles()).toHaveLength(firstRowTiles - 1)
      } finally {
        vi.mocked(window.requestAnimationFrame).mockRestore()
      }
      removeFirstTiles('/elsewhere.png')
      expect(second!.isConnected).toBe(true)
      window.dispatchEvent(new Event('pointerdown'))
      expect(tiles()).toEqual([])
    })
  })

  it('leaves HOT, the favourites, an unknown category and a malformed vendor to the app', async () => {
    const app = await appWith({})
    for (const search of ['', '?gameType=HOT', '?gameType=fav', '?gameType=BINGO', '?gameType=RNG&vassalage=P%20P'])
      startAt(app, '/m/gameList', { search })
    expect(gameListCalls(app.requests)).toEqual([])
  })

  it('gives the Api each answer once', () => {
    const response = Promise.resolve(new Response('{}'))
    globalThis.__wpsFirstRequests = [{ url: '/wps/x', headers: { Merchant: 'wps' }, response }]
    expect(takeFirstRequest('/wps/x', { Merchant: 'other' })).toBeUndefined()
    expect(takeFirstRequest('/wps/x', { Merchant: 'wps', Language: 'EN' })).toBeUndefined()
    expect(takeFirstRequest('/wps/x', { Merchant: 'wps' })).toBe(response)
    expect(takeFirstRequest('/wps/x', { Merchant: 'wps' })).toBeUndefined()
  })
})

describe("the app's entry, started by the document after its first frame", () => {
  const failure = { EN: ['Could not load this.', 'Retry'], TY: ['Hindi ma-load.', 'Subukang muli'] } as const
  const storage = () => localStorage
  const start = () => startAppAfterFirstFrame(['/assets/libraries-1.js', '/assets/index-1.js'], failure, storage)
  const described = (scripts: ReadonlyArray<HTMLScriptElement>) =>
    scripts.map((script) => [script.type, script.getAttribute('src'), script.getAttribute('crossorigin')])
  const entryScripts = () => described([...document.body.querySelectorAll('script')])
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }))
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  /** The scripts the head start adds, kept out of the document: nothing loads them until the test says so. */
  const holdScripts = () => {
    const added: HTMLScriptElement[] = []
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => void added.push(...(nodes as HTMLScriptElement[])))
    return added
  }
  it("is added as a module script in the modulepreload's mode once the first frame is out, and only once", () => {
    const added = holdScripts()
    start()
    expect(added).toEqual([])
    vi.advanceTimersToNextFrame()
    expect(added).toEqual([]) // the frame is drawn first: the script comes in the task after it
    vi.advanceTimersByTime(1)
    expect(described(added)).toEqual([['module', '/assets/libraries-1.js', '']])
    vi.advanceTimersByTime(2000)
    expect(added).toHaveLength(1)
  })

  it("adds the entry in the task after the libraries' file has run, not beside it", () => {
    const added = holdScripts()
    start()
    vi.advanceTimersByTime(1000)
    // Not before it has run: the two would run as one module graph, one long task.
    vi.advanceTimersByTime(1000)
    expect(added).toHaveLength(1)
    added[0]!.dispatchEvent(new Event('load'))
    expect(added).toHaveLength(1)
    vi.advanceTimersByTime(0)
    expect(described(added)).toEqual([
      ['module', '/assets/libraries-1.js', ''],
      ['module', '/assets/index-1.js', ''],
    ])
    added[1]!.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(1000)
    expect(added).toHaveLength(2)
  })

  it("when the libraries' file cannot arrive, the splash says so and the entry is not added", () => {
    document.body.innerHTML = '<div id="root"><div class="boot-splash" aria-hidden="true"><span class="boot-spinner"></span></div></div>'
    const added = holdScripts()
    start()
    vi.advanceTimersByTime(1000)
    added[0]!.dispatchEvent(new Event('error'))
    vi.advanceTimersByTime(1000)
    expect(screen.getByRole('alert').textContent).toContain('Could not load this.')
    expect(added).toHaveLength(1)
  })

  it('starts after a second in a tab that draws no frames (opened in the background)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    start()
    vi.advanceTimersByTime(999)
    expect(entryScripts()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(entryScripts()).toHaveLength(1)
    vi.unstubAllGlobals()
  })
  it("when the entry cannot arrive, the splash says so in the player's language and offers Retry, which loads the document again", async () => {
    document.body.innerHTML =
      '<div id="root"><div class="boot-splash" aria-hidden="true"><div class="boot-body"><span class="boot-spinner"></span></div></div></div>'
    localStorage.setItem('language', JSON.stringify('TY'))
    const reload = vi.fn()
    vi.stubGlobal('location', { ...location, reload })
    try {
      start()
      vi.advanceTimersByTime(1000)
      expect(screen.queryByRole('alert')).toBeNull()
      document.body.querySelector('script')!.dispatchEvent(new Event('error'))
      const alert = screen.getByRole('alert')
      expect(alert.textContent).toContain('Hindi ma-load.')
      expect(document.querySelector('.boot-spinner')).toBeNull()
      fireEvent.click(within(alert).getByRole('button', { name: 'Subukang muli' }))
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
      localStorage.clear()
    }
  })
  it("when the app's first run stops before it draws (an uncaught error or rejection), the splash says so once; after it has drawn, nothing", () => {
    const splash = '<div id="root"><div class="boot-splash" aria-hidden="true"><span class="boot-spinner"></span></div></div>'
    document.body.innerHTML = splash
    start()
    vi.advanceTimersByTime(1000)
    dispatchEvent(new ErrorEvent('error', { message: 'boom' }))
    dispatchEvent(new Event('unhandledrejection'))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toContain('Could not load this.')

    // The app drew: its render replaced the splash.
    document.getElementById('root')!.innerHTML = '<main>home</main>'
    dispatchEvent(new ErrorEvent('error', { message: 'later' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
