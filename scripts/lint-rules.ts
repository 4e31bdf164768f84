/** The rules of scripts/lint.ts, pure so tests can pin them (tests/unit/lint-rules.test.ts). */
import { dirname, join, relative, resolve, sep } from 'node:path'

export const root = resolve(import.meta.dirname, '..')

export const resolveImport = (from: string, specifier: string): string | null => {
  if (specifier.startsWith('@/')) return join('src', specifier.slice(2))
  if (specifier.startsWith('@harness/')) return join('harness', specifier.slice(9))
  if (specifier.startsWith('@fixtures/')) return join('fixtures', specifier.slice(10))
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(from), specifier))
  return null
}

const featureOf = (path: string) => (path.startsWith(`src${sep}features${sep}`) ? path.split(sep)[2] : undefined)
export const isTestOrStory = (path: string) => /\.(test|stories|e2e)\.tsx?$/.test(path) || path.includes(`${sep}test-`)

/** DESIGN.md §3, one rule per row: returns why an import is not allowed, or null. */
export const boundaryViolation = (file: string, target: string, dynamic: boolean): string | null => {
  const to = target.split(sep).join('/')
  const from = file.split(sep).join('/')
  const into = (prefix: string) => to === prefix || to.startsWith(`${prefix}/`)
  if (from.startsWith('src/')) {
    if (into('harness') || into('fixtures')) {
      if (isTestOrStory(file)) return null // tests and stories run on the harness and its fixtures
      return from === 'src/main.tsx' && dynamic ? null : 'src must not import the harness or fixtures (one dynamic import in main.tsx only)'
    }
  }
  if (from.startsWith('src/ui/') && (into('src/features') || into('src/app') || into('src/lib/http'))) {
    return 'src/ui must not import features, app or lib/http'
  }
  if ((from.startsWith('src/lib/') || from.startsWith('src/domain/')) && (into('src/features') || into('src/app'))) {
    return 'src/lib and src/domain must not import features or app'
  }
  const feature = featureOf(file)
  if (feature !== undefined) {
    if (into('src/app')) return 'a feature must not import app'
    const other = featureOf(target)
    if (other !== undefined && other !== feature) return `feature ${feature} must not import feature ${other} (compose them in app)`
  }
  if (from.startsWith('harness/')) {
    const allowed = into('src/domain') || /^src\/features\/[^/]+\/[^/]+-schema(\.ts)?$/.test(to) || into('fixtures') || into('harness')
    if (into('src') && !allowed) return 'the harness may import only src/domain and src/features/*/*-schema.ts'
  }
  if (from.startsWith('fixtures/') && into('src') && !into('src/domain')) return 'fixtures may import only src/domain'
  return null
}

/** Props whose string values reach the user. */
export const textProps = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'message', 'confirmLabel', 'cancelLabel'])
export const hasWords = (text: string) => /\p{L}{2,}/u.test(text)

