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
