/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  // Ladle brings its own vite 6: it must not load the app's vite 8 config (plugin-react 6 breaks it).
  viteConfig: '.ladle/vite.config.ts',
  addons: {
    // Stories run the real harness handlers in the page (.ladle/story-harness.tsx): getResponse for
    // the Api, and msw's service worker (public/mockServiceWorker.js) for the harness's images.
    msw: { enabled: true },
    width: {
      options: { phone360: 360, phone390: 390, phone430: 430 },
      defaultState: 390,
    },
  },
}
