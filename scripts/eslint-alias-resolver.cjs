/**
 * Import resolver for eslint-plugin-boundaries: the tsconfig/vite aliases (@/, @harness/, @fixtures/)
 * mapped onto their folders, then Node resolution with the TypeScript extensions. Without it the
 * plugin cannot see where `@/lib/site/...` points and the boundaries would not be checked.
 * CommonJS because eslint-module-utils loads resolvers with require().
 */
const path = require('node:path')
const node = require('eslint-import-resolver-node')

const root = path.resolve(__dirname, '..')
const aliases = { '@/': 'src/', '@harness/': 'harness/', '@fixtures/': 'fixtures/' }
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.json']

exports.interfaceVersion = 2
exports.resolve = (source, file) => {
  const bare = source.replace(/\?.*$/, '') // vite queries (?url, ?raw) name the same file
  const prefix = Object.keys(aliases).find((alias) => bare.startsWith(alias))
  const target = prefix ? path.join(root, aliases[prefix], bare.slice(prefix.length)) : bare
  return node.resolve(target, file, { extensions })
}
