/**
 * Stories only: sample artwork as inline SVG data URLs (no network), so the stories look like the
 * real lobby in both themes.
 */
const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/** Fails to load on purpose: shows the default artwork. */
export const brokenImage = 'data:image/png;base64,AAAA'

export const bannerArt = (headline: string, sub: string, from: string, to: string, accent = '#f5b335') =>
  dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="r" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
  <rect width="750" height="300" fill="url(#g)"/><rect width="750" height="300" fill="url(#r)"/>
  <g fill="${accent}" opacity="0.9"><circle cx="650" cy="86" r="58"/><circle cx="650" cy="86" r="42" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="12 9"/></g>
  <text x="650" y="102" font-family="Georgia,serif" font-size="48" font-weight="700" fill="#1a1300" text-anchor="middle">₱</text>
  <text x="48" y="132" font-family="system-ui,sans-serif" font-size="50" font-weight="800" fill="#fff">${headline}</text>
  <text x="48" y="182" font-family="system-ui,sans-serif" font-size="26" fill="#fff" opacity="0.85">${sub}</text>
  <rect x="48" y="214" width="170" height="46" rx="23" fill="${accent}"/><text x="133" y="245" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#1a1300" text-anchor="middle">PLAY NOW</text>
</svg>`)

export const iconArt = (glyph: string, from: string, to: string) =>
  dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="96" height="96" rx="20" fill="url(#g)"/><circle cx="74" cy="20" r="26" fill="#fff" opacity="0.12"/>
  <text x="48" y="62" font-family="system-ui,sans-serif" font-size="40" font-weight="800" fill="#fff" text-anchor="middle">${glyph}</text>
</svg>`)

export { StoryPage } from '@/ui/story-frame'
