import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { waitFor } from './browser'

/**
 * axe-core in the browser tests (the accessibility gate, docs/architecture.md § Tests).
 *
 * The script is put into the page with page.evaluate (a CDP evaluate), which the page's content
 * security policy does not govern; a <script> tag (addScriptTag) would be refused by it.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
let axeSource: Promise<string> | undefined

/** WCAG 2.0–2.2 A and AA, plus axe's best practices (landmarks, headings, nested controls). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] as const
/** The impacts that fail the gate. */
export const failingImpacts: ReadonlyArray<string> = ['serious', 'critical']

export interface Finding {
  readonly where: string
  readonly id: string
  readonly impact: string
  readonly help: string
  readonly targets: ReadonlyArray<string>
  readonly summary: string
}

/** Injects axe-core once per document (a navigation that reloads drops it). */
const ensureAxe = async (page: Page) => {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')
  if (present) return
  axeSource ??= readFile(axePath, 'utf8')
  const source = await axeSource
  await page.evaluate(source)
}

/**
 * Runs axe on the page as it is now and returns every violation (all impacts), each node's
 * target selectors and failure summary kept. Frames are not entered: their content is the
 * vendor's (games, lottery, chat), and a cross-origin frame cannot be audited from here.
 * `within`: only the element a selector names (an overlay that does not stay, such as a toast,
 * audited quickly while it is whole).
 */
export const runAxe = async (page: Page, where: string, within?: string, onlyRules?: ReadonlyArray<string>): Promise<Finding[]> => {
  await ensureAxe(page)
  const raw = await page.evaluate(
    async ({ tags, within, onlyRules }) => {
      type AxeResult = {
        violations: Array<{
          id: string
          impact: string | null
          help: string
          nodes: Array<{ target: unknown[]; failureSummary?: string; impact?: string | null }>
        }>
      }
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe
      const result = await axe.run(within ? document.querySelector(within) : document, {
        ...(onlyRules
          ? { runOnly: { type: 'rule', values: onlyRules } }
          : { runOnly: { type: 'tag', values: tags }, rules: { 'target-size': { enabled: true } } }),
        iframes: false,
        resultTypes: ['violations'],
      })
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          id: violation.id,
          impact: node.impact ?? violation.impact ?? 'unknown',
          help: violation.help,
          target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' '),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      )
    },
    { tags: axeTags as unknown as string[], within, onlyRules: onlyRules ? [...onlyRules] : undefined },
  )
  // One finding per rule and impact, its targets listed.
  const byRule = new Map<string, Finding>()
  for (const node of raw) {
    const key = `${node.id}/${node.impact}`
    const known = byRule.get(key)
    if (known) (known.targets as string[]).push(node.target)
    else byRule.set(key, { where, id: node.id, impact: node.impact, help: node.help, targets: [node.target], summary: node.summary })
  }
  return [...byRule.values()]
}

/** The themes every audit covers: a theme is a set of CSS variables under <html data-theme> (theme.css). */
export const themes = ['dark', 'light'] as const

/**
 * What a theme can change in an audit. A theme sets colours only (theme.css), so the rules that
 * read colours are all a second theme needs: every other rule sees the same document, and ran in
 * the first.
 */
