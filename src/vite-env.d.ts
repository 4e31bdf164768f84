/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_MERCHANT?: string
  readonly VITE_HARNESS?: 'on' | 'off'
  readonly VITE_LOTTERY_URL?: string
  /** Content security policy only (scripts/security-headers.ts): read by the build, not by the app. */
  readonly VITE_FRAME_ORIGINS?: string
  readonly VITE_IMAGE_ORIGINS?: string
  readonly VITE_SERVICE_ORIGINS?: string
  /** `npm start` only: the harness's frame origin, defined by harness/node/dev-pages.ts. */
  readonly VITE_HARNESS_FRAME_ORIGIN?: string
}

// compressorjs's ES module build, imported by path (src/lib/image/image-upload.ts): the package's own types.
declare module 'compressorjs/dist/compressor.esm.js' {
  export { default } from 'compressorjs'
}
