import { describe, expect, it } from 'vitest'
import { compileAllHint, compileHints } from '../../scripts/compile-hints'

/** The bundle the plugin is handed with --sourcemap: an entry, its map's file, a page. */
const bundleOf = () => ({
  'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: [], code: 'boot()', map: { mappings: 'AAAA' } },
  'assets/index.js.map': { type: 'asset', fileName: 'assets/index.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
  'assets/page.js': { type: 'chunk', fileName: 'assets/page.js', isEntry: false, imports: [], code: 'page()', map: { mappings: 'AAAA' } },
})

const run = (bundle: ReturnType<typeof bundleOf>) => {
  const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: unknown) => void }
  hook.handler({}, bundle)
}

describe('compile hints', () => {
  it("opens the boot's files with the hint and moves their source maps down a line, the map's file too", () => {
    const bundle = bundleOf()
    run(bundle)
    expect(bundle['assets/index.js'].code).toBe(`${compileAllHint}\nboot()`)
    expect(bundle['assets/index.js'].map.mappings).toBe(';AAAA')
    // What a debugger or profiler reads: without the line, every frame mapped to the line below it.
    expect(JSON.parse(bundle['assets/index.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA' })
  })

  it('leaves a chunk the entry does not import as it is', () => {
    const bundle = bundleOf()
    run(bundle)
    expect(bundle['assets/page.js'].code).toBe('page()')
    expect(bundle['assets/page.js'].map.mappings).toBe('AAAA')
  })
})
