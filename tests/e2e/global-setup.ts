import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * Starts the Node harness (harness/node/serve.ts) over the production build in dist/, one per
 * worker, each on a free 127.0.0.1 port with its frame origin on a second free port, hands them to
 * the tests as `inject('harnesses')`, and stops them afterwards.
 * It does not build: run `npm run build` first (see tests/e2e/README.md). The build is copied
 * to a temporary folder first, so a rebuild of dist/ during the run cannot pull chunks away from
 * under a test.
 */

const root = resolve(import.meta.dirname, '../..')
/** E2E_DIST lets a run point at another build; the default is the app's own dist/. */
const dist = resolve(root, process.env.E2E_DIST ?? 'dist')
const readyLine = 'harness listening'
const startTimeoutMs = 30_000

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))))
    })
  })

const waitForReady = (child: ChildProcess) =>
  new Promise<void>((resolveReady, reject) => {
    let stdout = ''
    let stderr = ''
    const fail = (reason: string) => {
      clearTimeout(timer)
      reject(new Error(`${reason}\n--- harness stdout ---\n${stdout}\n--- harness stderr ---\n${stderr}`))
    }
    const timer = setTimeout(() => fail(`the harness did not print '${readyLine}' within ${startTimeoutMs} ms`), startTimeoutMs)
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.includes(readyLine)) {
        clearTimeout(timer)
        resolveReady()
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('error', (error) => fail(`the harness could not start: ${error.message}`))
    child.once('exit', (code, signal) => fail(`the harness exited early (code ${code}, signal ${signal})`))
  })

const stop = (child: ChildProcess) =>
  new Promise<void>((resolveStop) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolveStop()
    const force = setTimeout(() => child.pid !== undefined && process.kill(child.pid, 'SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolveStop()
    })
    process.kill(child.pid, 'SIGTERM')
  })

/** Every /assets/ file index.html names must exist: a half-written dist/ fails here, clearly. */
const checkBuild = (dir: string) => {
  const index = resolve(dir, 'index.html')
  if (!existsSync(index)) throw new Error(`e2e: ${index} is missing. Build the app first: npm run build`)
  const missing = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((asset) => !existsSync(resolve(dir, asset)))
  if (missing.length > 0) {
    throw new Error(`e2e: ${dir} is incomplete (missing ${missing.join(', ')}). Rebuild: npm run build`)
  }
  // Every browser test runs under the policy the build ships (docs/deployment.md).
  if (!/<meta http-equiv="Content-Security-Policy"/.test(readFileSync(index, 'utf8'))) {
    throw new Error(`e2e: ${index} carries no Content-Security-Policy meta (an old build?). Rebuild: npm run build`)
  }
}

interface Harness {
  readonly origins: { readonly baseUrl: string; readonly frameOrigin: string }
  readonly child: ChildProcess
}

/** One harness server over the served build, on two free ports none of `taken` has. */
const startHarness = async (served: string, taken: Set<number>): Promise<Harness> => {
  const freshPort = async () => {
    let port = await freePort()
    while (taken.has(port)) port = await freePort()
    taken.add(port)
    return port
  }
  const port = await freshPort()
  const framePort = await freshPort()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'harness/node/serve.ts', '--port', String(port), '--frame-port', String(framePort), '--dist', served],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  try {
    await waitForReady(child)
  } catch (error) {
    await stop(child)
    throw error
  }
  // Keep draining the pipes so a chatty server never blocks on a full buffer.
  child.stdout?.resume()
  child.stderr?.resume()
  return { origins: { baseUrl: `http://127.0.0.1:${port}`, frameOrigin: `http://localhost:${framePort}` }, child }
}

/**
 * One harness per worker (the e2e project's maxWorkers): a harness holds one scenario and one set
 * of sessions, so files running at once must never share one. Each file finds its own by
 * VITEST_POOL_ID (browser.ts).
 */
export default async function setup({ provide, config }: TestProject) {
  checkBuild(dist)
  const served = await mkdtemp(join(tmpdir(), 'wps-e2e-dist-'))
  await cp(dist, served, { recursive: true })
  checkBuild(served)

  const harnesses: Harness[] = []
  const cleanUp = async () => {
    await Promise.all(harnesses.map((harness) => stop(harness.child)))
    await rm(served, { recursive: true, force: true })
  }
  const taken = new Set<number>()
  try {
    for (let worker = 0; worker < Math.max(1, config.maxWorkers); worker++) harnesses.push(await startHarness(served, taken))
  } catch (error) {
    await cleanUp()
    throw error
  }
  provide(
    'harnesses',
    harnesses.map((harness) => harness.origins),
  )
  return cleanUp
}
