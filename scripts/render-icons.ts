/**
 * Renders public/icon.svg (the one drawing of the logo) into the PNGs the document and the
 * manifest name: run it after changing the logo (`npx tsx scripts/render-icons.ts`). It needs
 * Debian's pngquant (`apt-get install -y pngquant`): Chrome fetches the favicon and the manifest's
 * icon while the first view loads, and pngquant's palette makes them 2.8 KB instead of 7.2.
 *
 * Why PNGs: Chrome renders an SVG icon (the favicon, and the manifest's, which it fetches on
 * every load to know whether the app can be installed) as a whole SVG document of its own, on the
 * page's main thread, while the first view is being built (docs/performance.md); a PNG it decodes
 * in well under a millisecond. And iOS puts only a PNG `apple-touch-icon` on the home screen.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from './chromium'

const publicDir = resolve(import.meta.dirname, '../public')

const svg = readFileSync(join(publicDir, 'icon.svg'), 'utf8')
/** The logo's own colour: the fill of the drawing's rounded square. */
const logoColour = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1]
if (!logoColour) throw new Error('icon.svg: no filled <rect> to take the logo colour from')

/**
 * File name, side in pixels and what shows behind the drawing's rounded corners: the tab's icon
 * (up to 4x screens) and the manifest's keep them clear. iOS rounds its home-screen icon itself
 * and fills clear pixels with black, and a maskable icon is cut to the launcher's own shape: those
 * are square, in the logo's own colour (the drawing sits inside the mask's safe circle).
 */
const renderedIcons = [
  { file: 'icon-64.png', size: 64, background: 'transparent' },
  { file: 'apple-touch-icon.png', size: 180, background: logoColour },
  { file: 'icon-192.png', size: 192, background: 'transparent' },
  { file: 'icon-512.png', size: 512, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, background: logoColour },
]

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  for (const { file, size, background } of renderedIcons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)
    await page.setContent(`<body style="margin:0;background:${background}">${sized}</body>`)
    const path = join(publicDir, file)
    writeFileSync(path, await page.screenshot({ omitBackground: true }))
    await page.close()
    execFileSync('pngquant', ['--quality', '70-95', '--speed', '1', '--strip', '--force', '--output', path, path])
  }
} finally {
  await browser.close()
}
