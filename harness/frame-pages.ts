/**
 * The pages the harness serves on its second origin, the frame origin: launched games, the
 * lottery page, chat and the task page. The app's origin refuses them (harness/node/serve.ts,
 * harness/node/dev-pages.ts), so what runs in a frame can never read the app's storage.
 */
export const framePagePrefixes = ['/harness-game', '/harness-chat', '/harness-task', '/lotto/'] as const

export const isFramePage = (pathname: string) => framePagePrefixes.some((prefix) => pathname.startsWith(prefix))
