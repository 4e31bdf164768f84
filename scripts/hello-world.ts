/**
 * The floor both benchmarks compare with: a bare React 19 + Vite hello world, built by the same
 * Vite with the same compressed copies as the app.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { compressedCopies } from './compressed-copies'

const root = resolve(import.meta.dirname, '..')

/** The floor: React 19 rendering one line, built by the same Vite with the same compression. */
export const buildHelloWorld = async () => {
  // Inside the project, so its imports resolve to the project's own react and react-dom.
  const dir = join(root, 'node_modules/.cache/bench-hello')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />' +
      '<meta name="description" content="Hello world" /><title>Hello</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  )
  writeFileSync(
    join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<main><h1>Hello world</h1></main>)\n",
  )
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), compressedCopies()],
    build: { outDir: join(dir, 'dist'), target: 'es2022' },
  })
  return join(dir, 'dist')
}
