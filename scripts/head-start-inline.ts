import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build, type IndexHtmlTransformContext, type Plugin, type Rollup } from 'vite'
import { localeOf } from '../src/domain/language'
import { gameCategories } from '../src/features/games/games-schema'
import type { BootFailureTexts, FirstView } from '../src/lib/http/head-start'
import { namespaces } from '../src/lib/i18n/namespaces'
import { paths } from '../src/lib/routes/paths'

const src = resolve(import.meta.dirname, '../src')

const home = { page: 'app/pages/home-page.tsx', banners: 'm_home' }
/**
 * The pages a player opens the app on, by path: the module of each (src/app/routes.ts), the parts
 * with chunks of their own the page waits for there, and, where the largest paint is a banner, its
 * group (SPEC §2). The document asks for them itself
 * (src/lib/http/head-start.ts). '/' and '/m' open home (routes.ts opensOnHome).
 */
const firstView: Readonly<Record<string, { readonly page: string; readonly parts?: ReadonlyArray<string>; readonly banners?: string }>> = {
  '/': home,
  '/m': home,
  '/m/': home,
  [paths.home]: home,
  [paths.login]: { page: 'app/pages/auth-page.tsx', banners: 'm_login' },
  // The register tab's form is a chunk of its own, which the page waits for there (auth-page.tsx).
  [paths.register]: { page: 'app/pages/auth-page.tsx', parts: ['features/account/components/register-form.tsx'], banners: 'm_register' },
  [paths.gameList]: { page: 'features/games/pages/game-list-page.tsx' },
}

/** The inline script's entry; its placeholder is filled with the build's table when the page is written. */
const entry = resolve(import.meta.dirname, 'head-start-entry.ts')
const viewSlot = '__HEAD_START_VIEW__'
const scriptsSlot = '__APP_SCRIPTS__'
/** The other libraries' chunk (vite.config.ts): the head start runs it a task before the entry. */
export const librariesChunk = 'libraries'
/** The boot's file of Effect (vite.config.ts), run a task before the other libraries'. */
export const effectChunk = 'effect'
const failureSlot = '__BOOT_FAILURE__'

/** Per language code, what a page whose code failed says (ui.load_failed, ui.retry): the splash says it when the entry fails. */
const bootFailureTexts = (): BootFailureTexts =>
  Object.fromEntries(
    Object.entries(localeOf).map(([code, locale]) => {
      const ui = JSON.parse(readFileSync(resolve(src, `lib/i18n/locales/${locale}/ui.json`), 'utf8')) as Record<string, unknown>
      return [code, [String(ui.load_failed), String(ui.retry)]]
    }),
  )

// bench:size and the bundle test read the table back from index.html as the app's worker does.
export { readFirstView } from '../src/lib/http/head-start'

/**
 * A first-view page's own translation namespaces, read from routes.ts, where lazyPage names them
 * beside the page's import (the one place that says them). The build stops when the page is not
 * found there, rather than leave the document to fetch fewer files than the page waits for.
 */
const pageTranslations = (module: string): ReadonlyArray<string> => {
  const routes = readFileSync(resolve(src, 'app/routes.ts'), 'utf8')
  for (const match of routes.matchAll(/lazyPage(?:<\w+>)?\(\s*\(\) =>\s*import\('([^']+)'\)/g)) {
    const from = match[1]!
    const file = from.startsWith('@/') ? resolve(src, from.slice(2)) : resolve(src, 'app', from)
    if (`${file}.tsx` !== resolve(src, module)) continue
    // The whole call (its import may go on with a .then(...)): the names are its last arguments.
    let depth = 0
    let end = routes.indexOf('(', match.index)
    for (; end < routes.length; end++) {
      if (routes[end] === '(') depth++
      if (routes[end] === ')' && --depth === 0) break
    }
    const names = /((?:,\s*'\w+')*)\s*,?\s*\)$/.exec(routes.slice(match.index, end + 1))?.[1] ?? ''
    return [...names.matchAll(/'(\w+)'/g)].map((name) => name[1]!)
  }
  throw new Error(`head-start: ${module} is not a lazyPage(() => import(...), ...namespaces) of src/app/routes.ts`)
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>

/** The build's table of the first screen (head-start.ts FirstView); files index.html already lists are left out. */
const firstViewOf = (html: string, bundle: Bundle): FirstView => {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
  const listed = (file: string) => html.includes(`/${file}"`)
  /** The chunk holding a module: a page's own, or a group's (the boot's translations: vite.config.ts). */
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(resolve(src, module)))
    if (!chunk) throw new Error(`head-start: no chunk for ${module}`)
    return chunk
  }
  /** A chunk, the chunks it imports and their styles. */
  const filesOf = (module: string) => {
    const files = new Set<string>()
    const visit = (fileName: string) => {
      if (files.has(fileName) || listed(fileName)) return
      files.add(fileName)
      const chunk = bundle[fileName]
      if (chunk?.type !== 'chunk') return
      chunk.viteMetadata?.importedCss.forEach((css) => listed(css) || files.add(css))
      chunk.imports.forEach(visit)
    }
    visit(chunkOf(module).fileName)
    return [...files].map((file) => `/${file}`)
  }
  /** The distinct first views: a page, with the parts of it it waits for on some paths. */
  const viewKey = ({ page, parts = [] }: (typeof firstView)[string]) => [page, ...parts].join(' ')
  const views = [...new Map(Object.values(firstView).map((view) => [viewKey(view), view])).values()]
  /** The files of a language's namespaces: the boot's are one file per language. */
  const translations = (locale: string, of: ReadonlyArray<string>) => [
    ...new Set(of.map((namespace) => `/${chunkOf(`lib/i18n/locales/${locale}/${namespace}.json`).fileName}`)),
  ]
  const languagesWith = (of: ReadonlyArray<string>) =>
    of.length === 0 ? {} : Object.fromEntries(Object.entries(localeOf).map(([code, locale]) => [code, translations(locale, of)]))
  return {
    pages: views.map(({ page, parts = [] }) => [...new Set([page, ...parts].flatMap(filesOf))]),
    pageLocales: views.map(({ page }) => languagesWith(pageTranslations(page))),
    pageAt: Object.fromEntries(
      Object.entries(firstView).map(([path, view]) => [path, views.findIndex((one) => viewKey(one) === viewKey(view))]),
    ),
    locales: languagesWith(namespaces),
    bannersAt: Object.fromEntries(Object.entries(firstView).flatMap(([path, { banners }]) => (banners ? [[path, banners]] : []))),
    // HOT is the hot list and FAV the member's favourites, not the pages (games-atoms.ts gameListQuery).
    gameListAt: { [paths.gameList]: gameCategories.filter((category) => category !== 'HOT' && category !== 'FAV') },
  }
}

