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
import { lighthouseCalibrated, lighthouseCli, lighthouseVersion, median, medianRun, type Run } from './lighthouse-run'
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
  const defaults = { results: new Map<string, Run>(), all: new Map<string, ReadonlyArray<Run>>() }
  const calibrated = { results: new Map<string, Run>(), all: new Map<string, ReadonlyArray<Run>>() }
  const slowdowns = new Map<string, ReadonlyArray<number>>()
  for (const { name, url } of pages) {
    const each = []
    for (let i = 0; i < runs; i++) {
      process.stdout.write(`\r${name}: run ${i + 1} of ${runs}   `)
      each.push(await lighthouseCalibrated(cli, url))
    }
    for (const [pass, runsOf] of [
      [defaults, each.map((one) => one.defaults)],
      [calibrated, each.map((one) => one.calibrated)],
    ] as const) {
      pass.results.set(name, medianRun(runsOf))
      pass.all.set(name, runsOf)
    }
    slowdowns.set(
      name,
      each.map((one) => one.slowdown),
    )
  }
  return { defaults, calibrated, slowdowns }
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
  const { defaults, calibrated, slowdowns } = await measure()
  print(`Lighthouse ${lighthouseVersion}, mobile defaults, median of ${runs} (served compressed by the Node harness)`, defaults)
  slowdown = median([...slowdowns.values()].flat())
  print(
    `The same loads audited again with the CPU slowdown calibrated to the speed each measured (instead of ${lighthouseSlowdown}x; ` +
      `the slowdowns after each route's speed below), median of ${runs}`,
    calibrated,
    slowdowns,
  )
} finally {
  await Promise.all([app.close(), hello.close()])
}

// The same build, in a browser driven by hand: scrolling the long list and churning routes.
await benchRuntime(join(root, 'dist'), slowdown)
