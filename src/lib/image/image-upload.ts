import { limits } from '@/lib/effect/policies'

/**
 * Images a member uploads (avatar, ID photo, deposit receipt; promotion applications later): PNG or
 * JPG of at most 5 MB (SPEC §5, §9), checked before anything is sent, then made smaller in the
 * browser so a phone on prepaid data does not send a 4 MB camera photo for a 96 px avatar.
 */

export const uploadTypes: ReadonlyArray<string> = ['image/png', 'image/jpeg']

/** The dictionary key (common namespace) of why a file is refused, or null when it may be sent. */
export const imageIssue = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!uploadTypes.includes(file.type)) return 'validation.image_type'
  if (file.size > limits.uploadMaxBytes) return 'validation.image_size'
  return null
}

/** How far an image is shrunk: its largest width and height in px, and the JPEG quality. */
export interface Shrink {
  readonly maxWidth: number
  readonly maxHeight?: number
  readonly quality?: number
}

/**
 * The image re-encoded as JPEG within the given size (compressorjs, loaded on first use: it never
 * rides on a page that uploads nothing). Falls back to the original when the browser cannot decode it.
 */
export const compressImage = async (file: File, { maxWidth, maxHeight = Infinity, quality = 0.8 }: Shrink): Promise<Blob> => {
  // Its ES module build: the package's "browser" field names a UMD file, whose CommonJS wrapper
  // would make the bundler split its interop helpers into a chunk the first paint has to load.
  const { default: Compressor } = await import('compressorjs/dist/compressor.esm.js')
  return new Promise((resolve) => {
    new Compressor(file, {
      quality,
      maxWidth,
      maxHeight,
      mimeType: 'image/jpeg',
      // Bigger than the original is no saving (a small PNG re-encoded): keep the original.
      strict: true,
      success: resolve,
      error: () => resolve(file),
    })
  })
}

/** The file name an upload carries once re-encoded: the same name, as JPEG. */
export const jpegName = (file: Pick<File, 'name'>) => file.name.replace(/\.\w+$/, '') + '.jpg'

/** The bytes as base64 (no `data:` prefix), as the platform's encoded-image calls take them. */
export const base64Of = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(binary)
}