/**
 * Build only: `startHeadStart` and `startAppAfterFirstFrame` (src/lib/http/head-start.ts) bundled
 * on their own, minified and inlined in index.html's head, ahead of the stylesheet, with the
 * build's table of the first view and the entry's file (whose module script becomes a
 * modulepreload); the content security policy pins it by its hash, like the theme bootstrap. Not
 * in the harness build: there the harness answers in the page, through a service worker not yet
 * in control when the document starts.
 */
export const headStartInline = () => {
  let script = ''
  let mode = 'production'
  let root = process.cwd()
  /** What this build's index.html names and its first-view table lists (precacheFirstViews). */
  let firstViewFiles: ReadonlySet<string> | undefined
  /**
   * The service worker's precache list cut to the shell: the document, what it names (entry,
   * styles, icons, manifest) and the first views' code from the head start's table (home, login,
   * register and the game list). Every other chunk is cached the first time a page asks for it
   * (vite.config.ts runtimeCaching): a first visit no longer downloads every screen of the app (327
   * files, 669 KB brotli on 2026-11-27) while the player waits for home's pictures. The first
   * views' translations are not precached, in no language: the page has the worker keep its own
   * language's (src/lib/pwa/keep-translations.ts).
   */
  const precacheFirstViews = <Entry extends { readonly url: string }>(entries: Array<Entry>) => {
    const keep = firstViewFiles
    // A build without the head start (the harness build) keeps the whole list.
    if (!keep) return { manifest: entries }
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)) }
  }
  return {
    name: 'head-start-inline',
    api: { precacheFirstViews },
    apply: 'build',
    configResolved(resolved) {
      mode = resolved.mode
      root = resolved.root
    },
    async buildStart() {
      if (mode === 'harness') return
      // Its own small Vite build, so config.ts reads the same import.meta.env as the app's.
      const result = await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: { '@': src } },
        build: { write: false, target: 'es2022', minify: true, lib: { entry, formats: ['iife'], name: 'headStart' } },
      })
      const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
      script = output!.output[0].code.trim()
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (mode === 'harness' || !context.bundle) return html
        // The entry becomes a modulepreload (fetched as early as the module script was); the
        // script starts it after the first frame (head-start.ts startAppAfterFirstFrame).
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
        if (!entryTag) throw new Error('head-start: no entry script in index.html')
        const view = firstViewOf(html, context.bundle)
        const chunks = Object.values(context.bundle)
        // In the order the head start runs them, a task each, before the entry.
        const libraries = [effectChunk, librariesChunk].flatMap((name) =>
          chunks.filter((chunk) => chunk.type === 'chunk' && chunk.name === name),
        )
        const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!)
        firstViewFiles = new Set([...named, ...view.pages.flat().map((file) => file.slice(1))])
        const code = script
          .replace(viewSlot, JSON.stringify(view))
          .replace(scriptsSlot, JSON.stringify([...libraries.map((chunk) => `/${chunk.fileName}`), entryTag[1]]))
          .replace(failureSlot, JSON.stringify(bootFailureTexts()))
        // In the head, ahead of the stylesheet: a script after a stylesheet waits for it, and at the
        // end of the body the banners call, the first banner's file and the largest paint waited
        // with it. Not after the stylesheet at the end of the head: there the script held the
        // parser, and the splash, until the stylesheet came (a cold first paint at 4x CPU of 420 ms
        // there, 268 ms at the end of the body). It touches the page only once the page is parsed
        // (head-start.ts whenParsed).
        const stylesheet = html.indexOf('<link rel="stylesheet"')
        if (stylesheet < 0) throw new Error('head-start: no stylesheet in index.html')
        return `${html.slice(0, stylesheet)}<script>${code}</script>\n    ${html.slice(stylesheet)}`.replace(
          entryTag[0],
          `<link rel="modulepreload" crossorigin href="${entryTag[1]}">`,
        )
      },
    },
  } satisfies Plugin
}
