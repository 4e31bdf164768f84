/**
 * Prints first paint figures of /m/home: the production build served by the Node harness, loaded
 * in Chromium (390x844) cold (empty cache and storage) and warm (second visit), N runs each, at
 * full speed, at 4x CPU slowdown (a mid-range phone's main thread), and at 4x CPU on slow 4G
 * (DevTools' throttling: 150 ms more per request, 1.6 Mbit/s down, 750 kbit/s up, as Lighthouse's
 * mobile profile): first contentful paint, the largest paint (the first banner), DOMContentLoaded
 * and when the app's frame was ready.
 * Run after `npm run build`. Usage: tsx scripts/bench-paint.ts [runs=5]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath, devToolsAsLighthouse } from './chromium'
import { lighthouseSlowdown } from './lighthouse-slowdown'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.argv[2] ?? 5)

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })

const port = await freePort()
const harness = spawn(process.execPath, ['--import', 'tsx', 'harness/node/serve.ts', '--port', String(port), '--dist', 'dist'], {
  cwd: root,
})
await new Promise<void>((ready) => harness.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && ready()))
const url = `http://127.0.0.1:${port}/m/home`

const measure = async (page: import('playwright-core').Page) => {
  await page.goto(url)
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
  const menu = await page.evaluate(() => performance.now())
  await page.getByRole('region', { name: 'Featured promotions' }).getByRole('img').first().waitFor()
  const paints = await page.evaluate(async () => {
    // Two frames after the banner is in the page, its paint has been reported.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    // Largest-paint entries are only given to an observer (buffered: those reported so far).
    const largest = await new Promise<number>((done) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect()
        done(list.getEntries().at(-1)?.startTime ?? Number.NaN)
      })
      observer.observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return { fcp: paint, lcp: largest, domContentLoaded: nav.domContentLoadedEventEnd }
  })
  return { ...paints, menu }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
type Figures = Awaited<ReturnType<typeof measure>>

try {
  const profiles = [
    { name: '1x CPU', slowdown: 1, network: null },
    { name: `${lighthouseSlowdown}x CPU`, slowdown: lighthouseSlowdown, network: null },
    {
      name: `${lighthouseSlowdown}x CPU, slow 4G`,
      slowdown: lighthouseSlowdown,
      network: { latency: 150, downloadThroughput: 1_638_400 / 8, uploadThroughput: 750_000 / 8 },
    },
  ]
  for (const { name, slowdown, network } of profiles) {
    const results: Record<'cold' | 'warm', Figures[]> = { cold: [], warm: [] }
    for (let i = 0; i < runs; i++) {
      const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bench-')), {
        executablePath: chromiumPath,
        viewport: { width: 390, height: 844 },
        args: chromiumFlags,
      })
      const page = context.pages()[0] ?? (await context.newPage())
      const devtools = await devToolsAsLighthouse(context, page)
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      if (network) await devtools.send('Network.emulateNetworkConditions', { offline: false, ...network })
      results.cold.push(await measure(page))
      results.warm.push(await measure(page))
      await context.close()
    }
    console.log(`/m/home over the Node harness, ${name}, ${runs} runs, median ms:`)
    for (const kind of ['cold', 'warm'] as const) {
      const list = results[kind]
      const at = (key: keyof Figures) => median(list.map((figures) => figures[key])).toFixed(0)
      console.log(
        `  ${kind}: first contentful paint ${at('fcp')}, largest paint ${at('lcp')}, ` +
          `DOMContentLoaded ${at('domContentLoaded')}, app frame ready ${at('menu')}`,
      )
    }
  }
} finally {
  harness.kill()
}
