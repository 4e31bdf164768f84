/**
 * Prints what a first visit downloads before first paint (index.html, its entry script, the
 * modules it preloads and its CSS) in gzip bytes, then every chunk. Run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = resolve(import.meta.dirname, '../dist')
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const html = readFileSync(join(dist, 'index.html'), 'utf8')
const critical = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
const rows = [['index.html', gz(join(dist, 'index.html'))] as const, ...critical.map((file) => [file, gz(join(dist, file))] as const)]
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0)

console.log('first paint path (gzip):')
for (const [file, bytes] of rows) console.log(`  ${kb(bytes).padStart(9)}  ${file}`)
console.log(`  ${kb(total).padStart(9)}  total (floor: a bare React 19 page is 68.6 KB, STACK.md)`)

const chunks = readdirSync(join(dist, 'assets'))
  .map((file) => [file, gz(join(dist, 'assets', file))] as const)
  .sort((a, b) => b[1] - a[1])
console.log('\nall chunks (gzip):')
for (const [file, bytes] of chunks) console.log(`  ${kb(bytes).padStart(9)}  ${file}`)
