/**
 * Starts the Node harness (harness/node/harness-server.ts) over a build.
 * Usage: tsx harness/node/serve.ts [--port 4318] [--frame-port 4319] [--dist dist]
 */
import { startHarnessServer } from './harness-server'

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

const port = Number(arg('port', process.env.PORT ?? '4318'))
const dist = arg('dist', 'dist')
const server = await startHarnessServer({ port, framePort: Number(arg('frame-port', String(port + 1))), dist })
console.log(`harness listening on http://127.0.0.1:${server.port}, frames on ${server.frameOrigin} (dist: ${dist})`)
