import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import { baseUrl, frameOrigin, pathOf, setScenario, useBrowser, visible, waitFor, waitForPath } from './browser'

/**
 * The task page (/m/task, SPEC §2, issue 14): the operator's task link in a full-screen sandboxed
 * frame on its own origin, with the session token added; without a link, back to home. (Its waits,
 * 150 ms and 100 ms after load, are the useAfter hook's, tested on a TestClock.)
 */
const e2e = useBrowser()

const frame = () => e2e.page.getByTitle('Task', { exact: true })

describe('task page', () => {
  it('a member: the task page opens in a sandboxed frame on its own origin, with the session token', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/task')
    await visible(frame())
    const src = new URL((await frame().getAttribute('src')) ?? '')
    expect(src.origin).toBe(frameOrigin())
    expect(src.origin).not.toBe(new URL(baseUrl()).origin)
    expect(src.searchParams.get('token')).toBeTruthy()
    expect(await frame().getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms',
    )
    const inside = page.frameLocator('iframe[title="Task"]')
    await visible(inside.getByText('Signed in as player01'))
  })

  it("a task link on the app's own origin is framed as an origin of its own: it cannot reach the app's session", async () => {
    const { page } = e2e
    // An operator's link on the site's own host (here the operator's VIP page, which the app's origin serves).
    await setScenario({ links: { ...defaultScenario.links, task: `${baseUrl()}/vip/vip.html` } })
    await e2e.openAs(0)
    await e2e.goto('/m/task')
    await visible(frame())
    expect(new URL((await frame().getAttribute('src')) ?? '').origin).toBe(new URL(baseUrl()).origin)
    expect(await frame().getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms')
    const framed = await waitFor(() => page.frames().find((each) => each.url().includes('/vip/vip.html')), { message: 'the framed page' })
    await framed.waitForLoadState()
    const reach = await framed.evaluate(() => {
      try {
        return window.parent.localStorage.getItem('MC_SESSION_INFO') === null ? 'nothing' : 'the session'
      } catch (error) {
        return error instanceof Error ? error.name : String(error)
      }
    })
    expect(reach).toBe('SecurityError')
  })

  it('a guest sees the page without a token', async () => {
    const { page } = e2e
    await e2e.goto('/m/task')
    await visible(frame())
    expect(new URL((await frame().getAttribute('src')) ?? '').searchParams.has('token')).toBe(false)
    await visible(page.frameLocator('iframe[title="Task"]').getByText('Not signed in'))
  })

  it('without a task link the page goes back to home', async () => {
    const { page } = e2e
    await setScenario({ links: { ...defaultScenario.links, task: '' } })
    await e2e.goto('/m/task')
    await waitForPath(page, '/m/home')
    expect(pathOf(page)).toBe('/m/home')
    expect(await frame().count()).toBe(0)
  })
})
