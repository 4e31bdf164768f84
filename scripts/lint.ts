/**
 * The project's lint: the import boundaries of DESIGN.md §3 and "no literal user-facing text in
 * JSX" (every string is an i18n key). Runs inside `npm test`; prints each violation and exits 1.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { boundaryViolation, hasWords, isTestOrStory, resolveImport, root, textProps } from './lint-rules'

const roots = ['src', 'harness', 'fixtures']

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })

const problems: string[] = []
for (const file of roots.flatMap((dir) => walk(join(root, dir)))) {
  const rel = relative(root, file)
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const where = (node: ts.Node) => `${rel}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const checkImport = (specifier: string, node: ts.Node, dynamic: boolean) => {
    const target = resolveImport(file, specifier)
    const why = target && boundaryViolation(rel, target, dynamic)
    if (why) problems.push(`${where(node)} imports ${specifier}: ${why}`)
  }
  const checkText = rel.startsWith(`src${sep}`) && rel.endsWith('.tsx') && !isTestOrStory(rel)
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      checkImport(node.moduleSpecifier.text, node, false)
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments
      if (arg && ts.isStringLiteral(arg)) checkImport(arg.text, node, true)
    }
    if (checkText && ts.isJsxText(node) && hasWords(node.text)) {
      problems.push(`${where(node)} literal text in JSX: "${node.text.trim()}" (use an i18n key)`)
    }
    if (checkText && ts.isJsxAttribute(node) && textProps.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer) && hasWords(node.initializer.text)) {
      problems.push(`${where(node)} literal text in ${node.name.getText()}: "${node.initializer.text}" (use an i18n key)`)
    }
    // Every frame gets its sandbox and referrer policy from one place (src/ui/sandboxed-frame.tsx).
    const tag = ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node) ? node.tagName.getText() : ''
    if (tag === 'iframe' && rel.startsWith(`src${sep}`) && rel !== join('src', 'ui', 'sandboxed-frame.tsx')) {
      problems.push(`${where(node)} <iframe>: use SandboxedFrame from src/ui (sandbox and referrer policy in one place)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(`\nlint: ${problems.length} problem(s)`)
  process.exit(1)
}
console.log('lint: import boundaries and JSX text clean')
