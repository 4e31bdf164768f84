/**
 * The floors the benchmarks compare with, built by the same Vite with the same compressed copies
 * as the app: a bare React 19 hello world (both benchmarks), and the design floor (bench:size).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { compressedCopies } from './compressed-copies'

const root = resolve(import.meta.dirname, '..')

/** Builds a one-page sample whose script is `main`; returns its dist folder. */
const buildSample = async (name: string, main: string) => {
  // Inside the project, so its imports resolve to the project's own packages.
  const dir = join(root, 'node_modules/.cache', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />' +
      '<meta name="description" content="Hello world" /><title>Hello</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  )
  writeFileSync(join(dir, 'main.tsx'), main)
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), compressedCopies()],
    build: { outDir: join(dir, 'dist'), target: 'es2022' },
  })
  return join(dir, 'dist')
}

/** The floor: React 19 rendering one line. */
export const buildHelloWorld = () =>
  buildSample(
    'bench-hello',
    "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<main><h1>Hello world</h1></main>)\n",
  )

/**
 * The design floor: what the design's packages weigh on a first render before any code of ours.
 * One line again, but through each package the app's boot uses, the way it uses it: a wouter
 * route, a jotai atom, an i18next translation through react-i18next, and an Effect service run by
 * a managed runtime that decodes its answer with Schema, retried on a schedule under a timeout.
 */
export const buildDesignFloor = () =>
  buildSample(
    'bench-design-floor',
    `import { createRoot } from 'react-dom/client'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { atom, useAtomValue } from 'jotai'
import { Route, Switch } from 'wouter'
import { Context, Effect, Layer, ManagedRuntime, Schedule, Schema } from 'effect'

const Greeting = Schema.Struct({ name: Schema.String, open: Schema.Boolean })
class Api extends Context.Service<Api, { readonly get: (url: string) => Effect.Effect<unknown> }>()('Api') {}
const runtime = ManagedRuntime.make(Layer.succeed(Api, { get: (url) => Effect.promise(() => fetch(url).then((answer) => answer.json())) }))
const greeting = atom(() =>
  runtime.runPromise(
    Effect.gen(function* () {
      const api = yield* Api
      return yield* Schema.decodeUnknownEffect(Greeting)(yield* api.get('/greeting.json'))
    }).pipe(Effect.retry(Schedule.spaced('1 second')), Effect.timeout('5 seconds')),
  ),
)
const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common: { hello: 'Hello {{name}}' } } } })
const Hello = () => {
  const { t } = useTranslation('common')
  return <h1>{t('hello', { name: useAtomValue(greeting).name })}</h1>
}
createRoot(document.getElementById('root')!).render(<main><Switch><Route path="/"><Hello /></Route></Switch></main>)
`,
  )
