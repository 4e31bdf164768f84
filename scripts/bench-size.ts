/**
 * Prints what a first visit downloads before first paint (index.html, its entry script, the
 * modules it preloads and its CSS) in gzip bytes and in the brotli bytes the server sends (the
 * build's .br copies); then, per first-view route, that plus what the document's head start asks
 * for with it (the page's code and styles, its and the boot's English translations: src/lib/http/head-start.ts);
 * then every chunk. Each route's script is set beside a bare React 19 + Vite hello world's, built
 * now by the same Vite (the floor bench:lighthouse measures too), and beside the design floor: the
 * same page through the packages the design puts on every first render (scripts/hello-world.ts),
 * and split by origin (each library, the app's own folders: scripts/size-breakdown.ts), read from
 * a second build with source maps kept apart from dist. `npm run bench:size` builds first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { build } from 'vite'
import { readFirstView } from './head-start-inline'
import { buildDesignFloor, buildHelloWorld } from './hello-world'
import { scriptByOrigin } from './size-breakdown'

const dist = resolve(import.meta.dirname, '../dist')
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length
/** What the server sends a browser that takes brotli: the build's copy (small files have none). */
const br = (path: string) => (existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(readFileSync(path)).length)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const html = readFileSync(join(dist, 'index.html'), 'utf8')
const critical = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
const rows = ['index.html', ...critical].map((file) => [file, gz(join(dist, file)), br(join(dist, file))] as const)
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0)
const totalBrotli = rows.reduce((sum, [, , bytes]) => sum + bytes, 0)

console.log('first paint path:      gzip     brotli')
for (const [file, bytes, brotli] of rows) console.log(`  ${kb(bytes).padStart(9)}  ${kb(brotli).padStart(9)}  ${file}`)
console.log(`  ${kb(total).padStart(9)}  ${kb(totalBrotli).padStart(9)}  total (floor: a bare React 19 page is 68.6 KB gzip, STACK.md)`)

const files = readFirstView(html)
if (files) {
  const scriptOf = (sampleDist: string) =>
    readdirSync(join(sampleDist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + br(join(sampleDist, 'assets', file)), 0)
  const helloScript = scriptOf(await buildHelloWorld())
  const floorScript = scriptOf(await buildDesignFloor())
  const times = (bytes: number) => `${(bytes / helloScript).toFixed(2)}x hello`
  console.log('\nper route, with the head start (brotli; the page, its styles, its own and the boot EN translations):')
  console.log(`  ${kb(helloScript).padStart(9)} script  hello world (React 19 + Vite, built now)`)
  console.log(
    `  ${kb(floorScript).padStart(9)} script, ${times(floorScript)}  design floor (the same with wouter, jotai, i18next and an Effect service decoding with Schema)`,
  )
  const routes = ['/m/home', '/m/login', '/m/gameList']
  /** A route's first-view files in a build of this index.html: the first paint's and the head start's. */
  const routeFiles = (document: string, route: string) => {
    const view = readFirstView(document)!
    const page = view.pageAt[route] ?? -1
    const extra = [...(view.pages[page] ?? []), ...(view.pageLocales[page]?.EN ?? []), ...(view.locales.EN ?? [])].map((file) =>
      file.slice(1),
    )
    const paint = [...document.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
    return [...new Set([...paint, ...extra])]
  }
  for (const route of routes) {
    const all = routeFiles(html, route)
    const script = all.filter((file) => file.endsWith('.js'))
    const bytes = (list: ReadonlyArray<string>) => list.reduce((sum, file) => sum + br(join(dist, file)), 0)
    console.log(
      `  ${kb(bytes(['index.html', ...all])).padStart(9)} all, ${kb(bytes(script)).padStart(9)} script, ${times(bytes(script))}` +
        ` (${kb(bytes(script) - floorScript)} over the design floor)  ${route}`,
    )
  }

  // The same build with its source maps, apart from dist (which ships none).
  const mapped = resolve(import.meta.dirname, '../node_modules/.cache/bench-size-mapped')
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'
  await build({ logLevel: 'error', build: { outDir: mapped, emptyOutDir: true, sourcemap: 'hidden' } })
  const mappedHtml = readFileSync(join(mapped, 'index.html'), 'utf8')
  console.log("\neach route's script by origin (brotli; the React packages are the hello world):")
  for (const route of routes) {
    const script = routeFiles(mappedHtml, route).filter((file) => file.endsWith('.js'))
    const origins = scriptByOrigin(script.map((file) => ({ path: join(mapped, file), brotli: br(join(mapped, file)) })))
    const sum = (pick: (origin: string) => boolean) => origins.reduce((total, [origin, bytes]) => total + (pick(origin) ? bytes : 0), 0)
    const ours = (origin: string) => origin.startsWith('src') || origin === 'translations' || origin === 'bundler'
    console.log(
      `  ${route}: libraries ${kb(sum((origin) => !ours(origin)))} (${times(sum((origin) => !ours(origin)))}), the app's own ${kb(sum(ours))}`,
    )
    for (const [origin, bytes] of origins) console.log(`    ${kb(bytes).padStart(9)}  ${origin}`)
  }
}

// What the PWA worker downloads on a first visit beside the page (much of it the page already has).
const precached = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!)
const everything = readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file))
console.log(
  `\nservice worker precache: ${precached.length} files, ${kb(precached.reduce((sum, file) => sum + br(join(dist, file)), 0))} brotli` +
    ` (the build's scripts and styles: ${everything.length} files, ${kb(everything.reduce((sum, file) => sum + br(join(dist, 'assets', file)), 0))})`,
)

const chunks = readdirSync(join(dist, 'assets'))
  .filter((file) => !/\.(br|gz)$/.test(file))
  .map((file) => [file, gz(join(dist, 'assets', file))] as const)
  .sort((a, b) => b[1] - a[1])
console.log('\nall chunks (gzip):')
for (const [file, bytes] of chunks) console.log(`  ${kb(bytes).padStart(9)}  ${file}`)
