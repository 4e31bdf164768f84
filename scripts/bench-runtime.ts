/**
 * Runtime cost on a phone-sized Chromium (390x844, touch), on the production build served by the
 * Node harness. A benchmark, not a test: it prints figures and fails only when it cannot run.
 *
 * 1. Long list: /m/gameList?gameType=RNG&vassalage=PP, the list the Slots tab's "Pragmatic Play"
 *    tile opens (90 games, pages of 25, so the end of the list is the 90th game), at 4x CPU
 *    slowdown. The page (`main.frame-body > .page`, the element that scrolls) is scrolled 40 px per
 *    animation frame, like a steady finger, until no page is left to load and the foot is reached.
 *    Long tasks come from a PerformanceObserver installed before the app boots; those that start
 *    before the first tile shows are the load's, the rest the scroll's. Tiles (role listitem) are
 *    counted every frame: a windowed list keeps far fewer than 90 in the DOM. Run from
 *    bench-lighthouse.ts, the list is scrolled again at the CPU slowdown calibrated to the machine.
 * 2. Record list: the account record's last 30 days scrolled to 1,000 rows at 4x CPU slowdown
 *    (recordList below): rows in the DOM, and long tasks over 50 ms while scrolling.
 * 3. Downline list: an agent's "My team" (/m/member/team) with 1,000 direct members (the harness's
 *    agentTeamSize grows the team with direct players), scrolled to its end at 4x CPU slowdown
 *    (downlineList below): rows in the DOM, and long tasks over 50 ms while scrolling.
 * 4. Route churn, a guest, no slowdown, twenty rounds of
 *      home /m/home
 *      > game /m/game (the game centre; nothing on home links to it, so it is entered the way the
 *        app's own links do it, history.pushState, which wouter follows: never a page load, which
 *        would reset the heap and hide a leak)
 *      > list: tap the Slots tab, then the "Pragmatic Play" tile (/m/gameList?gameType=RNG&vassalage=PP)
 *      > back to the game centre (header Back) > home (bottom menu Home)
 *      > help: tap "How to deposit" in home's footer (/m/help?i=0)
 *      > home (header Back).
 *    Each step waits for what the user would see by role. The heap (Runtime.getHeapUsage after
 *    HeapProfiler.collectGarbage twice) and Memory.getDOMCounters are read before the first round,
 *    after every round, and printed for round 1 (the warmed baseline, read once the code the app
 *    defers past the first interaction has arrived: src/ui/later.ts) and round 20; heap snapshots
 *    after those two rounds split the heap into the page's values, V8's code and Chromium's objects
 *    (HeapKinds), since V8's code alone keeps growing for dozens of rounds while nothing leaks.
 * 5. Taps, a guest on home at 4x CPU slowdown, five rounds of: the Slots tab, its "Pragmatic Play"
 *    tile (the list opens), header Back, the footer's "How to deposit" (help opens), header Back.
 *    Each tap's duration is what Interaction to Next Paint counts: from the touch to the next frame
 *    drawn after its events ran, the longest of its events (Event Timing, reported from 16 ms; a
 *    tap reported by none is under 16 ms). Before the first round the page is tapped once, so the
 *    page fade's code (after the first interaction) is in, as it is for a player.
 *
 * Usage: tsx scripts/bench-runtime.ts [--no-build]; bench-lighthouse.ts runs it after its table.
 */
import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type CDPSession, type Locator, type Page } from 'playwright-core'
import { teamOf } from '../harness/agent-team'
import { startHarnessServer } from '../harness/node/harness-server'
import { policies } from '../src/lib/effect/policies'
import { chromiumFlags, chromiumPath, devToolsAsLighthouse } from './chromium'
import { lighthouseSlowdown } from './lighthouse-slowdown'

const listPath = '/m/gameList?gameType=RNG&vassalage=PP'
const cpuSlowdown = lighthouseSlowdown
const scrollStepPx = 40
const rounds = 20
/** Generous: a loaded 2-core machine at 4x slowdown. */
const timeout = 30_000

