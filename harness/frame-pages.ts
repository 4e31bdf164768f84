/**
 * The pages the harness serves on its second origin, the frame origin: launched games, the
 * lottery page, chat and the task page. The app's origin refuses them (harness/node/serve.ts,
 * harness/node/dev-pages.ts), so what runs in a frame can never read the app's storage.
 */
export const framePagePrefixes = ['/harness-game', '/harness-chat', '/harness-task', '/lotto/'] as const

export const isFramePage = (pathname: string) => framePagePrefixes.some((prefix) => pathname.startsWith(prefix))

/** Text put into a harness page (frame pages echo their query). */
export const escapeHtml = (value: string | null) =>
  (value ?? '').replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[char] ?? char)

/**
 * What the app's origin answers for a frame page, or undefined when the path is not one. A /lotto/
 * navigation is forwarded to the frame origin (the build's default VITE_LOTTERY_URL is a path,
 * and the frame port is picked at run time); every other frame page is refused here.
 */
export const appOriginFramePageAnswer = (url: string, navigation: boolean, frameOrigin: string): Response | undefined => {
  const pathname = new URL(url, 'http://x').pathname
  if (pathname.startsWith('/lotto/') && navigation) {
    return new Response(null, { status: 307, headers: { location: `${frameOrigin}${url}`, 'cache-control': 'no-store' } })
  }
  if (!isFramePage(pathname)) return undefined
  return new Response(`served on the frame origin ${frameOrigin} only`, { status: 404, headers: { 'content-type': 'text/plain' } })
}
