import { describe, expect, it } from 'vitest'
import { layoutShiftFrom, pathOf, setScenario, ui, useBrowser, visible, waitForPath } from './browser'

const e2e = useBrowser()

describe('boot', () => {
  it('opens / on /m/home with the guest header and the five-item bottom menu', async () => {
    const { page } = e2e
    await e2e.goto('/')
    await waitForPath(page, '/m/home')
    const view = ui(page)

    const auth = view.header.getByRole('navigation', { name: 'Account' })
    await visible(auth.getByRole('link', { name: 'Login', exact: true }))
    await visible(auth.getByRole('link', { name: 'Register', exact: true }))
    expect(await auth.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/m/login')
    expect(await auth.getByRole('link', { name: 'Register', exact: true }).getAttribute('href')).toBe('/m/register')
    // A guest has no account summary in the header.
    expect(await view.header.getByLabel('Your account').count()).toBe(0)

    await visible(view.menu)
    const items = await view.menu.getByRole('button').allInnerTexts()
    expect(items.map((text) => text.trim())).toEqual(['Home', 'Promotion', 'Deposit', 'Member', 'Service'])
    expect(await view.menuItem('Home').getAttribute('aria-current')).toBe('page')

    // Home has no back arrow and no titled header.
    expect(await view.back.count()).toBe(0)
    expect(await view.title.count()).toBe(0)
    expect(e2e.pageErrors).toEqual([])
  })

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/nope', '/m/nope/deeper', '/totally/unknown?x=1'])(
    '%s lands on /m/home',
    async (path) => {
      const { page } = e2e
      await e2e.goto(path)
      await waitForPath(page, '/m/home')
      await visible(ui(page).menuItem('Home'))
      await visible(ui(page).header.getByRole('link', { name: 'Login', exact: true }))
      expect(pathOf(page)).toBe('/m/home')
    },
  )

  it.each(['/m/games', '/m/nope'])(
    "%s is drawn in home's frame from the first paint: header and menu stand before it lands",
    async (path) => {
      const { page } = e2e
      const shifted = await layoutShiftFrom(page)
      await setScenario({ memberType: 0 })
      await e2e.gotoWithToken(path)
      await waitForPath(page, '/m/home')
      await visible(ui(page).header.getByLabel('Your account').getByText('Lucky Star'))
      expect(await shifted()).toBe(0)
    },
  )
})