// ---------------------------------------------------------------------------------------------
// Waiting without sleeping (as tests/e2e/browser.ts, which needs vitest and so is not imported)

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + timeout
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 25))
  }
}
const visible = (locator: Locator) => waitFor(() => locator.first().isVisible(), String(locator))
const atPath = (page: Page, path: string) => waitFor(async () => new URL(page.url()).pathname + new URL(page.url()).search === path, path)
/** The route fade (policies.routeFade) is over when one page is left in the frame. */
const settled = (page: Page) => waitFor(async () => (await page.locator('main .page').count()) === 1, 'the route fade to end')

const newPage = async (browser: Browser) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // The workbox service worker's precaching is not what is measured here.
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  return { page, errors, cdp: await devToolsAsLighthouse(context, page) }
}

// ---------------------------------------------------------------------------------------------
// 1. Long list

interface Task {
  readonly start: number
  readonly duration: number
}

export interface ListFigures {
  readonly gamesLoaded: number
  readonly maxTiles: number
  readonly scrollMs: number
  /** Animation frames the scroll took: at 60 Hz, scrollMs / frames would be 17. */
  readonly frames: number
  readonly loadTasks: ReadonlyArray<Task>
  readonly scrollTasks: ReadonlyArray<Task>
}

/** Installs a long-task observer before the app boots (read back from window.__longTasks). */
const observeLongTasks = (page: Page) =>
  page.addInitScript(() => {
    const tasks: Array<{ start: number; duration: number }> = []
    Object.assign(window, { __longTasks: tasks })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
const longTasksOf = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks: Task[] }).__longTasks)

/**
 * Scrolls the page (`main.frame-body > .page`) scrollStepPx a frame, like a steady finger, until
 * the list's foot with nothing left to load, or until `stopAtRows` rows have loaded; counts the
 * rows (role listitem) in the DOM every frame.
 */
const scrollList = (page: Page, { stopAtRows, limit }: { stopAtRows: number | null; limit: number }) =>
  page.evaluate(
    async ({ step, limit, stopAtRows }) => {
      const scroller = document.querySelector<HTMLElement>('main.frame-body > .page')
      if (!scroller) throw new Error('no scrolling page in main.frame-body')
      const started = performance.now()
      let maxRows = 0
      let frames = 0
      for (;;) {
        const rows = scroller.querySelectorAll('[role="listitem"]')
        maxRows = Math.max(maxRows, rows.length)
        // aria-setsize is -1 while more pages exist, then the number of items.
        const setSize = Number(rows[0]?.getAttribute('aria-setsize') ?? -1)
        const lastLoaded = Number(rows[rows.length - 1]?.getAttribute('aria-posinset') ?? 0)
        const atFoot = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
        const done = (setSize >= 0 && atFoot) || (stopAtRows !== null && lastLoaded >= stopAtRows)
        if (done) return { started, ms: performance.now() - started, frames, maxRows, loaded: setSize >= 0 ? setSize : lastLoaded }
        if (performance.now() - started > limit) throw new Error(`the foot of the list not reached in ${limit} ms`)
        scroller.scrollBy(0, step)
        // Inline: tsx would wrap a named helper in __name, which the page does not have.
        await new Promise((done) => requestAnimationFrame(done))
        frames++
      }
    },
    { step: scrollStepPx, limit, stopAtRows },
  )

