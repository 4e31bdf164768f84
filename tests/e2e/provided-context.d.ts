/** What tests/e2e/global-setup.ts hands to every e2e test file through `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the Node harness server that serves dist/ and answers /wps and /__harness. */
    baseUrl: string
    /** The harness's frame origin (http://localhost:<port>): games, lottery, chat and task pages. */
    frameOrigin: string
  }
}

export {}
