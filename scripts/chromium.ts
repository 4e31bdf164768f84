import type { BrowserContext, CDPSession, Page } from 'playwright-core'

/**
 * Debian's Chromium as the tests and benchmarks drive it (STACK.md): never a downloaded browser,
 * and without background networking, which floods this closed network with refused connections.
 */
export const chromiumPath = '/usr/bin/chromium'
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * A DevTools session on a page, as Lighthouse's own is: with the debugger on (its Scripts gatherer
 * enables it). Playwright attaches without it, and in such a page this Chromium parsed the app's
 * scripts again on the main thread when they first ran (V8 collecting their source positions):
 * React DOM's module evaluated in 28-48 ms, against 3-9 ms in a browser with no DevTools attached
 * and 3-8 ms with the debugger on (docs/performance.md, 2026-12-01). A benchmark measured without
 * it charged every first run of a script several times over.
 */
export const devToolsAsLighthouse = async (context: BrowserContext, page: Page): Promise<CDPSession> => {
  const session = await context.newCDPSession(page)
  await session.send('Debugger.enable')
  return session
}
