/**
 * SPEC §9: images come from the configured image CDN list, one chosen at random per visit, with
 * the default image on error. Absolute and inline sources are left as they are.
 */

declare global {
  /**
   * This visit's CDN. On the page, not in this module: the document's head start (head-start.ts)
   * picks it for the game list's first tiles before the app, built and loaded separately, runs.
   */
  var __wpsImageCdn: string | undefined
}

/** Picks a CDN from the status's list, unless this visit's pick is still on it. */
export const chooseImageCdn = (cdns: ReadonlyArray<string>, random: () => number = Math.random) => {
  const listed = cdns.map((cdn) => cdn.replace(/\/+$/, ''))
  const kept = globalThis.__wpsImageCdn
  if (kept !== undefined && listed.includes(kept)) return
  globalThis.__wpsImageCdn = listed.length > 0 ? listed[Math.floor(random() * listed.length)] : ''
}

export const imageUrl = (source: string) =>
  source === '' || /^(https?:|data:|blob:)/.test(source)
    ? source
    : `${globalThis.__wpsImageCdn ?? ''}${source.startsWith('/') ? '' : '/'}${source}`
