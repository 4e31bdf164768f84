import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qr-code'

/** Paints the path's unit squares into RGBA pixels (4 per module), as a camera would see the code. */
const pixelsOf = ({ extent, d }: ReturnType<typeof qrPath>, scale = 4) => {
  const width = extent * scale
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
        rgba.fill(0, at, at + 3)
      }
    }
  }
  return { rgba, width }
}

describe('qrPath', () => {
  it.each([
    'otpauth://totp/WPS:player01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=WPS&algorithm=SHA1&digits=6&period=30',
    'https://m.example.test/m/register?affiliateCode=AB12CD',
    'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  ])('draws a code a reader decodes back to %s', (value) => {
    const { rgba, width } = pixelsOf(qrPath(value))
    expect(jsQR(rgba, width, width)?.data).toBe(value)
  })

  it('keeps the four-module quiet zone the standard asks for', () => {
    const { extent, d } = qrPath('x')
    const coordinates = [...d.matchAll(/M(\d+) (\d+)/g)].flatMap(([, x, y]) => [Number(x), Number(y)])
    expect(Math.min(...coordinates)).toBe(4)
    expect(Math.max(...coordinates)).toBe(extent - 5)
  })
})
