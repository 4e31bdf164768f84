import { describe, expect, it } from 'vitest'
import { toEmbedUrl } from './embed-url'

const embed = (id: string, extra = '') => `https://www.youtube-nocookie.com/embed/${id}?autoplay=0&rel=0${extra}`

describe('toEmbedUrl', () => {
  it('turns watch links of every YouTube form into a no-cookie embed without autoplay or related videos', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed('dQw4w9WgXcQ'))
    expect(toEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share')).toBe(embed('dQw4w9WgXcQ'))
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe(embed('dQw4w9WgXcQ'))
    expect(toEmbedUrl('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed('dQw4w9WgXcQ'))
    expect(toEmbedUrl('https://www.youtube.com/live/dQw4w9WgXcQ')).toBe(embed('dQw4w9WgXcQ'))
    expect(toEmbedUrl('  https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1  ')).toBe(embed('dQw4w9WgXcQ'))
    expect(toEmbedUrl('http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(embed('dQw4w9WgXcQ'))
  })

  it('keeps a start time', () => {
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=90')).toBe(embed('dQw4w9WgXcQ', '&start=90'))
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toBe(embed('dQw4w9WgXcQ', '&start=90'))
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=nonsense')).toBe(embed('dQw4w9WgXcQ'))
  })

  it('adds the JS API switch and origin when asked (so the player accepts pauseVideo)', () => {
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ', { jsApi: true, origin: 'https://m.example.com' })).toBe(
      embed('dQw4w9WgXcQ', '&enablejsapi=1&origin=https%3A%2F%2Fm.example.com'),
    )
  })

  it('autoplays when asked (the player made by a tap on play)', () => {
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ', { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )
  })

  it('passes other http(s) links through and refuses the rest', () => {
    expect(toEmbedUrl('https://player.example.com/v/42')).toBe('https://player.example.com/v/42')
    expect(toEmbedUrl('')).toBeNull()
    expect(toEmbedUrl('not a url')).toBeNull()
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull()
    expect(toEmbedUrl('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(toEmbedUrl('https://www.youtube.com/channel/UC123')).toBeNull()
  })
})
