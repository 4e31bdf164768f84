/**
 * SPEC §2 Footer / Hot News: banners of group m_video link to a video; YouTube watch links are shown
 * as privacy-enhanced embeds that neither autoplay nor suggest related videos.
 */
export type EmbedOptions = {
  /** Adds enablejsapi=1 so the page can postMessage commands (pauseVideo) to the player. */
  jsApi?: boolean
  /** The embedding page's origin, which YouTube asks for alongside enablejsapi. */
  origin?: string
  /** autoplay=1: for the player created by the user's tap on play (SPEC's autoplay 0 is for the page load). */
  autoplay?: boolean
}

export const youTubeEmbedOrigin = 'https://www.youtube-nocookie.com'

const videoId = /^[\w-]{11}$/
const youTubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

/** `t`/`start` of a watch link: 90, 90s, 1m30s or 1h2m3s, in whole seconds. */
const startSeconds = (value: string | null): number | null => {
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value)
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value)
  if (!match || match[0] === '') return null
  const [, h = '0', m = '0', s = '0'] = match
  return Number(h) * 3600 + Number(m) * 60 + Number(s)
}

const idOf = (url: URL): string | null => {
  const host = url.hostname.toLowerCase()
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be' || host === 'www.youtu.be') return parts[0] ?? null
  if (!youTubeHosts.has(host)) return null
  if (parts[0] === 'watch') return url.searchParams.get('v')
  if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') return parts[1] ?? null
  return null
}

/**
 * The URL to put in an iframe for a video link: YouTube links (watch, youtu.be, shorts, live,
 * embed) become `https://www.youtube-nocookie.com/embed/{id}?autoplay=0&rel=0` (autoplay=1 when asked; keeping a start
 * time); any other http(s) URL is returned unchanged; anything else (empty, javascript:, garbage)
 * gives null, so callers show nothing.
 */
export function toEmbedUrl(link: string, options: EmbedOptions = {}): string | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const id = idOf(url)
  if (id === null) return youTubeHosts.has(url.hostname.toLowerCase()) || url.hostname.toLowerCase() === 'youtu.be' ? null : url.href
  if (!videoId.test(id)) return null
  const params = new URLSearchParams({ autoplay: options.autoplay ? '1' : '0', rel: '0' })
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'))
  if (start !== null && start > 0) params.set('start', String(start))
  if (options.jsApi) {
    params.set('enablejsapi', '1')
    if (options.origin) params.set('origin', options.origin)
  }
  return `${youTubeEmbedOrigin}/embed/${id}?${params.toString()}`
}