const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * The screen as it stands, audited in each theme (its findings' `where` prefixed with the theme).
 * The theme is switched where the screen stands, as the settings switch does, so one setup serves
 * both (a test per theme did everything twice); the colours settle before each audit, and the
 * theme the screen had is put back. The first theme gets every rule, the second the colour rules
 * (colourRules). `within` as runAxe's.
 */
export const runAxeInThemes = async (page: Page, where: string, within?: string): Promise<Finding[]> => {
  const had = await page.evaluate(() => document.documentElement.dataset.theme ?? null)
  const findings: Finding[] = []
  for (const [index, theme] of themes.entries()) {
    await page.evaluate((name) => (document.documentElement.dataset.theme = name), theme)
    await settled(page, { quietMs: 0 })
    findings.push(...(await runAxe(page, `${theme} ${where}`, within, index === 0 ? undefined : colourRules)))
  }
  await page.evaluate((name) => {
    if (name === null) delete document.documentElement.dataset.theme
    else document.documentElement.dataset.theme = name
  }, had)
  return findings
}

/**
 * Audits what `selector` (a toast, say) shows once it is whole: its own opacity and its ancestors'
 * at 1, no animation running. The audit reads a still copy laid over it in the same place, taken
 * in the same task as the check: a toast goes after 1.5 s, and on a loaded machine the audit itself
 * outlasted it and measured its fade (CI, 2026-12-07). `audit`: runAxeInThemes for both themes.
 */
export const runAxeOnStill = async (page: Page, where: string, selector: string, audit = runAxe): Promise<Finding[]> => {
  await waitFor(
    () =>
      page.evaluate((selector) => {
        const node = document.querySelector(selector)
        if (!node) return false
        for (let at: Element | null = node; at; at = at.parentElement) if (getComputedStyle(at).opacity !== '1') return false
        if (document.getAnimations().some((animation) => animation.playState === 'running')) return false
        const still = node.cloneNode(true) as Element
        still.setAttribute('data-axe-still', '')
        node.after(still)
        return true
      }, selector),
    { message: `${where} whole` },
  )
  try {
    return await audit(page, where, '[data-axe-still]')
  } finally {
    await page.evaluate(() => document.querySelector('[data-axe-still]')?.remove())
  }
}

export const failing = (findings: ReadonlyArray<Finding>) => findings.filter((finding) => failingImpacts.includes(finding.impact))

/** The failure message: route, rule id, impact, what it means, the selectors and axe's summary of the first. */
export const describeFindings = (findings: ReadonlyArray<Finding>) =>
  findings
    .map(
      (finding) =>
        `- [${finding.where}] ${finding.id} (${finding.impact}): ${finding.help}\n` +
        finding.targets
          .slice(0, 8)
          .map((target) => `    ${target}`)
          .join('\n') +
        (finding.targets.length > 8 ? `\n    … and ${finding.targets.length - 8} more` : '') +
        (finding.summary ? `\n    first: ${finding.summary.slice(0, 300)}` : ''),
    )
    .join('\n')

/**
 * Waits until the frame has finished a route change: React idle, one page in the body (the cross-fade's
 * leaving copy gone) at full opacity, no page-level loader, and the DOM quiet for a moment (the
 * data the page asked for has arrived and rendered). Continuous animations (the winner board's
 * loop, the spinner of an endless list) do not mutate the DOM and do not hold it up.
 */
export const settled = async (page: Page, { quietMs = 150, timeout = 10_000 } = {}) => {
  // A route change renders as a transition (transition-location.ts): the page before stands, whole
  // and quiet, until React has rendered the next in slices. The slices keep the main thread busy,
  // so an idle callback comes after them.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })))
  await waitFor(
    () =>
      page.evaluate(() => {
        const pages = document.querySelectorAll('main .page')
        if (pages.length > 1) return false
        const only = pages[0]
        if (only && getComputedStyle(only).opacity !== '1') return false
        if (document.querySelector('main .page-loading') !== null) return false
        // Overlays have finished fading and sliding in: no finite animation or transition runs,
        // and nothing above an open dialog is still translucent (colours are measured as drawn).
        const running = document
          .getAnimations()
          .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
        if (running) return false
        for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
          for (let node: Element | null = dialog; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false
        }
        return true
      }),
    { timeout, message: 'the route change to finish' },
  )
  await page.evaluate(
    ({ quietMs, timeout }) =>
      new Promise<void>((done) => {
        let timer = setTimeout(finish, quietMs)
        const observer = new MutationObserver(() => {
          clearTimeout(timer)
          timer = setTimeout(finish, quietMs)
        })
        const giveUp = setTimeout(finish, timeout)
        function finish() {
          observer.disconnect()
          clearTimeout(giveUp)
          done()
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      }),
    { quietMs, timeout },
  )
}
