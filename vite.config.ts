/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { harnessDevPages } from './harness/node/dev-pages'
import { compileHints } from './scripts/compile-hints'
import { compressedCopies } from './scripts/compressed-copies'
import { effectChunk, headStartInline, librariesChunk } from './scripts/head-start-inline'
import { inlineStylesheet } from './scripts/inline-stylesheet'
import { contentSecurityPolicy } from './scripts/security-headers'
import { namespaces } from './src/lib/i18n/namespaces'

const alias = {
  '@': resolve(import.meta.dirname, 'src'),
  '@harness': resolve(import.meta.dirname, 'harness'),
  '@fixtures': resolve(import.meta.dirname, 'fixtures'),
}

/** A boot namespace's locale file (i18n.ts loads each by itself); its language is the first group. */
const bootTranslations = new RegExp(`[\\\\/]i18n[\\\\/]locales[\\\\/]([\\w-]+)[\\\\/](?:${namespaces.join('|')})\\.json$`)

// Only one service worker may own "/": production ships without msw's worker.
const dropMockWorker = (): Plugin => ({
  name: 'drop-mock-service-worker',
  apply: 'build',
  writeBundle(options) {
    if (options.dir) rmSync(resolve(options.dir, 'mockServiceWorker.js'), { force: true })
  },
})

// The head start's plugin also knows which files the first views need: the worker precaches those.
const headStart = headStartInline()

export default defineConfig({
  resolve: { alias },
  plugins: [
    react(),
    dropMockWorker(),
    headStart,
    harnessDevPages(),
    // Build only: the policy as a <meta> in index.html, from the configuration (docs/deployment.md).
    inlineStylesheet(),
    contentSecurityPolicy(),
    // Production only: the installed app opens offline on its cached shell (the gate then says
    // 'Cannot connect' and offers Retry). API calls are never cached. Dev keeps msw's worker.
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the entry once the first screen has settled (src/lib/pwa/register-worker.ts).
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest
      workbox: {
        // Not the icons: the installed app's home-screen icon is the system's copy, and a first
        // visit would download 12 KB of PNGs no screen shows.
        globPatterns: ['**/*.{js,css,html,webmanifest}'],
        globIgnores: ['mockServiceWorker.js'],
        // The shell and the first views only; the other chunks are kept as pages load them.
        manifestTransforms: [headStart.api.precacheFirstViews],
        runtimeCaching: [
          {
            // Hashed names never change content: the cached copy is the file.
            urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 400 } },
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/wps\//, /^\/lgw\//, /^\/vip\//, /^\/lotto\//],
        cleanupOutdatedCaches: true,
        // A new version takes over at once: the shell is static and every API call is live anyway.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    compileHints(),
    compressedCopies(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The entry and everything it imports statically in four files (and the bundler's small
    // runtime): React with React DOM on its own, Effect, the other libraries, the app's own code. Left to
    // itself the bundler cut them into ~15 chunks (the parts later pages share), all needed before
    // the first render anyway: on a phone's six HTTP/1.1 connections they queued, and compressed
    // apart they were 8 KB more (Lighthouse on login and the game list: 93 -> 96 median). React
    // DOM apart: each file opens with V8's compile hint (scripts/compile-hints.ts), and Chrome
    // compiles and hands over two halves where it did one 500 KB file: blocking time after the
    // first paint at 4x CPU, median, home 577 -> 456 ms, login 434 -> 240, game list 727 -> 476
    // (docs/performance.md). Effect and the other libraries apart: the head start runs their files
    // a task each before the entry (head-start.ts startAppAfterFirstFrame), so the boot's modules
    // run as three tasks, not one.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 1 },
            { name: effectChunk, test: /node_modules[\\/]effect[\\/]/, tags: ['$initial'], priority: 1 },
            { name: librariesChunk, test: /node_modules[\\/](?!(react|react-dom|scheduler|effect)[\\/])/, tags: ['$initial'], priority: 1 },
            { name: 'boot', tags: ['$initial'] },
            // The boot's namespaces of one language in one file, not four: every first view asks
            // for all of them, and each request's start and answer cost the main thread time.
            {
              name: (id) => {
                const language = bootTranslations.exec(id)?.[1]
                return language ? `translations-${language}` : null
              },
              test: bootTranslations,
            },
            // Small shared pieces of the forms and pages after the first paint, one file instead of
            // a dozen of 0.2-1.8 KB (+CSS): on this machine's Chromium each request start cost the
            // main thread time. Login's first view 41 -> 27 requests, its main-thread task time
            // median 940 -> 814 ms over 12 cold loads at 1x (docs/performance.md). A group takes
            // its modules' imports along, so it names only modules whose imports are in the entry
            // already, but for the SMS code button's own machine (sms-countdown), which came with it
            // before too; the game list needs none of them and does not load it.
            {
              name: 'kit',
              test: /\/src\/(ui\/(text-field|select|query-view|on-demand|submit-row|captcha-image|send-code-button)\.tsx|lib\/effect\/(answered-within|countdown)\.ts|(lib|domain)\/captcha\.ts)$/,
            },
          ],
        },
      },
      // src/ui's modules do nothing on import but define components and import their CSS: the
      // entry keeps only those something on it uses, and their styles with them (-0.8 KB brotli).
      treeshake: { moduleSideEffects: [{ test: /\/src\/ui\/[^/]+\.tsx?$/, sideEffects: false }] },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // A script element the code under test adds (the head start's entry) is not fetched: say so quietly.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          include: ['src/**/*.test.{ts,tsx}', 'harness/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          // Files share a worker instead of a process each (unit 275 s -> 62 s on 2 cores);
          // fresh-file.ts gives each file fresh modules and a clean window.
          setupFiles: ['tests/setup/fresh-file.ts', 'tests/setup/unit.ts'],
          isolate: false,
          // Vitest leaves a core to the main process by default: one worker on a 2-core machine.
          // The files are independent and the main process idles, so both cores run tests.
          maxWorkers: 2,
          // The harness's first call of a file builds the QA agent's team and its 90 days (~3 s
          // alone): room for that on a loaded machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: { name: 'bundle', environment: 'node', include: ['tests/bundle/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Three files at a time on two cores, each worker with its own harness (global-setup.ts):
          // the browser waits on animations and the network as much as it computes. The whole
          // suite took 1331-1399 s with two (2026-12-06) and 1008 s with three, no test slower
          // than its timeouts allow (tests/e2e/README.md).
          maxWorkers: 3,
          // Each file launches its own Chromium and state lives there: the helpers and
          // playwright-core load once per worker, not once per file (~2 s each).
          isolate: false,
        },
      },
    ],
  },
})
