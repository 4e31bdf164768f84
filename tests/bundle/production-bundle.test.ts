import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, inlineStyleHashes, policyOfHtml } from '../../scripts/security-headers'
import { readFirstView } from '../../scripts/head-start-inline'
import { compileAllHint } from '../../scripts/compile-hints'

/** Runs after `npm run build`: the production bundle must carry no harness or fixture code. */
const dist = resolve(import.meta.dirname, '../../dist')

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })

// Strings that exist only in harness/ and fixtures/: if one ships, harness code shipped.
const harnessMarkers = [
  '__harness',
  'harness:scenario',
  'QA harness',
  'Open QA panel',
  'setupWorker',
  'player01',
  'Lucky Star',
  'SERVICE_UNAVAILABLE',
  '@msw/data',
]

/** Strings only each library's code carries: framer-motion, Base UI's floating layer, swiper. */
const laterLibraries = { 'framer-motion': 'data-framer-appear-id', 'Base UI': 'data-base-ui-focus-guard', swiper: 'swiper-wrapper' }

/** The scripts index.html names itself: the entry first, then the files it imports statically. */
const firstPaintScripts = (html: string) => [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!)

describe('production bundle', () => {
  it('exists (run `npm run build` first)', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true)
  })

  it('carries a brotli and a gzip copy of every text file of the bundle over 1 KB, each smaller and decoding to the file', () => {
    // sw.js and the workbox runtime are written after the bundle; the server compresses them on the way out.
    const late = /(^|\/)(sw|workbox-[\w-]+)\.js$/
    const text = files(dist).filter((path) => /\.(html|js|css|svg|json|webmanifest)$/.test(path) && !late.test(path))
    const big = text.filter((path) => statSync(path).size > 1024)
    expect(big.length).toBeGreaterThan(20)
    for (const path of big) {
      const original = readFileSync(path)
      const brotli = readFileSync(`${path}.br`)
      const gzip = readFileSync(`${path}.gz`)
      expect(brotli.length, path).toBeLessThan(original.length)
      expect(gzip.length, path).toBeLessThan(original.length)
      expect(brotliDecompressSync(brotli).equals(original), path).toBe(true)
      expect(gunzipSync(gzip).equals(original), path).toBe(true)
    }
  })

  it('keeps framer-motion, Base UI and swiper off the first paint', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const firstPaint = firstPaintScripts(html)
    // The entry and everything it imports statically: React DOM's file, Effect's, the other
    // libraries', and the bundler's runtime (vite.config.ts), not the ~15 chunks the bundler would
    // cut by itself.
    expect(firstPaint.length).toBe(5)
    expect(firstPaint.filter((file) => /\/react-dom-[\w-]+\.js$/.test(file))).toHaveLength(1)
    const effect = firstPaint.filter((file) => /\/effect-[\w-]+\.js$/.test(file))
    const libraries = firstPaint.filter((file) => /\/libraries-[\w-]+\.js$/.test(file))
    expect([effect, libraries].map((list) => list.length)).toEqual([1, 1])
    for (const file of firstPaint) {
      const code = readFileSync(join(dist, file), 'utf8')
      for (const [library, marker] of Object.entries(laterLibraries)) expect(code.includes(marker), `${library} in ${file}`).toBe(false)
    }
    // ...and they are in the build, for later.
    const all = files(join(dist, 'assets')).filter((path) => path.endsWith('.js'))
    for (const marker of Object.values(laterLibraries))
      expect(
        all.some((path) => readFileSync(path, 'utf8').includes(marker)),
        marker,
      ).toBe(true)
    // The entry is fetched from the head and started by the head start after the first frame.
    expect(html).not.toContain('<script type="module"')
    // ...Effect's file first, then the other libraries', each a task before the next, then the
    // entry (head-start.ts startAppAfterFirstFrame).
    expect(html.slice(html.lastIndexOf('<script>')), 'the inline script that starts them').toContain(
      JSON.stringify([`/${effect[0]}`, `/${libraries[0]}`, `/${firstPaint[0]}`]),
    )
    // ...which is in the head, ahead of the styles.
    expect(html.lastIndexOf('<script>')).toBeLessThan(html.indexOf('<style>'))
    expect(html.lastIndexOf('<script>')).toBeLessThan(html.indexOf('</head>'))
  })

  it("carries the entry's styles in the document (scripts/inline-stylesheet.ts), and names no stylesheet the build lacks", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    // The splash paints with the document alone: no stylesheet to fetch first.
    expect(html).not.toContain('rel="stylesheet"')
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)
    expect(styles).toHaveLength(1)
    expect(styles[0]).toContain('.boot-splash')
    expect(styles[0]).toContain('.boot-banner')
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'))
    // Vite's preloader links the stylesheets a page's imports name: one it cannot find would fail
    // the page's load, and the entry's, linked again, would come after the pages' own styles.
    const built = new Set(readdirSync(join(dist, 'assets')))
    const sheets = [...built].filter((file) => file.endsWith('.css'))
    expect(sheets.filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('.boot-splash'))).toEqual([])
    for (const path of files(dist).filter((file) => /\.(js|html)$/.test(file))) {
      for (const [, sheet] of readFileSync(path, 'utf8').matchAll(/assets\/([\w-]+\.css)/g))
        expect(built.has(sheet!), `${sheet} named by ${path}`).toBe(true)
    }
  })

  it("opens each of the boot's files with V8's compile hint, on its first line, in the file and in its compressed copies", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const opensWithHint = (code: Buffer) => code.toString('utf8').startsWith(`${compileAllHint}\n`)
    for (const file of firstPaintScripts(html)) {
      const path = join(dist, file)
      expect(opensWithHint(readFileSync(path)), file).toBe(true)
      // A file under 1 KB (the bundler's runtime) has no compressed copies.
      if (!existsSync(`${path}.br`)) continue
      expect(opensWithHint(brotliDecompressSync(readFileSync(`${path}.br`))), `${file}.br`).toBe(true)
      expect(opensWithHint(gunzipSync(readFileSync(`${path}.gz`))), `${file}.gz`).toBe(true)
    }
  })

  it("has the document's head start name each first-view page's own files and the translations, none of them a later library", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    expect(readFirstView(html), 'the head start in index.html').toBeDefined()
    const files = readFirstView(html)!
    const pageOf = (path: string) => files.pages[files.pageAt[path]!] ?? []
    for (const [path, page] of [
      ['/m/home', 'home-page'],
      ['/m/login', 'auth-page'],
      ['/m/register', 'auth-page'],
      ['/m/gameList', 'game-list-page'],
    ] as const) {
      expect(pageOf(path)[0], path).toMatch(new RegExp(`^/assets/${page}-[\\w-]+\\.js$`))
      expect(
        pageOf(path).some((file) => file.endsWith('.css')),
        path,
      ).toBe(true)
    }
    expect(Object.keys(files.locales).sort()).toEqual(['CN', 'EN', 'FIL', 'JA', 'TH', 'TY', 'VI'])
    // A language's boot namespaces come as one file, not one each: every request costs the main thread.
    for (const [language, list] of Object.entries(files.locales)) expect(list, language).toHaveLength(1)
    const english = readFileSync(join(dist, files.locales.EN![0]!), 'utf8')
    for (const key of ['gate', 'select_placeholder', 'hot_news', 'recent']) expect(english, key).toContain(key) // common, ui, home, games
    expect(files.bannersAt).toMatchObject({ '/m/home': 'm_home', '/m/login': 'm_login', '/m/register': 'm_register' })
    expect(files.bannersAt['/m/gameList']).toBeUndefined()
    // The auth page's own translations (the register form's), in every language; none for the others.
    const auth = files.pageAt['/m/login']!
    expect(Object.keys(files.pageLocales[auth]!).sort()).toEqual(Object.keys(files.locales).sort())
    expect(files.pageLocales[auth]!.TY).toEqual([expect.stringMatching(/^\/assets\/register-[\w-]+\.js$/)])
    expect(files.pageLocales[files.pageAt['/m/home']!]).toEqual({})
    // Login's first screen comes without the register form (its success message's key marks it);
    // opened on the register tab, the document asks for it with the page.
    const saysRegistered = (path: string) =>
      pageOf(path).some((file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('in_registered_successfully'))
    expect(saysRegistered('/m/login')).toBe(false)
    expect(saysRegistered('/m/register')).toBe(true)
    const translations = [files.locales, ...files.pageLocales].flatMap((byLanguage) => Object.values(byLanguage).flat())
    for (const file of [...files.pages.flat(), ...translations]) {
      expect(existsSync(join(dist, file)), file).toBe(true)
      expect(html.includes(`"${file}"></`), `${file} is listed by index.html already`).toBe(false)
      if (!file.endsWith('.js')) continue
      const code = readFileSync(join(dist, file), 'utf8')
      for (const [library, marker] of Object.entries(laterLibraries)) expect(code.includes(marker), `${library} in ${file}`).toBe(false)
    }
  })

  it("keeps the agent's calls off home's first view: the contract prompts' code comes only for the member types they ask", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const firstView = readFirstView(html)!
    const home = firstView.pages[firstView.pageAt['/m/home']!] ?? []
    expect(home.length).toBeGreaterThan(0)
    const scripts = home.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(dist, file), 'utf8'))
    expect(scripts.some((code) => code.includes('MCS2_getContracDailySalReq'))).toBe(false)
    // It is in the build, in a file of its own that home asks for when it needs it.
    const all = files(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
    expect(all.some((code) => code.includes('MCS2_getContracDailySalReq'))).toBe(true)
  })

  it('ships the PWA worker and manifest, and no msw service worker', () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false)
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).not.toContain('mockServiceWorker')
    expect(JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'))).toMatchObject({
      display: 'standalone',
      start_url: '/m/home',
    })
  })

  it("names PNG icons of the sizes they declare, never an SVG one (Chrome renders that as a document on the page's main thread)", () => {
    /** A PNG's side from its IHDR chunk (width and height at bytes 16 and 20), or null for another file. */
    const pngSide = (file: string) => {
      const png = readFileSync(join(dist, file))
      if (png.subarray(1, 4).toString('latin1') !== 'PNG') return null
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)]
      return width === height ? width : null
    }
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const linked = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="\/([^"]+)"(?: type="image\/png" sizes="(\d+)x\d+")?/g)]
    expect(linked.map(([, rel, file, size]) => [rel, pngSide(file!), Number(size ?? 180)])).toEqual([
      ['icon', 64, 64],
      ['apple-touch-icon', 180, 180], // iOS asks for 180 px
    ])
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      icons: ReadonlyArray<{ src: string; sizes: string; type: string; purpose: string }>
    }
    for (const icon of manifest.icons) {
      expect(icon.type, icon.src).toBe('image/png')
      const side = pngSide(icon.src.slice(1))
      expect(`${side}x${side}`, icon.src).toBe(icon.sizes)
    }
    // Chrome installs from a 192 px icon and draws its splash from a 512 px one, and a launcher
    // cuts a maskable one to its own shape.
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  })

  it("has the PWA worker precache the shell and the first views' code only: no other screen's, no translations", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const view = readFirstView(html)!
    const firstViews = new Set([
      ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!),
      ...view.pages.flat().map((file) => file.slice(1)),
    ])
    const precached = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/url:"(assets\/[^"]+)"/g)].map((match) => match[1]!)
    expect(new Set(precached)).toEqual(firstViews)
    // The page has the worker keep its own language's (src/lib/pwa/keep-translations.ts).
    const translations = [view.locales, ...view.pageLocales].flatMap((byLanguage) => Object.values(byLanguage).flat())
    expect(translations.length).toBeGreaterThan(7)
    expect(precached.filter((file) => translations.includes(`/${file}`))).toEqual([])
    const chunks = readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file))
    expect(precached.length).toBeLessThan(chunks.length / 2)
  })

  it('carries its content security policy, with every inline script and style pinned by hash (docs/deployment.md)', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const policy = policyOfHtml(html)
    expect(policy).toBeDefined()
    const scriptSrc = policy!
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '))
    for (const hash of inlineScriptHashes(html)) expect(scriptSrc).toContain(hash)
    const styleSrc = policy!
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('style-src '))
    expect(inlineStyleHashes(html)).toHaveLength(1)
    for (const hash of inlineStyleHashes(html)) expect(styleSrc).toContain(hash)
    expect(policy).not.toMatch(/unsafe-(inline|eval)/)
  })

  it.each(harnessMarkers)('contains no harness or fixture code (%s)', (marker) => {
    const hits = files(dist)
      .filter((path) => /\.(js|html|css|json)$/.test(path))
      .filter((path) => readFileSync(path, 'utf8').includes(marker))
    expect(hits).toEqual([])
  })
})
