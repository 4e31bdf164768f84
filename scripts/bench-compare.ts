/**
 * Two builds side by side under Lighthouse's mobile defaults, served compressed by the Node
 * harness: pairs of runs per route, one of each build, the order turned round every other pair.
 * Prints every pair, each build's medians, and in how many pairs the second build blocked less.
 * A benchmark, not a test: it never fails on a figure.
 *
 * On this shared VM one batch of 6 interleaved runs of the same two builds gave home's blocking
 * time as 455 against 236 ms median, and the next batch 298 against 408 (docs/performance.md,
 * 2026-12-01): a difference a batch shows once is not a difference until a second batch, run the
 * other way round, shows it too.
 *
 * Usage: tsx scripts/bench-compare.ts <build-a> <build-b> [pairs=8] [route ...]
 * A build is a dist folder, served by this tree's harness, or another checkout (`git worktree add`)
 * with its build in its own dist, served by its own harness: a build from before a change to the
 * harness's gateway may be refused by today's (532ea36's drew only "Cannot connect" under
 * 5778613's harness, docs/performance.md 2026-12-07). Each run prints the page's elements, so a
 * build that drew far fewer than the other shows at once. (`npm run build -- --outDir <dir>
 * --emptyOutDir` writes a build elsewhere; the routes are home, login and the game list unless
 * named.)
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startHarnessServer } from '../harness/node/harness-server'
import { lighthouse, lighthouseCli, median, type Run } from './lighthouse-run'

/** A build's server: another checkout's own harness over its dist, else this tree's over the folder. */
const serve = async (build: string) => {
  const ownHarness = join(build, 'harness/node/harness-server.ts')
  if (!existsSync(ownHarness)) return startHarnessServer({ port: 0, framePort: 0, dist: build })
  const own = (await import(pathToFileURL(ownHarness).href)) as { startHarnessServer: typeof startHarnessServer }
  return own.startHarnessServer({ port: 0, framePort: 0, dist: join(build, 'dist') })
}

/** Which build runs first in a pair: the first build in even pairs, the second in odd ones. */
export const pairOrder = (pair: number): readonly [0, 1] | readonly [1, 0] => (pair % 2 === 0 ? [0, 1] : [1, 0])

export interface Comparison {
  readonly tbt: readonly [number, number]
  /** The blocking time of the page thread's own CPU time in Lighthouse's trace (trace-blocking.ts). */
  readonly tracedByCpu: readonly [number, number]
  readonly performance: readonly [number, number]
  /** Pairs in which the second build's blocking time was lower, and in which it was higher. */
  readonly secondLower: number
  readonly secondHigher: number
}

/** Each build's medians over the pairs, and how the pairs went one by one. */
export const compare = (pairs: ReadonlyArray<readonly [Run, Run]>): Comparison => {
  const of = (build: 0 | 1, key: 'tbt' | 'tracedByCpu' | 'performance') => median(pairs.map((pair) => pair[build][key]))
  return {
    tbt: [of(0, 'tbt'), of(1, 'tbt')],
    tracedByCpu: [of(0, 'tracedByCpu'), of(1, 'tracedByCpu')],
    performance: [of(0, 'performance'), of(1, 'performance')],
    secondLower: pairs.filter(([first, second]) => second.tbt < first.tbt).length,
    secondHigher: pairs.filter(([first, second]) => second.tbt > first.tbt).length,
  }
}

const main = async ([buildA, buildB, ...rest]: ReadonlyArray<string>) => {
  if (!buildA || !buildB) throw new Error('usage: tsx scripts/bench-compare.ts <build-a> <build-b> [pairs=8] [route ...]')
  const pairs = Number(rest.find((arg) => /^\d+$/.test(arg)) ?? 8)
  const named = rest.filter((arg) => arg.startsWith('/'))
  const routes = named.length > 0 ? named : ['/m/home', '/m/login', '/m/gameList?gameType=RNG']
  const builds = [resolve(buildA), resolve(buildB)] as const
  const cli = lighthouseCli()
  const servers = await Promise.all(builds.map(serve))
  try {
    for (const route of routes) {
      const runs: Array<readonly [Run, Run]> = []
      console.log(
        `\n${route}: blocking time ms / performance, a then b (by the page thread's CPU time in the trace; speed by Lighthouse; elements)`,
      )
      for (let pair = 0; pair < pairs; pair++) {
        const order = pairOrder(pair)
        const ran: Run[] = []
        for (const build of order) ran[build] = await lighthouse(cli, `http://127.0.0.1:${servers[build]!.port}${route}`)
        const [a, b] = ran as [Run, Run]
        runs.push([a, b])
        const first = order[0] === 0 ? 'a' : 'b'
        const figures = (run: Run) =>
          `${run.tbt.toFixed(0)}/${run.performance} (${run.tracedByCpu.toFixed(0)}; ${run.benchmarkIndex.toFixed(0)}; ${run.elements} elements)`
        console.log(`  pair ${pair + 1} (${first} first): a ${figures(a)}  b ${figures(b)}`)
      }
      const result = compare(runs)
      console.log(`  median blocking time: a ${result.tbt[0].toFixed(0)} ms, b ${result.tbt[1].toFixed(0)} ms`)
      console.log(
        `  median by the page thread's CPU time: a ${result.tracedByCpu[0].toFixed(0)} ms, b ${result.tracedByCpu[1].toFixed(0)} ms`,
      )
      console.log(`  median performance: a ${result.performance[0]}, b ${result.performance[1]}`)
      console.log(`  b blocked less in ${result.secondLower} of ${runs.length} pairs, more in ${result.secondHigher}`)
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main(process.argv.slice(2))
