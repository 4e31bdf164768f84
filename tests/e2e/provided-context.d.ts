/** What tests/e2e/global-setup.ts hands to every e2e test file through `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** One Node harness server per e2e worker, the worker's at VITEST_POOL_ID - 1. */
    harnesses: ReadonlyArray<{
      /** Origin of the server that serves dist/ and answers /wps and /__harness. */
      readonly baseUrl: string
      /** Its frame origin (http://localhost:<port>): games, lottery, chat and task pages. */
      readonly frameOrigin: string
    }>
  }
}

export {}
