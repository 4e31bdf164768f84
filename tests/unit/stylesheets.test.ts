import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every class a component names in `className` is styled wherever it is drawn. A stylesheet comes
 * with the chunk of the module that imports it, so a class defined in a sheet that nothing on the
 * component's way imports is unstyled when its page is opened directly (the failure message in
 * plain text colour, the mall's cards without their box, while the account forms' or the member
 * centre's sheets had not come yet). Read statically: the entry (src/main.tsx) and each module
 * some `import()` loads are the roots; a root's classes may come from its own static imports, the
 * entry's, or those of the modules that load it.
 */
const root = resolve(import.meta.dirname, '../..')
/** Every file under src, as paths from the project's root. */
const srcFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => join('src', file))
const sources = srcFiles.filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))

const resolveImport = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/')
    ? join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null
  if (base === null) return null
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) =>
    statSync(join(root, candidate), { throwIfNoEntry: false })?.isFile(),
  )
  return found ?? null
}

interface Module {
  readonly staticImports: ReadonlyArray<string>
  readonly dynamicImports: ReadonlyArray<string>
  readonly classes: ReadonlySet<string>
}

const stringsIn = (node: ts.Node, into: Set<string>) => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) node.text.split(/\s+/).forEach((name) => into.add(name))
  else if (ts.isTemplateExpression(node)) {
    node.head.text.split(/\s+/).forEach((name) => into.add(name))
    node.templateSpans.forEach((span) => span.literal.text.split(/\s+/).forEach((name) => into.add(name)))
  }
  node.forEachChild((child) => stringsIn(child, into))
}

const readModule = (file: string): Module => {
  const text = readFileSync(join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const staticImports: string[] = []
  const dynamicImports: string[] = []
  const classes = new Set<string>()
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly
      const target = resolveImport(file, node.moduleSpecifier.text)
      if (target && !typeOnly) staticImports.push(target)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments
      const target = specifier && ts.isStringLiteral(specifier) ? resolveImport(file, specifier.text) : null
      if (target) dynamicImports.push(target)
    } else if (ts.isJsxAttribute(node) && node.name.getText(source) === 'className' && node.initializer) {
      stringsIn(node.initializer, classes)
    }
    node.forEachChild(visit)
  }
  visit(source)
  classes.delete('')
  return { staticImports, dynamicImports, classes }
}

const modules = new Map<string, Module>()
const moduleOf = (file: string): Module => {
  const known = modules.get(file)
  if (known) return known
  const read = file.endsWith('.css') ? { staticImports: [], dynamicImports: [], classes: new Set<string>() } : readModule(file)
  modules.set(file, read)
  return read
}
sources.forEach(moduleOf)

/** A module and everything it imports statically: what arrives with its chunk. */
const closure = (file: string): Set<string> => {
  const seen = new Set<string>()
  const stack = [file]
  while (stack.length > 0) {
    const next = stack.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    stack.push(...moduleOf(next).staticImports)
  }
  return seen
}

const definedIn = new Map<string, Set<string>>()
for (const sheet of srcFiles.filter((file) => file.endsWith('.css'))) {
  for (const [, name] of readFileSync(join(root, sheet), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/\.([a-zA-Z][\w-]*)/g)) {
    if (!definedIn.has(name!)) definedIn.set(name!, new Set())
    definedIn.get(name!)!.add(sheet)
  }
}

const unstyled = (): ReadonlyArray<string> => {
  const entry = closure('src/main.tsx')
  const loadedBy = new Map<string, Set<string>>()
  for (const [file, module] of modules)
    for (const target of module.dynamicImports) {
      if (!loadedBy.has(target)) loadedBy.set(target, new Set())
      loadedBy.get(target)!.add(file)
    }
  const roots: ReadonlyArray<readonly [string, Set<string>]> = [
    ['src/main.tsx', entry],
    ...[...loadedBy].map(([target, loaders]): readonly [string, Set<string>] => [
      target,
      new Set([...closure(target), ...entry, ...[...loaders].flatMap((loader) => [...closure(loader)])]),
    ]),
  ]
  const found = new Set<string>()
  for (const [start, arrived] of roots)
    for (const file of closure(start))
      for (const name of moduleOf(file).classes) {
        const sheets = definedIn.get(name)
        if (sheets && ![...sheets].some((sheet) => arrived.has(sheet)))
          found.add(`${relative('src', file)}: .${name} (${[...sheets].join(', ')}) does not come with ${relative('src', start)}`)
      }
  return [...found].sort()
}

describe('stylesheets', () => {
  it('the graph is read: the entry brings the theme, and pages are loaded by import()', () => {
    expect(closure('src/main.tsx').has('src/app/theme.css')).toBe(true)
    expect([...modules.values()].some((module) => module.dynamicImports.includes('src/app/pages/home-page.tsx'))).toBe(true)
    expect(moduleOf('src/ui/form-error.tsx').classes.has('form-error')).toBe(true)
  })

  it('every class a component names comes with a stylesheet on its way', () => {
    expect(unstyled()).toEqual([])
  })
})
