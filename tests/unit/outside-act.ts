/**
 * Runs `test` with React scheduling itself, as in the browser, not inside act(): renders and their
 * effects are separate tasks, so what lands between them (a chunk, a preload) can be tested.
 */
export const outsideAct = async (test: () => Promise<void>) => {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }
  const was = environment.IS_REACT_ACT_ENVIRONMENT
  environment.IS_REACT_ACT_ENVIRONMENT = false
  try {
    await test()
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = was
  }
}
