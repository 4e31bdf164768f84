/**
 * Where a route's script goes, by origin: each library by package, the app's own code by its
 * top folder, translations, and the bundler's glue. Each file's brotli bytes are shared out by how
 * many of its minified bytes each source map segment covers, so the parts add up to the file.
 * bench:size prints it beside the ratio, to show what a bound on the critical path would have to cut.
 */
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'

/** A source's origin: `react-dom`, `effect`, `src/features`... (React's three packages are one: the hello world is them). */
const originOf = (source: string) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1]
  if (inPackage) return ['react', 'react-dom', 'scheduler'].includes(inPackage) ? 'react + react-dom' : inPackage
  return /\bsrc\/[^/]+\.tsx?$/.test(source) ? 'src' : (/\b(src\/[^/]+)\//.exec(source)?.[1] ?? source)
}

/** Brotli bytes of `files` (paths, each with its `.map` beside it) by origin, largest first. */
export const scriptByOrigin = (files: ReadonlyArray<{ path: string; brotli: number }>) => {
  const totals = new Map<string, number>()
  const add = (origin: string, bytes: number) => totals.set(origin, (totals.get(origin) ?? 0) + bytes)
  for (const { path, brotli } of files) {
    const code = readFileSync(path, 'utf8')
    // The bundler's own runtime has no map; a map with no sources is data made a module: the translations.
    const map = existsSync(`${path}.map`)
      ? (JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: ReadonlyArray<string>; sourceRoot?: string })
      : null
    if (!map?.sources.length) {
      add(basename(path).startsWith('translations-') ? 'translations' : 'bundler', brotli)
      continue
    }
    const segments: Array<{ line: number; column: number; origin: string }> = []
    new SourceMapConsumer(map as never).eachMapping((mapping) =>
      segments.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        origin: mapping.source ? originOf(resolve(dirname(path), map.sourceRoot ?? '', mapping.source)) : 'bundler',
      }),
    )
    segments.sort((a, b) => a.line - b.line || a.column - b.column)
    const lines = code.split('\n')
    const share = brotli / code.length
    let mapped = 0
    segments.forEach((segment, index) => {
      const next = segments[index + 1]
      const end = next?.line === segment.line ? next.column : lines[segment.line - 1]!.length
      const length = Math.max(0, end - segment.column)
      add(segment.origin, length * share)
      mapped += length
    })
    // What no segment covers is the bundler's: imports, exports, the lists of files to preload.
    add('bundler', (code.length - mapped) * share)
  }
  return [...totals].sort((a, b) => b[1] - a[1])
}
