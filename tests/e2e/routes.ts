import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { paths, type RouteId } from '../../src/lib/routes/paths'

/**
 * Every route of the route table (src/app/routes.ts, which renders pages and so is not imported
 * here), read from its source so a new route is walked too; its path from src/lib/routes/paths.ts
 * and its guard ('none' when it has none).
 */
export const routeTable = [
  ...readFileSync(resolve(import.meta.dirname, '../../src/app/routes.ts'), 'utf8').matchAll(
    /route\('(\w+)'(?:, '[^']*'(?:, \w+(?:, '([^']+)')?)?)?[,)]/g,
  ),
].map((match) => ({ path: paths[match[1] as RouteId] as string, guard: match[2] ?? 'none' }))
