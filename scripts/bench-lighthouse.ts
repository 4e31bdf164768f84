/**
 * Lighthouse mobile (default settings: a mid-range phone, slow 4G, 4x CPU) on the production build
 * served compressed by the Node harness, next to a bare React 19 + Vite hello world built in the
 * same run and served the same way. Prints the medians per route and the ratio of each route's
 * JavaScript to the hello world's. A benchmark, not a test: it never fails on a score.
 *
 * Then the same runs again with the CPU slowdown calibrated to this machine's speed
 * (lighthouse-slowdown.ts): the default 4x plays a slower phone on a slow hour of this VM and a
 * faster one on a fast hour; calibrated, every hour plays the phone Lighthouse's 4x means. The
 * long list of bench-runtime.ts is scrolled at both slowdowns too.
 *
 * Usage: tsx scripts/bench-lighthouse.ts [runs=3] [--no-build]
 * Lighthouse is installed on first use into node_modules/.cache/lighthouse (pinned below), and
 * drives Debian's Chromium (/usr/bin/chromium). Then bench-runtime.ts measures the long list and
 * route churn on the same build.
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { startHarnessServer } from '../harness/node/harness-server'
import { benchRuntime } from './bench-runtime'
import { chromiumFlags, chromiumPath } from './chromium'
import { buildHelloWorld } from './hello-world'
import { calibratedSlowdown } from './lighthouse-slowdown'

/** Pinned: 12.x is the last line that runs on Node 20. */
const lighthouseVersion = '12.8.2'
const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3)
const routes = ['/m/home', '/m/login', '/m/gameList?gameType=RNG']

const lighthouseCli = () => {
  const home = join(root, 'node_modules/.cache/lighthouse')
  const cli = join(home, 'node_modules/lighthouse/cli/index.js')
  if (!existsSync(cli)) {
    console.log(`installing lighthouse@${lighthouseVersion} (first use) ...`)
    mkdirSync(home, { recursive: true })
    writeFileSync(join(home, 'package.json'), '{ "private": true }')
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', `lighthouse@${lighthouseVersion}`], {
      cwd: home,
      stdio: 'inherit',
    })
  }
  return cli
}

interface Run {
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly fcp: number
  /**
   * The first paint Lighthouse saw in its own unthrottled load, before it simulated the phone. On
   * this VM it is sometimes seconds late while the page is ready (Chrome presents no frame): every
   * simulated figure of that run then carries the wait.
   */
  readonly seenFcp: number
  readonly lcp: number
  readonly tbt: number
  readonly cls: number
  /** JavaScript bytes over the wire before the page went quiet. */
  readonly scriptBytes: number
  readonly requests: number
  /**
   * Lighthouse's measure of this machine's speed at the run's start (higher is faster). Its 4x CPU
   * slowdown multiplies the tasks it saw here, so a slower hour of the shared VM shows as more
   * blocking time on the same build.
   */
  readonly benchmarkIndex: number
}

interface Report {
  readonly environment?: { readonly benchmarkIndex?: number }
  readonly categories: Record<string, { readonly score: number | null }>
  readonly audits: Record<
    string,
    { readonly numericValue?: number; readonly details?: { readonly items?: ReadonlyArray<Record<string, unknown>> } }
  >
}

// Asynchronous: the harness answers from this same process, so it must not be blocked meanwhile.
const run = promisify(execFile)

/** One Lighthouse run; `slowdown` replaces the default 4x CPU slowdown when given. */
const lighthouse = async (cli: string, url: string, slowdown: number | undefined): Promise<Run> => {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  try {
    const { stdout: json } = await run(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        ...(slowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${slowdown.toFixed(2)}`]),
        `--chrome-flags=${[...chromiumFlags, `--user-data-dir=${profile}`].join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 256 * 1024 * 1024 },
    )
    const report = JSON.parse(json) as Report
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
    const requests = report.audits['network-requests']?.details?.items ?? []
    const observed = report.audits.metrics?.details?.items?.[0] ?? {}
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      seenFcp: Number(observed.observedFirstContentfulPaint ?? Number.NaN),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      scriptBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
      requests: requests.length,
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    }
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
}

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const medianRun = (all: ReadonlyArray<Run>): Run => {
  const pick = (key: keyof Run) => median(all.map((run) => run[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcp: pick('fcp'),
    seenFcp: pick('seenFcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    scriptBytes: pick('scriptBytes'),
    requests: pick('requests'),
    benchmarkIndex: pick('benchmarkIndex'),
  }
}

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

const measure = async (label: string, slowdown: number | undefined): Promise<Pass> => {
  const results = new Map<string, Run>()
  const all = new Map<string, ReadonlyArray<Run>>()
  for (const { name, url } of pages) {
    const each: Run[] = []
    for (let i = 0; i < runs; i++) {
      process.stdout.write(`\r${label}${name}: run ${i + 1} of ${runs}   `)
      each.push(await lighthouse(cli, url, slowdown))
    }
    results.set(name, medianRun(each))
    all.set(name, each)
  }
  return { results, all }
}

const row = (cells: ReadonlyArray<string>) => cells.map((cell, index) => (index === 0 ? cell.padEnd(26) : cell.padStart(8))).join(' ')
const print = (title: string, { results, all }: Pass) => {
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
  console.log("\nblocking time of each run, ms, and the machine's speed by Lighthouse (benchmarkIndex, median of the route's runs):")
  for (const [name, run] of results)
    console.log(
      `  ${name.padEnd(26)} ${(all.get(name) ?? [])
        .map((one) => one.tbt.toFixed(0))
        .join(', ')
        .padEnd(20)} speed ${run.benchmarkIndex.toFixed(0)}`,
    )
}

let slowdown: number | undefined
try {
  const defaults = await measure('', undefined)
  print(`Lighthouse ${lighthouseVersion}, mobile defaults, median of ${runs} (served compressed by the Node harness)`, defaults)
  // The machine's speed over every run of the default pass, the one the calibrated pass will have.
  const speed = median([...defaults.all.values()].flat().map((one) => one.benchmarkIndex))
  slowdown = calibratedSlowdown(speed)
  const calibrated = await measure('calibrated: ', slowdown)
  print(
    `The same with the CPU slowdown calibrated to this machine (benchmarkIndex ${speed.toFixed(0)}: ${slowdown.toFixed(2)}x instead of 4x), median of ${runs}`,
    calibrated,
  )
} finally {
  await Promise.all([app.close(), hello.close()])
}

// The same build, in a browser driven by hand: scrolling the long list and churning routes.
await benchRuntime(join(root, 'dist'), slowdown)
