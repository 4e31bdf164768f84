import type { Frame, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { games } from '../../fixtures/games'
import { frameSandbox, ownOriginSandbox } from '../../src/ui/sandboxed-frame'
import { baseUrl, frameOrigin, pathOf, readLocal, urlOf, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * Issue 8 §2 and §3: the app runs under its content security policy, and what it frames (a
 * launched game, the lottery page) lives on the harness's second origin, inside a sandbox, so it
 * can neither read the app's storage nor take the app's window away.
 */

const e2e = useBrowser()

type GameFixture = (typeof games)[number]
const nameOf = (game: GameFixture) => game.gameName || game.nodeName
const dg = games.filter((game) => game.vassalage === 'DG' && game.gameType === 'LIVE')[0]!
const lott = games.filter((game) => game.vassalage === 'LOTT' && game.gameType === 'LOTT')[0]!

/** The frame (of the page's frame tree) whose address has this path. */
const frameAt = (page: Page, pathname: string) =>
  waitFor(() => page.frames().find((frame) => frame.url() !== '' && new URL(frame.url()).pathname === pathname), {
    message: `a frame at ${pathname}`,
  })

/** What the framed page can reach of the app, tried from inside it. */
const probe = (frame: Frame) =>
  frame.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        read()
        return 'allowed'
      } catch (error) {
        return error instanceof Error ? error.name : String(error)
      }
    }
    // The frame origin is another site than the app (localhost vs 127.0.0.1): this Chromium denies
    // third-party frames storage altogether; a browser that partitions it gives the frame its own.
    let ownSession: string | null
    try {
      ownSession = localStorage.getItem('MC_SESSION_INFO') ?? sessionStorage.getItem('MC_SESSION_INFO')
    } catch (error) {
      ownSession = error instanceof Error ? error.name : String(error)
    }
    return {
      origin: window.location.origin,
      ownSession,
      topStorage: attempt(() => window.top?.localStorage.getItem('MC_SESSION_INFO')),
      parentDocument: attempt(() => window.parent.document.title),
      topNavigation: attempt(() => {
        window.top!.location.href = `${document.referrer || 'http://127.0.0.1/'}#hijacked`
      }),
    }
  })

const expectSandboxed = async (page: Page, selector: string, expected = frameSandbox) => {
  const iframe = page.locator(selector)
  const sandbox = ((await iframe.getAttribute('sandbox')) ?? '').split(/\s+/).sort()
  expect(sandbox).toEqual(expected.split(' ').sort())
  expect(sandbox.some((flag) => flag.startsWith('allow-top-navigation'))).toBe(false)
  expect(await iframe.getAttribute('referrerpolicy')).toBe('no-referrer')
}

