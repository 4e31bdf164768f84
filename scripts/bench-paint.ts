/**
 * Prints first paint figures of /m/home: the production build served by the Node harness, loaded
 * in Chromium (390x844) cold (empty cache and storage) and warm (second visit), N runs each.
 * Run after `npm run build`. Usage: tsx scripts/bench-paint.ts [runs=5]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from './chromium'

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
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return { fcp: paint, menu: performance.now(), domContentLoaded: nav.domContentLoadedEventEnd }
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const results: Record<'cold' | 'warm', Array<{ fcp: number; menu: number; domContentLoaded: number }>> = { cold: [], warm: [] }

try {
  for (let i = 0; i < runs; i++) {
    const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bench-')), {
      executablePath: chromiumPath,
      viewport: { width: 390, height: 844 },
      args: chromiumFlags,
    })
    const page = context.pages()[0] ?? (await context.newPage())
    results.cold.push(await measure(page))
    results.warm.push(await measure(page))
    await context.close()
  }
  console.log(`first paint of /m/home over the Node harness, ${runs} runs, median ms:`)
  for (const kind of ['cold', 'warm'] as const) {
    const list = results[kind]
    console.log(
      `  ${kind}: first contentful paint ${median(list.map((r) => r.fcp)).toFixed(0)}, ` +
        `DOMContentLoaded ${median(list.map((r) => r.domContentLoaded)).toFixed(0)}, ` +
        `app frame ready ${median(list.map((r) => r.menu)).toFixed(0)}`,
    )
  }
} finally {
  harness.kill()
}
