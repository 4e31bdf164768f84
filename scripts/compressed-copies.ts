import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { compression } from 'vite-plugin-compression2'

const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }
const gzip = { level: constants.Z_BEST_COMPRESSION }

/**
 * Build only: a brotli and a gzip copy beside every text asset, served by the harness (and any
 * CDN, docs/deployment.md) to the browsers that ask for them. Small files gain nothing.
 */
export const compressedCopies = () =>
  compression({
    algorithms: [
      ['brotliCompress', brotli],
      ['gzip', gzip],
    ],
    include: /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/,
    threshold: 1024,
  })

/** The copies of a file a plugin changed after they were made (compile-hints.ts), by their suffix. */
export const freshCopies = (code: string) => ({
  '.br': brotliCompressSync(code, brotli),
  '.gz': gzipSync(code, gzip),
})
