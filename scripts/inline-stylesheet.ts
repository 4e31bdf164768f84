import type { Plugin } from 'vite'

/**
 * Build only: the entry's stylesheet goes into index.html as a `<style>` in the head, where Vite
 * linked it, and is not emitted as a file. Linked, it was a second round trip before the splash
 * could paint: on slow 4G at 4x CPU the first paint was a median 848 ms, inline 516 ms; and
 * Lighthouse's Chrome, handed the frame after that stylesheet, drew it one or two seconds late in
 * most runs (0 late in 4 runs inline). ~3.5 KB brotli more in the document. The content security
 * policy pins the style by its hash (security-headers.ts).
 *
 * Vite would still name the file among the dependencies of every dynamic import (the entry chunk
 * is one of theirs), and its preloader would then link it again, after the pages' own styles. So
 * the entry chunk's list of styles is emptied before Vite writes those lists.
 */
export const inlineStylesheet = (): Plugin => {
  const inlined = new Set<string>()
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    // After Vite's own plugins: its index.html (and the head start's) is written, its import analysis not yet.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const sheet = bundle[file]
          if (sheet?.type !== 'asset') throw new Error(`inline-stylesheet: ${file} is not in the bundle`)
          inlined.add(file)
          return `<style>${String(sheet.source).trim()}</style>`
        })
      },
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const file of inlined) output.viteMetadata?.importedCss.delete(file)
      }
      for (const file of inlined) delete bundle[file]
    },
  }
}
