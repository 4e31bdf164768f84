import { describe, expect, it } from 'vitest'
import { base64Of, imageIssue, jpegName } from './image-upload'

const MB = 1024 * 1024

describe('an image the member picks (SPEC §5: png or jpg, at most 5 MB)', () => {
  it.each([
    ['a small PNG', { type: 'image/png', size: 10_000 }, null],
    ['a JPEG of exactly 5 MB', { type: 'image/jpeg', size: 5 * MB }, null],
    ['a JPEG one byte over', { type: 'image/jpeg', size: 5 * MB + 1 }, 'validation.image_size'],
    ['a GIF', { type: 'image/gif', size: 100 }, 'validation.image_type'],
    ['a WebP', { type: 'image/webp', size: 100 }, 'validation.image_type'],
    ['a file of no type', { type: '', size: 100 }, 'validation.image_type'],
    ['a PDF over the size', { type: 'application/pdf', size: 9 * MB }, 'validation.image_type'],
  ])('%s: %s', (_name, file, issue) => expect(imageIssue(file)).toBe(issue))

  it('travels as base64 without a data: prefix', async () => {
    expect(await base64Of(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00])]))).toBe('/9j/AA==')
  })

  it.each([
    ['receipt.PNG', 'receipt.jpg'],
    ['IMG_0042.jpeg', 'IMG_0042.jpg'],
    ['screenshot', 'screenshot.jpg'],
    ['my.bank.slip.png', 'my.bank.slip.jpg'],
  ])('%s is sent as %s once re-encoded', (name, sent) => expect(jpegName({ name })).toBe(sent))
})
