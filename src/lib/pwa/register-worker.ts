/**
 * Registers the PWA's service worker (`/sw.js`, written by vite-plugin-pwa). The entry calls it
 * once the first screen has settled (main.tsx), so the worker's precaching never shares the network
 * with the first view. Not the plugin's own `registerSW.js` on the load event: that was one more
 * request in the document's first quarter second, a deferred script DOMContentLoaded waited for
 * (211 ms median on home, 117 without it), and the load event comes before the page's files now.
 */
export const registerWorker = () => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
}