describe('frame boundary', () => {
  it('a launched game runs on the frame origin and cannot read the app storage or navigate the top window', async () => {
    const { page } = e2e
    await e2e.openAs(0, `/m/gameList?gameType=LIVE&vassalage=DG`)
    expect(await readLocal(page, 'MC_SESSION_INFO')).toContain('token')
    await page
      .getByRole('main')
      .getByRole('list')
      .getByRole('button', { name: `${nameOf(dg)} ${dg.displayName}`, exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: nameOf(dg), exact: true })
    await visible(dialog)
    await expectSandboxed(page, '.game-frame iframe')

    const frame = await frameAt(page, '/harness-game')
    await visible(dialog.frameLocator('iframe').getByRole('heading', { name: nameOf(dg), exact: true }))
    const reach = await probe(frame)
    expect(reach.origin).toBe(frameOrigin())
    expect(reach.origin).not.toBe(baseUrl())
    expect([null, 'SecurityError']).toContain(reach.ownSession)
    expect(reach.topStorage).toBe('SecurityError')
    expect(reach.parentDocument).toBe('SecurityError')
    expect(reach.topNavigation).not.toBe('allowed')

    // Even with a user's tap inside the game (user activation), the top window stays the app's.
    await frame.evaluate((target) => {
      const button = document.createElement('button')
      button.textContent = 'Leave'
      button.onclick = () => {
        try {
          window.top!.location.href = target
          button.dataset.result = 'allowed'
        } catch (error) {
          button.dataset.result = error instanceof Error ? error.name : String(error)
        }
      }
      document.body.prepend(button)
    }, `${frameOrigin()}/harness-task`)
    const leave = dialog.frameLocator('iframe').getByRole('button', { name: 'Leave', exact: true })
    await leave.click()
    expect(await waitFor(() => leave.getAttribute('data-result'), { message: 'the navigation attempt to finish' })).not.toBe('allowed')
    expect(new URL(page.url()).origin).toBe(baseUrl())
    expect(pathOf(page)).toBe('/m/gameList')
    await visible(dialog)
  })

  it('the lottery page, which carries the session token, is on the frame origin and sandboxed too', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const query = new URLSearchParams({ mui: lott.gameCode, playType: 'trad', gameId: lott.gameId, prize_mode: 'LOTT' })
    await e2e.goto(`/m/lotto-h5?${query.toString()}`)
    await waitForPath(page, '/m/lotto-h5')
    // Its address is the build's default, /lotto/ on the app's own origin (the harness forwards it
    // to the frame origin): framed as an origin of its own, it could not lift its sandbox even there.
    await expectSandboxed(page, 'iframe[title="Lottery"]', ownOriginSandbox)
    await visible(page.frameLocator('iframe[title="Lottery"]').getByText('signed in', { exact: true }))
    const reach = await probe(await frameAt(page, '/lotto/'))
    expect(reach.origin).toBe(frameOrigin())
    expect([null, 'SecurityError']).toContain(reach.ownSession)
    expect(reach.topStorage).toBe('SecurityError')
    expect(reach.parentDocument).toBe('SecurityError')
  })

  it("the app's origin does not serve frame pages, and the frame origin does not serve the app", async () => {
    const game = await fetch(urlOf(`/harness-game?nodeId=${dg.nodeId}&mode=real`))
    expect(game.status).toBe(404)
    const chat = await fetch(urlOf('/harness-chat?player=player01'))
    expect(chat.status).toBe(404)
    const app = await fetch(`${frameOrigin()}/m/home`)
    expect(app.status).toBe(404)
    const storage = await fetch(`${frameOrigin()}/__harness/scenario`)
    expect(storage.status).toBe(404)
  })
})

describe('content security policy', () => {
  it('the app document carries the policy as a meta and the harness sends it with the security headers', async () => {
    const response = await fetch(urlOf('/m/home'))
    const html = await response.text()
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
    expect(meta).toBeDefined()
    // Before any script: a meta policy governs only what follows it.
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
    const directives = new Map(
      meta!.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/)
        return [name, sources] as const
      }),
    )
    expect(directives.get('script-src')?.[0]).toBe("'self'")
    expect(
      directives
        .get('script-src')
        ?.slice(1)
        .every((source) => source.startsWith("'sha256-")),
    ).toBe(true)
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
    expect(directives.get('form-action')).toEqual(["'self'"])
    expect(meta).not.toContain('unsafe-inline')
    expect(meta).not.toContain('unsafe-eval')

    const headers = response.headers
    expect(headers.get('content-security-policy')).toBe(`${meta}; frame-ancestors 'none'`)
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('permissions-policy')).toContain('camera=()')
    expect(headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('an inline script injected into the page is refused and reported', async () => {
    const { page } = e2e
    e2e.expectCspViolations()
    await e2e.goto('/m/home')
    await visible(page.getByRole('banner'))
    // The theme bootstrap (pinned by its hash) ran: no violation from the app itself.
    expect(e2e.cspViolations).toEqual([])
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
      // A string timer is eval (page.evaluate itself may eval: DevTools is exempt from the policy).
      ;(window.setTimeout as unknown as (code: string, ms: number) => number)('window.__evaluated = true', 0)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    // Each refusal is reported on its own and may be reported more than once: wait for both kinds.
    const directives = () => new Set(e2e.cspViolations.map((violation) => violation.directive))
    await waitFor(() => directives().size >= 2, { message: 'the violations to be reported' })
    expect([...directives()].sort()).toEqual(['script-src', 'script-src-elem'])
    expect(await page.evaluate(() => (window as unknown as { __evaluated?: boolean }).__evaluated)).toBeUndefined()
    expect(e2e.cspViolations.every((violation) => violation.documentURI.startsWith(baseUrl()))).toBe(true)
  })
})
