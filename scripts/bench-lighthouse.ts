/**
 * Lighthouse mobile (default settings: a mid-range phone, slow 4G, 4x CPU) on the production build
 * served compressed by the Node harness, next to a bare React 19 + Vite hello world built in the
 * same run and served the same way. Prints the medians per route and the ratio of each route's
 * JavaScript to the hello world's. A benchmark, not a test: it never fails on a score.
 *
 * Then the same loads audited again with the CPU slowdown calibrated to the machine's speed that
 * Lighthouse measured in each (lighthouse-slowdown.ts): the default 4x plays a slower phone on a
 * slow hour of this VM and a faster one on a fast hour; calibrated, every hour plays the phone
 * Lighthouse's 4x means. The long list of bench-runtime.ts is scrolled at both slowdowns too.
 *
 * Usage: tsx scripts/bench-lighthouse.ts [runs=3] [--no-build]
 * Lighthouse is installed on first use into node_modules/.cache/lighthouse (pinned below), and
 * drives Debian's Chromium (/usr/bin/chromium). Then bench-runtime.ts measures the long list and
 * route churn on the same build.
 */
import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { startHarnessServer } from '../harness/node/harness-server'
import { benchRuntime } from './bench-runtime'
import { buildHelloWorld } from './hello-world'
import { lighthouseCalibrated, lighthouseCli, lighthouseVersion, median, medianRun, type CalibratedRun, type Run } from './lighthouse-run'
import { lighthouseSlowdown } from './lighthouse-slowdown'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3)
const routes = ['/m/home', '/m/login', '/m/gameList?gameType=RNG']

if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
const cli = lighthouseCli()
const helloDist = await buildHelloWorld()
const app = await startHarnessServer({ port: 0, framePort: 0, dist: join(root, 'dist') })
const hello = await startHarnessServer({ port: 0, framePort: 0, dist: helloDist })

const pages = [
  { name: 'hello world', url: `http://127.0.0.1:${hello.port}/` },
  ...routes.map((route) => ({ name: route, url: `http://127.0.0.1:${app.port}${route}` })),
]

interface Pass {
  /** The median run of each page. */
  readonly results: ReadonlyMap<string, Run>
  /** Every run of each page: the median alone hides how far one build's runs spread here. */
  readonly all: ReadonlyMap<string, ReadonlyArray<Run>>
}

/** Every page's runs, each load as the defaults and as the calibrated phone see it. */
const measure = async () => {
  const all = new Map<string, ReadonlyArray<CalibratedRun>>()
  for (const { name, url } of pages) {
    const each: CalibratedRun[] = []
    for (let i = 0; i < runs; i++) {
      process.stdout.write(`\r${name}: run ${i + 1} of ${runs}   `)
      each.push(await lighthouseCalibrated(cli, url))
    }
    all.set(name, each)
  }
  return all
}

/** One table's view of every page's runs: each run as `seen`, and their median. */
const passOf = (all: ReadonlyMap<string, ReadonlyArray<CalibratedRun>>, seen: (one: CalibratedRun) => Run): Pass => {
  const runsOf = new Map([...all].map(([name, each]) => [name, each.map(seen)] as const))
  return { results: new Map([...runsOf].map(([name, each]) => [name, medianRun(each)] as const)), all: runsOf }
}

const row = (cells: ReadonlyArray<string>) => cells.map((cell, index) => (index === 0 ? cell.padEnd(26) : cell.padStart(8))).join(' ')
const print = (title: string, { results, all }: Pass, slowdowns?: ReadonlyMap<string, ReadonlyArray<number>>) => {
  const floor = results.get('hello world')?.scriptBytes ?? Number.NaN
  console.log(`\n\n${title}`)
  console.log(row(['route', 'perf', 'a11y', 'b.pract', 'FCP s', 'seen FCP', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'x hello', 'requests']))
  for (const [name, run] of results) {
    console.log(
      row([
        name,
        String(run.performance),
        String(run.accessibility),
        String(run.bestPractices),
        (run.fcp / 1000).toFixed(2),
        (run.seenFcp / 1000).toFixed(2),
        (run.lcp / 1000).toFixed(2),
        run.tbt.toFixed(0),
        run.cls.toFixed(3),
        (run.scriptBytes / 1024).toFixed(1),
        (run.scriptBytes / floor).toFixed(2),
        String(run.requests),
      ]),
    )
  }
  console.log(
    "\nblocking time of each run, ms: Lighthouse's, then its trace's tasks after the first paint by wall time / by the page thread's" +
      " CPU time (scripts/trace-blocking.ts); and the machine's speed by Lighthouse (benchmarkIndex, median of the route's runs):",
  )
  for (const [name, run] of results) {
    const blocking = (all.get(name) ?? []).map(
      (one) => `${one.tbt.toFixed(0)} (${one.tracedByWall.toFixed(0)}/${one.tracedByCpu.toFixed(0)})`,
    )
    const calibration = slowdowns ? `, ${(slowdowns.get(name) ?? []).map((x) => `${x.toFixed(2)}x`).join(' ')}` : ''
    console.log(`  ${name.padEnd(26)} ${blocking.join(', ').padEnd(50)} speed ${run.benchmarkIndex.toFixed(0)}${calibration}`)
  }
}

let slowdown: number | undefined
try {
  const all = await measure()
  const slowdowns = new Map([...all].map(([name, each]) => [name, each.map((one) => one.slowdown)] as const))
  print(
    `Lighthouse ${lighthouseVersion}, mobile defaults, median of ${runs} (served compressed by the Node harness)`,
    passOf(all, (one) => one.defaults),
  )
  slowdown = median([...slowdowns.values()].flat())
  print(
    `The same loads audited again with the CPU slowdown calibrated to the speed each measured (instead of ${lighthouseSlowdown}x; ` +
      `the slowdowns after each route's speed below), median of ${runs}`,
    passOf(all, (one) => one.calibrated),
    slowdowns,
  )
} finally {
  await Promise.all([app.close(), hello.close()])
}

// The same build, in a browser driven by hand: scrolling the long list and churning routes.
await benchRuntime(join(root, 'dist'), slowdown)
