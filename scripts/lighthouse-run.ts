/**
 * One Lighthouse run (mobile defaults, or another CPU slowdown) against Debian's Chromium, and the
 * medians of several: shared by bench-lighthouse.ts and bench-compare.ts.
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { chromiumFlags, chromiumPath } from './chromium'
import { calibratedSlowdown, lighthouseSlowdown } from './lighthouse-slowdown'
import { tracedBlocking, type TraceEvent } from './trace-blocking'

/** Pinned: 12.x is the last line that runs on Node 20. */
export const lighthouseVersion = '12.8.2'
const root = resolve(import.meta.dirname, '..')

/** Lighthouse's command line, installed into node_modules/.cache/lighthouse on first use. */
export const lighthouseCli = () => {
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

export interface Run {
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
  /** Elements in the page once it went quiet: a build refused by the harness draws a tenth of them. */
  readonly elements: number
  /**
   * Lighthouse's measure of this machine's speed at the run's start (higher is faster). Its 4x CPU
   * slowdown multiplies the tasks it saw here, so a slower hour of the shared VM shows as more
   * blocking time on the same build.
   */
  readonly benchmarkIndex: number
  /** Blocking time from the tasks in Lighthouse's own trace, by their wall time (trace-blocking.ts). */
  readonly tracedByWall: number
  /** The same by the page's main thread's CPU time: its own work, without the waits of this VM. */
  readonly tracedByCpu: number
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

/** Lighthouse's command line with Debian's Chromium; asynchronous, see `run`. */
const runLighthouse = (args: ReadonlyArray<string>) =>
  run(process.execPath, [...args, '--output=json', '--quiet'], { env: { ...process.env, CHROME_PATH: chromiumPath } })

/**
 * One load of `url` at full speed with Lighthouse's defaults (its simulated throttling slows it
 * down afterwards, on paper), its artifacts kept in `artifacts` (`-GA`: the trace among them) and
 * its report in `report`.
 */
const gather = async (cli: string, url: string, artifacts: string, report: string) => {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  try {
    await runLighthouse([
      cli,
      url,
      `-GA=${artifacts}`,
      `--output-path=${report}`,
      `--chrome-flags=${[...chromiumFlags, `--user-data-dir=${profile}`].join(' ')}`,
    ])
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
}

/**
 * The same load's artifacts audited again at another CPU slowdown (`-A`, no browser). The
 * slowdown only enters the simulation that follows the load, so the artifacts' settings are
 * rewritten to it: Lighthouse refuses to audit with settings other than those it gathered with.
 */
const auditAgain = async (cli: string, url: string, slowdown: number, artifacts: string, report: string) => {
  const saved = join(artifacts, 'artifacts.json')
  const content = JSON.parse(readFileSync(saved, 'utf8')) as { settings: { throttling: { cpuSlowdownMultiplier: number } } }
  const multiplier = Number(slowdown.toFixed(2))
  content.settings.throttling.cpuSlowdownMultiplier = multiplier
  writeFileSync(saved, JSON.stringify(content))
  await runLighthouse([cli, url, `-A=${artifacts}`, `--output-path=${report}`, `--throttling.cpuSlowdownMultiplier=${multiplier}`])
}

/** A report's figures, and the blocking time of its trace's tasks at the slowdown it simulated. */
const readRun = (report: string, artifacts: string, slowdown: number): Run => {
  const result = JSON.parse(readFileSync(report, 'utf8')) as Report
  const trace = JSON.parse(readFileSync(join(artifacts, 'defaultPass.trace.json'), 'utf8')) as { traceEvents: ReadonlyArray<TraceEvent> }
  const traced = tracedBlocking(trace.traceEvents, slowdown)
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => result.audits[id]?.numericValue ?? Number.NaN
  const requests = result.audits['network-requests']?.details?.items ?? []
  const observed = result.audits.metrics?.details?.items?.[0] ?? {}
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
    elements: value('dom-size'),
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
    tracedByWall: traced.byWall,
    tracedByCpu: traced.byCpu,
  }
}

/** A temporary folder for one load's artifacts and reports, removed after `work`. */
const inScratch = async <A>(work: (folder: string) => Promise<A>) => {
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-report-'))
  try {
    return await work(folder)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** One Lighthouse run with its mobile defaults. */
export const lighthouse = (cli: string, url: string): Promise<Run> =>
  inScratch(async (folder) => {
    const artifacts = join(folder, 'artifacts')
    await gather(cli, url, artifacts, join(folder, 'run.json'))
    return readRun(join(folder, 'run.json'), artifacts, lighthouseSlowdown)
  })

/** One load, as Lighthouse's defaults see it and as the phone they mean sees it (calibrated). */
export interface CalibratedRun {
  readonly defaults: Run
  readonly calibrated: Run
  /** The CPU slowdown calibrated to the speed Lighthouse measured in this very load. */
  readonly slowdown: number
}

/**
 * One Lighthouse run with its defaults, then the same load audited again at the CPU slowdown
 * calibrated to the machine's speed in that load (lighthouse-slowdown.ts). A second load would
 * meet another machine: this VM's speed moves by a quarter within minutes.
 */
export const lighthouseCalibrated = (cli: string, url: string): Promise<CalibratedRun> =>
  inScratch(async (folder) => {
    const artifacts = join(folder, 'artifacts')
    await gather(cli, url, artifacts, join(folder, 'defaults.json'))
    const defaults = readRun(join(folder, 'defaults.json'), artifacts, lighthouseSlowdown)
    const slowdown = calibratedSlowdown(defaults.benchmarkIndex)
    await auditAgain(cli, url, slowdown, artifacts, join(folder, 'calibrated.json'))
    return { defaults, calibrated: readRun(join(folder, 'calibrated.json'), artifacts, slowdown), slowdown }
  })

export const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
export const medianRun = (all: ReadonlyArray<Run>): Run => {
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
    elements: pick('elements'),
    benchmarkIndex: pick('benchmarkIndex'),
    tracedByWall: pick('tracedByWall'),
    tracedByCpu: pick('tracedByCpu'),
  }
}
