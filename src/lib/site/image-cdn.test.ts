import { beforeEach, describe, expect, it } from 'vitest'
import { chooseImageCdn, imageUrl } from './image-cdn'

describe('image CDN (SPEC §9)', () => {
  beforeEach(() => {
    globalThis.__wpsImageCdn = undefined // a new visit
  })

  it('prefixes relative sources with the CDN picked at random from the list', () => {
    chooseImageCdn(['https://a.cdn/', 'https://b.cdn'], () => 0.75)
    expect(imageUrl('/img/x.png')).toBe('https://b.cdn/img/x.png')
    expect(imageUrl('img/y.png')).toBe('https://b.cdn/img/y.png')
  })

  it('keeps one CDN for the visit while the status still lists it (the document picks first), else picks again', () => {
    chooseImageCdn(['https://a.cdn/', 'https://b.cdn'], () => 0.75)
    chooseImageCdn(['https://a.cdn/', 'https://b.cdn'], () => 0)
    expect(imageUrl('/img/x.png')).toBe('https://b.cdn/img/x.png')
    chooseImageCdn(['https://a.cdn', 'https://c.cdn'], () => 0.75)
    expect(imageUrl('/img/x.png')).toBe('https://c.cdn/img/x.png')
  })

  it('leaves absolute and inline sources alone, and uses the page origin with no CDN', () => {
    chooseImageCdn(['https://a.cdn'])
    expect(imageUrl('https://other/x.png')).toBe('https://other/x.png')
    expect(imageUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>')
    chooseImageCdn([])
    expect(imageUrl('/img/x.png')).toBe('/img/x.png')
    chooseImageCdn([''])
    expect(imageUrl('/img/x.png')).toBe('/img/x.png')
  })
})
