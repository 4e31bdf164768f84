import { fileURLToPath } from 'node:url'

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

// Aliases only: Ladle adds its own React plugin (the app's vite 8 plugin-react breaks Ladle's vite 6).
export default {
  resolve: {
    alias: {
      '@': fromRoot('src'),
      '@harness': fromRoot('harness'),
      '@fixtures': fromRoot('fixtures'),
    },
  },
  cacheDir: 'node_modules/.vite-ladle',
}
