import { compression } from 'vite-plugin-compression2'

/**
 * Build only: a brotli and a gzip copy beside every text asset, served by the harness (and any
 * CDN, docs/deployment.md) to the browsers that ask for them. Small files gain nothing.
 */
export const compressedCopies = () =>
  compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/,
    threshold: 1024,
  })
