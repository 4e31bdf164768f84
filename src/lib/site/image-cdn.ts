/**
 * SPEC §9: images come from the configured image CDN list, one chosen at random per visit, with
 * the default image on error. Absolute and inline sources are left as they are.
 */
let chosenCdn = ''

export const chooseImageCdn = (cdns: ReadonlyArray<string>, random: () => number = Math.random) => {
  const pick = cdns.length > 0 ? cdns[Math.floor(random() * cdns.length)] : undefined
  chosenCdn = (pick ?? '').replace(/\/+$/, '')
}

export const imageUrl = (source: string) =>
  source === '' || /^(https?:|data:|blob:)/.test(source) ? source : `${chosenCdn}${source.startsWith('/') ? '' : '/'}${source}`
