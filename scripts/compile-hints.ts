import type { Plugin } from 'vite'
import { freshCopies } from './compressed-copies'

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
export const compileAllHint = '//# allFunctionsCalledOnLoad'

/**
 * Build only: the boot's files, the entry and the chunks it imports statically (React DOM, Effect,
 * the other libraries and the app's frame, ~500 KB together: vite.config.ts), open with
 * V8's explicit compile hint. Almost every function in them runs before the first view is drawn;
 * without the hint V8 parses each one twice and compiles it on the main thread when it is first
 * called, most of the boot's long task. With it Chrome compiles each file on a background thread
 * while it streams in (docs/performance.md: a cold home at 4x CPU spent about half as long parsing and
 * compiling on the main thread).
 *
 * V8 reads the hint only on the file's first line, and Vite puts its preload table there last of
 * all (its import analysis, after which the compressed copies are made): so the hint goes in
 * after both, and the files' copies are made again.
 */
export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const boot = new Set(
        Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName, ...chunk.imports] : [])),
      )
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !boot.has(chunk.fileName)) continue
        chunk.code = `${compileAllHint}\n${chunk.code}`
        // One line more at the top: the source map's lines move down by one, in the chunk's map and
        // in the map's file, which the bundler has already written out beside it (--sourcemap).
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
        const mapFile = bundle[`${chunk.fileName}.map`]
        if (mapFile?.type === 'asset') {
          const map = JSON.parse(typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source))
          mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` })
        }
        for (const [suffix, copy] of Object.entries(freshCopies(chunk.code))) {
          const asset = bundle[`${chunk.fileName}${suffix}`]
          if (asset?.type === 'asset') asset.source = copy
        }
      }
    },
  },
})