export const longList = async (browser: Browser, baseUrl: string, slowdown = cpuSlowdown): Promise<ListFigures> => {
  const { page, cdp, errors } = await newPage(browser)
  await observeLongTasks(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  await page.goto(`${baseUrl}${listPath}`, { waitUntil: 'commit' })
  await visible(page.getByRole('main').getByRole('listitem'))
  await settled(page)

  const scroll = await scrollList(page, { stopAtRows: null, limit: timeout })
  const tasks = await longTasksOf(page)
  await page.context().close()
  if (errors.length > 0) throw new Error(`the list page threw: ${errors.map((error) => error.message).join('; ')}`)
  return {
    gamesLoaded: scroll.loaded,
    maxTiles: scroll.maxRows,
    scrollMs: scroll.ms,
    frames: scroll.frames,
    loadTasks: tasks.filter((task) => task.start < scroll.started),
    scrollTasks: tasks.filter((task) => task.start >= scroll.started),
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Record list

const recordPath = '/m/transaction/record'
const recordRows = 1000

export interface RecordFigures {
  readonly rowsLoaded: number
  readonly maxRows: number
  readonly scrollMs: number
  readonly frames: number
  readonly scrollTasks: ReadonlyArray<Task>
}

/**
 * The account record of the QA member (player01: 35 to 45 movements a day), the last 30 days
 * picked through the Custom dialog, scrolled until 1,000 rows have loaded, at 4x CPU slowdown.
 * Pages of 10 come at most one a second (policies.infiniteScrollThrottle), so this takes about
 * 100 s; the rows in the DOM are counted every frame.
 */
export const recordList = async (browser: Browser, baseUrl: string): Promise<RecordFigures> => {
  const { page, cdp, errors } = await newPage(browser)
  await observeLongTasks(page)
  const { token } = (await (await fetch(`${baseUrl}/__harness/session`, { method: 'POST' })).json()) as { token: string }
  await page.goto(`${baseUrl}${recordPath}?token=${encodeURIComponent(token)}`)
  const main = page.getByRole('main')
  await visible(main.getByRole('group', { name: 'Date range' }))
  await settled(page)
  // Tapped, as on a phone: a mouse click would leave a pointer hovering over the list, and the
  // hover events a desktop then gets on every scrolled frame are no phone's cost.
  await main.getByRole('button', { name: 'Custom', exact: true }).tap()
  const dialog = page.getByRole('dialog', { name: 'Choose dates', exact: true })
  const day = (back: number) => {
    const at = new Date(Date.now() - back * 86_400_000)
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`
  }
  await dialog.getByLabel('From', { exact: true }).fill(day(29))
  await dialog.getByLabel('To', { exact: true }).fill(day(0))
  await dialog.getByRole('button', { name: 'Apply', exact: true }).tap()
  await visible(main.getByRole('listitem'))
  // Scrolling is measured, not the dialog's closing (its unmount and focus return are one task).
  await dialog.waitFor({ state: 'detached' })
  await settled(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  const scroll = await scrollList(page, { stopAtRows: recordRows, limit: 240_000 })
  const tasks = await longTasksOf(page)
  await page.context().close()
  if (errors.length > 0) throw new Error(`the record page threw: ${errors.map((error) => error.message).join('; ')}`)
  return {
    rowsLoaded: scroll.loaded,
    maxRows: scroll.maxRows,
    scrollMs: scroll.ms,
    frames: scroll.frames,
    scrollTasks: tasks.filter((task) => task.start >= scroll.started),
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Downline list

const downlinePath = '/m/member/team'
const downlineRows = 1000

/** A list scrolled to its end: the same figures as the record list's. */
export type DownlineFigures = RecordFigures

/**
 * The QA account played as an agent (type 1) whose team has 1,000 direct members: the generated
 * tree, grown with direct players to that many (harness/agent-team.ts), scrolled to the list's
 * end at 4x CPU slowdown. Pages of 10, at most one a second: about 100 s.
 */
export const downlineList = async (browser: Browser, baseUrl: string): Promise<DownlineFigures> => {
  const tree = teamOf('player01')
  const direct = tree.filter((member) => member.parent === 'player01').length
  const agentTeamSize = tree.length + downlineRows - direct
  const put = (body: unknown) =>
    fetch(`${baseUrl}/__harness/scenario`, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  await put({ memberType: 1, agentTeamSize })
  const { page, cdp, errors } = await newPage(browser)
  try {
    await observeLongTasks(page)
    const { token } = (await (await fetch(`${baseUrl}/__harness/session`, { method: 'POST' })).json()) as { token: string }
    await page.goto(`${baseUrl}${downlinePath}?token=${encodeURIComponent(token)}`)
    await visible(page.getByRole('main').getByRole('listitem'))
    await settled(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    const scroll = await scrollList(page, { stopAtRows: null, limit: 240_000 })
    const tasks = await longTasksOf(page)
    if (errors.length > 0) throw new Error(`the downline list threw: ${errors.map((error) => error.message).join('; ')}`)
    return {
      rowsLoaded: scroll.loaded,
      maxRows: scroll.maxRows,
      scrollMs: scroll.ms,
      frames: scroll.frames,
      scrollTasks: tasks.filter((task) => task.start >= scroll.started),
    }
  } finally {
    await page.context().close()
    await put({ memberType: 0, agentTeamSize: 0 })
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Route churn

export interface Memory {
  readonly heap: number
  readonly nodes: number
  readonly listeners: number
  readonly documents: number
}

/**
 * A heap snapshot's self sizes by who holds them. The used heap grows a little with every round
 * even when the app keeps nothing: V8 compiles more of the code to machine code as it gets hot, and
 * Chromium keeps its performance entries and, with a debugger attached, each response for it. Only
 * the page's own values growing would be the app keeping what it should have let go.
 */
export interface HeapKinds {
  /** The page's own values: objects, arrays, closures and their contexts, strings, numbers. */
  readonly values: number
  /** V8's compiled code, feedback and object shapes. */
  readonly engine: number
  /** Chromium's objects: DOM, styles, performance entries, the debugger's network records. */
  readonly browser: number
}

export interface ChurnFigures {
  readonly before: Memory
  /** After each round, from round 1. */
  readonly rounds: ReadonlyArray<Memory>
  /** After round 1 and after the last round. */
  readonly kinds: readonly [HeapKinds, HeapKinds]
}

const memory = async (cdp: CDPSession): Promise<Memory> => {
  // Twice: the first pass may only finalise what the second can then free.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const counters = await cdp.send('Memory.getDOMCounters')
  return { heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners, documents: counters.documents }
}

const engineTypes = new Set(['code', 'object shape'])
const browserTypes = new Set(['native', 'synthetic'])

/** Takes a heap snapshot (after a garbage collection) and adds its nodes' self sizes up by kind. */
const heapKinds = async (cdp: CDPSession): Promise<HeapKinds> => {
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => void chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
    nodes: number[]
  }
  const fields = snapshot.meta.node_fields
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')]
  const kinds = { values: 0, engine: 0, browser: 0 }
  for (let node = 0; node < nodes.length; node += fields.length) {
    const type = snapshot.meta.node_types[0][nodes[node + typeAt]!]!
    const kind = engineTypes.has(type) ? 'engine' : browserTypes.has(type) ? 'browser' : 'values'
    kinds[kind] += nodes[node + sizeAt]!
  }
  return kinds
}

const routeChurn = async (browser: Browser, baseUrl: string): Promise<ChurnFigures> => {
  const { page, cdp, errors } = await newPage(browser)
  const main = page.getByRole('main')
  const lobbyTab = (name: string) =>
    main.getByRole('tablist', { name: 'Game categories', exact: true }).getByRole('tab', { name, exact: true })
  const helpLink = main.getByRole('navigation', { name: 'Help', exact: true }).getByRole('link', { name: 'How to deposit', exact: true })
  const back = page.getByRole('banner').getByRole('button', { name: 'Back', exact: true })
  const home = async () => {
    await atPath(page, '/m/home')
    await visible(lobbyTab('Slots'))
    await visible(helpLink)
    await settled(page)
  }

  // Each step waits for the fade too: until then the page left behind still holds its controls.
  const round = async () => {
    await page.evaluate(() => history.pushState(null, '', '/m/game'))
    await atPath(page, '/m/game')
    await settled(page)
    await lobbyTab('Slots').tap()
    const tile = main.getByRole('button', { name: 'Pragmatic Play', exact: true })
    await visible(tile)
    await tile.tap()
    await atPath(page, listPath)
    await visible(main.getByRole('listitem'))
    await settled(page)
    await back.tap()
    await atPath(page, '/m/game')
    await visible(lobbyTab('Slots'))
    await settled(page)
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Home', exact: true }).tap()
    await home()
    await helpLink.tap()
    await atPath(page, '/m/help?i=0')
    await visible(main.getByRole('article', { name: 'How to deposit' }))
    await settled(page)
    await back.tap()
    await home()
  }

  /**
   * The code the app loads only after the first interaction (later.ts: the page fade, dialogs, the
   * side menu) has arrived: its waits are over and no file has come for a second. Read before it,
   * round 1's heap lacked those modules, and the rounds that brought them looked like a leak.
   */
  const deferredArrived = async () => {
    await page.waitForTimeout(policies.laterAfterInteraction + 2000) // then idle, or 2 s at most
    const files = () => page.evaluate(() => performance.getEntriesByType('resource').length)
    for (let seen = -1, now = await files(); now !== seen; seen = now, now = await files()) await page.waitForTimeout(1000)
  }

  await page.goto(`${baseUrl}/m/home`)
  await home()
  const before = await memory(cdp)
  const after: Memory[] = []
  const kinds: HeapKinds[] = []
  for (let i = 0; i < rounds; i++) {
    process.stdout.write(`\rroute churn: round ${i + 1} of ${rounds}   `)
    await round()
    if (i === 0) await deferredArrived()
    after.push(await memory(cdp))
    if (i === 0 || i === rounds - 1) kinds.push(await heapKinds(cdp))
  }
  process.stdout.write('\n')
  await page.context().close()
  if (errors.length > 0) throw new Error(`the app threw during the churn: ${errors.map((error) => error.message).join('; ')}`)
  return { before, rounds: after, kinds: [kinds[0]!, kinds[kinds.length - 1]!] }
}

// ---------------------------------------------------------------------------------------------
// 5. Taps

const tapRounds = 5

/** Per tap, its duration in each round (0: under Event Timing's 16 ms). */
export type TapFigures = ReadonlyArray<{ readonly tap: string; readonly ms: ReadonlyArray<number> }>

/** Records the longest event of each interaction, by interactionId, from before the app boots. */
const observeTaps = (page: Page) =>
  page.addInitScript(() => {
    const taps = new Map<number, number>()
    Object.assign(window, { __taps: taps })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>)
        if (entry.interactionId) taps.set(entry.interactionId, Math.max(taps.get(entry.interactionId) ?? 0, entry.duration))
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  })

export const taps = async (browser: Browser, baseUrl: string): Promise<TapFigures> => {
  const { page, cdp, errors } = await newPage(browser)
  await observeTaps(page)
  const main = page.getByRole('main')
  const slots = main.getByRole('tablist', { name: 'Game categories', exact: true }).getByRole('tab', { name: 'Slots', exact: true })
  const tile = main.getByRole('button', { name: 'Pragmatic Play', exact: true })
  const help = main.getByRole('navigation', { name: 'Help', exact: true }).getByRole('link', { name: 'How to deposit', exact: true })
  const back = page.getByRole('banner').getByRole('button', { name: 'Back', exact: true })
  const steps: ReadonlyArray<readonly [string, Locator, () => Promise<void>]> = [
    ['the Slots tab (same page)', slots, () => visible(tile)],
    ['a game tile (the list opens)', tile, () => visible(main.getByRole('listitem'))],
    ['Back (home)', back, () => visible(slots)],
    ['a footer help link (help opens)', help, () => visible(main.getByRole('article', { name: 'How to deposit' }))],
    ['Back (home again)', back, () => visible(slots)],
  ]
  const figures = steps.map(([tap]) => ({ tap, ms: [] as number[] }))
  await page.goto(`${baseUrl}/m/home`)
  await visible(help)
  await settled(page)
  const fadeArrived = page.waitForResponse((response) => /\/assets\/page-transition-[\w-]+\.js$/.test(response.url()))
  await page.mouse.wheel(0, 1)
  await fadeArrived
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  for (let round = 0; round < tapRounds; round++) {
    process.stdout.write(`\rtaps: round ${round + 1} of ${tapRounds}   `)
    for (const [index, [, target, shown]] of steps.entries()) {
      await target.scrollIntoViewIfNeeded()
      // A finger lifts from the scroll before it taps: the scroll's own frames are not the tap's.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      const seen = await page.evaluate(() => (window as unknown as { __taps: Map<number, number> }).__taps.size)
      await target.tap()
      await shown()
      await settled(page)
      // The tap's entry comes after its frame; a tap under 16 ms brings none, so a second is enough.
      const reported = () => page.evaluate(() => [...(window as unknown as { __taps: Map<number, number> }).__taps.values()])
      const deadline = Date.now() + 1000
      while ((await reported()).length <= seen && Date.now() < deadline) await new Promise((done) => setTimeout(done, 25))
      figures[index]!.ms.push((await reported())[seen] ?? 0)
    }
  }
  process.stdout.write('\n')
  await page.context().close()
  if (errors.length > 0) throw new Error(`the app threw during the taps: ${errors.map((error) => error.message).join('; ')}`)
  return figures
}

// ---------------------------------------------------------------------------------------------

export interface RuntimeFigures {
  readonly list: ListFigures
  /** The long list again at the CPU slowdown calibrated to the machine, when one was given. */
  readonly calibratedList: { readonly slowdown: number; readonly list: ListFigures } | null
  readonly records: RecordFigures
  readonly downlines: DownlineFigures
  readonly churn: ChurnFigures
  readonly taps: TapFigures
}

const row = (cells: ReadonlyArray<string>) => cells.map((cell, index) => (index === 0 ? cell.padEnd(26) : cell.padStart(10))).join(' ')
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
const longest = (tasks: ReadonlyArray<Task>) => Math.max(0, ...tasks.map((task) => task.duration)).toFixed(0)

const listRows = (at: string, list: ListFigures) => {
  console.log(row([`load, ${at}`, '', '', String(list.loadTasks.length), longest(list.loadTasks), '', '']))
  console.log(
    row([
      `scroll, ${at}`,
      String(list.gamesLoaded),
      String(list.maxTiles),
      String(list.scrollTasks.length),
      longest(list.scrollTasks),
      list.scrollMs.toFixed(0),
      (list.scrollMs / Math.max(1, list.frames)).toFixed(0),
    ]),
  )
}

const print = ({ list, calibratedList, records, downlines, churn, taps }: RuntimeFigures) => {
  console.log(`\nLong list ${listPath}, scrolled ${scrollStepPx} px a frame to the end (load: to the first tile)`)
  console.log(row(['', 'games', 'max tiles', 'long tasks', 'longest ms', 'ms', 'ms/frame']))
  listRows(`${cpuSlowdown}x`, list)
  if (calibratedList) listRows(`${calibratedList.slowdown.toFixed(2)}x calibrated`, calibratedList.list)

  console.log(`\nRecord list ${recordPath}, the last 30 days, ${cpuSlowdown}x CPU slowdown, scrolled to ${recordRows} rows`)
  // A long task is one over 50 ms (the Long Tasks API reports no other).
  console.log(row(['', 'rows', 'max in DOM', 'long tasks', 'longest ms', 'ms']))
  console.log(
    row([
      'scroll',
      String(records.rowsLoaded),
      String(records.maxRows),
      String(records.scrollTasks.length),
      longest(records.scrollTasks),
      records.scrollMs.toFixed(0),
    ]),
  )

  console.log(`\nDownline list ${downlinePath}, ${downlineRows} direct members, ${cpuSlowdown}x CPU slowdown, scrolled to the end`)
  console.log(row(['', 'rows', 'max in DOM', 'long tasks', 'longest ms', 'ms']))
  console.log(
    row([
      'scroll',
      String(downlines.rowsLoaded),
      String(downlines.maxRows),
      String(downlines.scrollTasks.length),
      longest(downlines.scrollTasks),
      downlines.scrollMs.toFixed(0),
    ]),
  )

  const first = churn.rounds[0]
  const last = churn.rounds[churn.rounds.length - 1]
  console.log(`\nRoute churn, ${churn.rounds.length} rounds of home > game > list > help > home, after GC`)
  console.log(row(['', 'heap MB', 'DOM nodes', 'listeners', 'documents']))
  const line = (name: string, at: Memory) =>
    console.log(row([name, mb(at.heap), String(at.nodes), String(at.listeners), String(at.documents)]))
  line('before round 1', churn.before)
  if (first && last) {
    line('after round 1 (baseline)', first)
    line(`after round ${churn.rounds.length}`, last)
    const per = (key: keyof Memory) => (last[key] - first[key]) / Math.max(1, churn.rounds.length - 1)
    console.log(
      row([
        'growth per round',
        `${((per('heap') / 1024) | 0).toString()} KB`,
        per('nodes').toFixed(1),
        per('listeners').toFixed(1),
        per('documents').toFixed(1),
      ]),
    )
    console.log(`heap MB per round: ${churn.rounds.map((at) => mb(at.heap)).join(' ')}`)
  }
  const [early, late] = churn.kinds
  console.log(`\nThe same heap by kind, from snapshots after rounds 1 and ${churn.rounds.length} (a leak grows the values)`)
  console.log(row(['', 'values MB', 'engine MB', 'browser MB']))
  const kindLine = (name: string, at: HeapKinds) => console.log(row([name, mb(at.values), mb(at.engine), mb(at.browser)]))
  kindLine('after round 1', early)
  kindLine(`after round ${churn.rounds.length}`, late)
  const kb = (key: keyof HeapKinds) => `${((late[key] - early[key]) / 1024 / Math.max(1, churn.rounds.length - 1)).toFixed(1)} KB`
  console.log(row(['growth per round', kb('values'), kb('engine'), kb('browser')]))

  console.log(`\nTaps on home, ${cpuSlowdown}x CPU slowdown: to the next frame (what INP counts), ${tapRounds} rounds`)
  console.log(row(['', 'median ms', 'longest ms', 'each round']))
  const median = (ms: ReadonlyArray<number>) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? 0
  for (const { tap, ms } of taps)
    console.log(
      row([tap, median(ms).toFixed(0), Math.max(0, ...ms).toFixed(0), ms.map((each) => (each ? each.toFixed(0) : '<16')).join(' ')]),
    )
}

/**
 * Serves `dist` through the harness, measures it all, prints the tables and returns the figures.
 * With `calibratedSlowdown` (bench-lighthouse.ts: the CPU slowdown that plays Lighthouse's phone on
 * this machine) the long list is scrolled again at that slowdown.
 */
export const benchRuntime = async (dist: string, calibratedSlowdown?: number): Promise<RuntimeFigures> => {
  const server = await startHarnessServer({ port: 0, framePort: 0, dist })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`
    const figures = {
      list: await longList(browser, baseUrl),
      calibratedList:
        calibratedSlowdown === undefined
          ? null
          : { slowdown: calibratedSlowdown, list: await longList(browser, baseUrl, calibratedSlowdown) },
      records: await recordList(browser, baseUrl),
      downlines: await downlineList(browser, baseUrl),
      churn: await routeChurn(browser, baseUrl),
      taps: await taps(browser, baseUrl),
    }
    print(figures)
    return figures
  } finally {
    await browser.close()
    await server.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(import.meta.dirname, '..')
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  await benchRuntime(join(root, 'dist'))
}
