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
import { lighthouseSlowdown } from './lighthouse-slowdown'
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

/** One Lighthouse run; `slowdown` replaces the default 4x CPU slowdown when given. */
export const lighthouse = async (cli: string, url: string, slowdown: number | undefined): Promise<Run> => {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  // The report, and beside it (--save-assets) the trace of the load Lighthouse saw: run-0.trace.json.
  const output = mkdtempSync(join(tmpdir(), 'lighthouse-report-'))
  try {
    await run(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${join(output, 'run.json')}`,
        '--save-assets',
        '--quiet',
        ...(slowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${slowdown.toFixed(2)}`]),
        `--chrome-flags=${[...chromiumFlags, `--user-data-dir=${profile}`].join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath } },
    )
    const report = JSON.parse(readFileSync(join(output, 'run.json'), 'utf8')) as Report
    const trace = JSON.parse(readFileSync(join(output, 'run-0.trace.json'), 'utf8')) as { traceEvents: ReadonlyArray<TraceEvent> }
    const traced = tracedBlocking(trace.traceEvents, slowdown ?? lighthouseSlowdown)
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
      tracedByWall: traced.byWall,
      tracedByCpu: traced.byCpu,
    }
  } finally {
    rmSync(profile, { recursive: true, force: true })
    rmSync(output, { recursive: true, force: true })
  }
}

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
    benchmarkIndex: pick('benchmarkIndex'),
    tracedByWall: pick('tracedByWall'),
    tracedByCpu: pick('tracedByCpu'),
  }
}
