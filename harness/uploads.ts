import { refuse } from './serve-endpoint'

/** The platform's cap on an uploaded image (SPEC §9), checked again on the server side. */
const maxUploadBytes = 5 * 1024 * 1024

/**
 * An image sent as a data URL (a deposit receipt, PLATFORM.md §5): a JPEG or PNG one, then checked
 * as `uploadedImage`. Bare base64 is refused, as the platform's decoder would.
 */
export const uploadedDataUrl = (dataUrl: string) => {
  const base64 = /^data:image\/(?:jpeg|png);base64,(.*)$/s.exec(dataUrl)?.[1]
  return base64 === undefined ? refuse('invalid.image', 'Unknown error') : uploadedImage(base64)
}

/**
 * An image a member uploaded as base64 (avatar, ID photo), checked as the platform does: it
 * decodes, it is a JPEG or a PNG by its signature, and it is within the cap. The bytes and their
 * kind, or the refusal to answer.
 */
export const uploadedImage = (base64: string): { readonly bytes: Uint8Array; readonly kind: 'jpg' | 'png' } | Response => {
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  } catch {
    return refuse('invalid.image', 'Unknown error')
  }
  const kind = bytes[0] === 0xff && bytes[1] === 0xd8 ? 'jpg' : bytes[0] === 0x89 && bytes[1] === 0x50 ? 'png' : null
  if (!kind) return refuse('invalid.image.type', 'Unknown error')
  if (bytes.length > maxUploadBytes) return refuse('image.too.large', 'Unknown error')
  return { bytes, kind }
}
