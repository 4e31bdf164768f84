import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteInfo } from '../../fixtures/site'
import { settled } from './axe'
import { defaultScenario } from '../../harness/scenario'
import {
  dismissLoginPopups,
  gone,
  harnessJson,
  pathOf,
  readLocal,
  readLocale,
  seedStorage,
  setScenario,
  ui,
  urlOf,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'

const e2e = useBrowser()

const form = (page: Page) => page.getByRole('form', { name: 'Login' })
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true })
const submit = (page: Page) => form(page).getByRole('button', { name: 'Login', exact: true })
const failure = (page: Page, text: string) => form(page).getByRole('alert').filter({ hasText: text })

const openLogin = async (path = '/m/login') => {
  await e2e.goto(path)
  await visible(field(e2e.page, 'Username'))
}

describe('login by username', () => {
  it('signs in, stores MC_SESSION_INFO with the token and lands home with the popup list', async () => {
    const { page } = e2e
    await openLogin()
    await field(page, 'Username').fill('  player01 ')
    await field(page, 'Password').fill('pass1234')
    await submit(page).click()
    await waitForPath(page, '/m/home')
    await dismissLoginPopups(page)
    const session = JSON.parse((await readLocal(page, 'MC_SESSION_INFO'))!) as { token: string; userName: string }
    expect(session.userName).toBe('player01')
    expect(session.token).toMatch(/^tok-/)
  })

  it('empty fields get the dictionary messages, nothing is sent, and the first field takes the focus', async () => {
    const { page } = e2e
    await openLogin()
    let logins = 0
    page.on('request', (request) => void (request.url().includes('/wps/session/login') && logins++))
    await submit(page).click()
    await visible(failure(page, 'Please enter the username and password'))
    expect(await field(page, 'Username').evaluate((input) => input === document.activeElement)).toBe(true)
    await field(page, 'Username').fill('player01')
    await submit(page).click()
    await visible(form(page).getByText('Password is required'))
    expect(await field(page, 'Password').evaluate((input) => input === document.activeElement)).toBe(true)
    await field(page, 'Username').fill('ab')
    await field(page, 'Password').fill('pass1234')
    await submit(page).click()
    await visible(form(page).getByText('Account format incorrect'))
    expect(logins).toBe(0)
  })

  it('a wrong password says why and keeps what was typed; after two failures a captcha is asked', async () => {
    const { page } = e2e
    await openLogin()
    await field(page, 'Username').fill('player01')
    await field(page, 'Password').fill('wrong999')
    await submit(page).click()
    await visible(failure(page, 'user does not exist or is disabled'))
    expect(await field(page, 'Username').inputValue()).toBe('player01')
    expect(await field(page, 'Password').inputValue()).toBe('wrong999')
    expect(await field(page, 'Captcha').count()).toBe(0)

    await submit(page).click()
    await visible(field(page, 'Captcha'))
    const image = form(page).getByRole('button', { name: 'New captcha image' }).locator('img')
    await visible(image)
    const first = await image.getAttribute('src')
    await form(page).getByRole('button', { name: 'New captcha image' }).click()
    await waitFor(async () => (await image.getAttribute('src')) !== first, { message: 'a new captcha image' })

    // A right password without the captcha is refused; with the captcha read off the image it passes.
    await field(page, 'Password').fill('pass1234')
    await submit(page).click()
    await visible(form(page).getByText('please write the code'))
    const { answer } = await harnessJson<{ answer: string }>('/__harness/captcha')
    await field(page, 'Captcha').fill(answer)
    await submit(page).click()
    await waitForPath(page, '/m/home')
  })

  it('a double tap sends one login', async () => {
    const { page } = e2e
    await setScenario({ latencyMs: 400 })
    await openLogin()
    let logins = 0
    page.on('request', (request) => void (request.url().includes('/wps/session/login') && logins++))
    await field(page, 'Username').fill('player01')
    await field(page, 'Password').fill('pass1234')
    await submit(page).dblclick()
    await waitForPath(page, '/m/home')
    expect(logins).toBe(1)
  })

  it('a forced password change goes to /m/changePsw after login', async () => {
    const { page } = e2e
    await openLogin()
    await field(page, 'Username').fill('newbie01')
    await field(page, 'Password').fill('temp1234')
    await submit(page).click()
    await waitForPath(page, '/m/changePsw')
  })

  it.each([
    ['members', 2, 'agent01', 'Non-member account unable to login'],
    ['agents', 0, 'player01', 'Non-agents cannot log in'],
  ] as const)('a %s-only site refuses the other kind of account', async (loginLimit, memberType, user, message) => {
    const { page } = e2e
    await setScenario({ loginLimit, memberType })
    await openLogin()
    await field(page, 'Username').fill(user)
    await field(page, 'Password').fill('pass1234')
    await submit(page).click()
    await visible(failure(page, message))
    expect(pathOf(page)).toBe('/m/login')
    expect(await readLocal(page, 'MC_SESSION_INFO')).toBeNull()
  })
  it('a refusal in the words of the dictionary is read in the player’s language, not the platform’s English', async () => {
    const { page } = e2e
    const ty = await readLocale('ty')
    await setScenario({ loginLimit: 'agents', memberType: 0 })
    await seedStorage(page, { language: JSON.stringify('TY') })
    await e2e.goto('/m/login')
    const tyForm = page.getByRole('form', { name: ty.login!.submit! })
    await tyForm.getByLabel(ty.login!.username!, { exact: true }).fill('player01')
    await tyForm.getByLabel(ty.login!.password!, { exact: true }).fill('pass1234')
    await tyForm.getByRole('button', { name: ty.login!.submit!, exact: true }).click()
    await visible(tyForm.getByRole('alert').filter({ hasText: ty.errors!.non_agent! }))

    await setScenario({ loginLimit: 'any' })
    await tyForm.getByLabel(ty.login!.password!, { exact: true }).fill('wrong999')
    await tyForm.getByRole('button', { name: ty.login!.submit!, exact: true }).click()
    await visible(tyForm.getByRole('alert').filter({ hasText: ty.errors!.user_not_found! }))
    expect(await tyForm.getByText('user does not exist or is disabled').count()).toBe(0)
  })
})

describe('the login and register tabs', () => {
  it('each keeps what was typed while the other is looked at', async () => {
    const { page } = e2e
    await openLogin()
    await field(page, 'Username').fill('player01')
    await field(page, 'Password').fill('pass1234')
    await page.getByRole('tab', { name: 'Register', exact: true }).click()
    const register = page.getByRole('form', { name: 'Register' })
    await visible(register.getByLabel('Username', { exact: true }))
    await register.getByLabel('Username', { exact: true }).fill('newcomer9')
    await page.getByRole('tab', { name: 'Login', exact: true }).click()
    await visible(field(page, 'Username'))
    expect(await field(page, 'Username').inputValue()).toBe('player01')
    expect(await field(page, 'Password').inputValue()).toBe('pass1234')
    await page.getByRole('tab', { name: 'Register', exact: true }).click()
    await visible(register.getByLabel('Username', { exact: true }))
    expect(await register.getByLabel('Username', { exact: true }).inputValue()).toBe('newcomer9')
  })
})

describe('remember password', () => {
  it('refills the form on return; localStorage holds no readable password', async () => {
    const { page } = e2e
    await openLogin()
    await field(page, 'Username').fill('player01')
    await field(page, 'Password').fill('pass1234')
    await form(page).getByLabel('Remember password').check()
    await submit(page).click()
    await waitForPath(page, '/m/home')
    const stored = (await readLocal(page, 'remPass'))!
    expect(stored).toContain('player01')
    expect(stored).not.toContain('pass1234')
    expect(stored).not.toContain(Buffer.from('pass1234').toString('base64'))
    // SPEC §3: autoLogin '1' while a login is remembered.
    expect(JSON.parse((await readLocal(page, 'autoLogin'))!)).toBe('1')

    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'))
    await page.goto(urlOf('/m/login'))
    await waitFor(async () => (await field(page, 'Password').inputValue()) === 'pass1234', { message: 'the remembered password' })
    expect(await field(page, 'Username').inputValue()).toBe('player01')
    expect(await form(page).getByLabel('Remember password').isChecked()).toBe(true)
  })

  it('inputs carry the autocomplete hints password managers use', async () => {
    const { page } = e2e
    await openLogin()
    expect(await field(page, 'Username').getAttribute('autocomplete')).toBe('username')
    expect(await field(page, 'Password').getAttribute('autocomplete')).toBe('current-password')
  })
})

describe('login by SMS code (MOBILEVERCODELOGIN3)', () => {
  const smsOn = () => setScenario({ whitelabel: [...defaultScenario.whitelabel, 'MOBILEVERCODELOGIN3'] })
  /** The login in SMS mode, a code sent to `mobile` and its countdown on. */
  const codeSentTo = async (page: Page, mobile: string) => {
    await smsOn()
    await openLogin()
    await form(page).getByRole('button', { name: 'SMS code' }).click()
    await form(page).getByLabel('Mobile number', { exact: true }).fill(mobile)
    await form(page).getByRole('button', { name: 'Get code' }).click()
    await visible(form(page).getByRole('timer'))
  }

  it('is offered only when the module is on', async () => {
    const { page } = e2e
    await openLogin()
    expect(await form(page).getByRole('button', { name: 'SMS code' }).count()).toBe(0)
    await smsOn()
    await page.reload()
    await visible(form(page).getByRole('button', { name: 'SMS code' }))
  })

  it('checks the number before sending, counts down, and logs in with the code', async () => {
    const { page } = e2e
    await smsOn()
    await openLogin()
    await form(page).getByRole('button', { name: 'SMS code' }).click()
    await form(page).getByLabel('Mobile number', { exact: true }).fill('12')
    await form(page).getByRole('button', { name: 'Get code' }).click()
    await visible(form(page).getByText('Phone format incorrect'))
    expect((await fetch(urlOf('/__harness/sms?mobile=12'))).status).toBe(404)

    await form(page).getByLabel('Mobile number', { exact: true }).fill('9171234501')
    await form(page).getByRole('button', { name: 'Get code' }).click()
    await visible(form(page).getByRole('timer'))
    await gone(form(page).getByRole('button', { name: 'Get code' }))
    // The number is good now: its message went with the send.
    expect(await form(page).getByText('Phone format incorrect').count()).toBe(0)
    const { code } = await harnessJson<{ code: string }>('/__harness/sms?mobile=9171234501')
    await form(page).getByLabel('Verification code', { exact: true }).fill(code)
    await submit(page).click()
    await waitForPath(page, '/m/home')
  })

  it('a wrong code is refused and the form keeps the number', async () => {
    const { page } = e2e
    await codeSentTo(page, '9171234501')
    await form(page).getByLabel('Verification code', { exact: true }).fill('000000')
    await submit(page).click()
    await visible(failure(page, 'Verification code error'))
    expect(await form(page).getByLabel('Mobile number', { exact: true }).inputValue()).toBe('9171234501')
  })

  it('a forced password change after an SMS login asks for the old password, which the code did not give', async () => {
    const { page } = e2e
    await codeSentTo(page, '9171234505')
    const { code } = await harnessJson<{ code: string }>('/__harness/sms?mobile=9171234505')
    await form(page).getByLabel('Verification code', { exact: true }).fill(code)
    await submit(page).click()
    await waitForPath(page, '/m/changePsw')
    await visible(ui(page).heading('First password'))
    await page.getByLabel('Old password', { exact: true }).fill('temp1234')
    await page.getByLabel('New password', { exact: true }).fill('fresh1234')
    await page.getByLabel('Confirm password', { exact: true }).fill('fresh1234')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await waitForPath(page, '/m/home')
  })

  it('a failed send hides the loader and lets the user try again', async () => {
    const { page } = e2e
    await smsOn()
    await openLogin()
    await form(page).getByRole('button', { name: 'SMS code' }).click()
    await form(page).getByLabel('Mobile number', { exact: true }).fill('9170000000')
    await form(page).getByRole('button', { name: 'Get code' }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'user does not exist or is disabled' }))
    await visible(form(page).getByRole('button', { name: 'Get code' }))
    await gone(page.getByRole('status').filter({ hasText: 'Sending the code' }))
  })
})

describe('social login (FACEBOOKLOGIN3, GOOGLELOGIN3)', () => {
  it('Google signs in through the identity service popup and lands home', async () => {
    const { page } = e2e
    await setScenario({ whitelabel: [...defaultScenario.whitelabel, 'GOOGLELOGIN3'] })
    await openLogin()
    const google = form(page).getByRole('button', { name: 'Continue with Google' })
    await visible(google)
    expect(await form(page).getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0)
    const opened = page.waitForEvent('popup')
    await google.click()
    const popup = await opened
    // The popup closes itself once it has answered: a click that outlives it has done its work.
    await popup
      .getByRole('button', { name: 'Continue as Social Tester' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    await waitForPath(page, '/m/home')
    const session = JSON.parse((await readLocal(page, 'MC_SESSION_INFO'))!) as { userName: string }
    expect(session.userName).toBe('google_tester')
  })

  it('closing the popup keeps the user on the form', async () => {
    const { page } = e2e
    await setScenario({ whitelabel: [...defaultScenario.whitelabel, 'FACEBOOKLOGIN3'] })
    await openLogin()
    const opened = page.waitForEvent('popup')
    await form(page).getByRole('button', { name: 'Continue with Facebook' }).click()
    const popup = await opened
    // Cancel closes the popup window itself, which can land before playwright's click returns.
    await popup
      .getByRole('button', { name: 'Cancel' })
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    await waitFor(() => popup.isClosed(), { message: 'the popup to close' })
    expect(pathOf(page)).toBe('/m/login')
    expect(await submit(page).isDisabled()).toBe(false)
  })

  it('no buttons without the modules, or while the identity service is not set up', async () => {
    const { page } = e2e
    await openLogin()
    expect(await form(page).getByRole('group', { name: 'Sign in with' }).count()).toBe(0)
    await setScenario({ whitelabel: [...defaultScenario.whitelabel, 'GOOGLELOGIN3', 'FACEBOOKLOGIN3'], identity: false })
    await page.reload()
    await visible(field(page, 'Username'))
    expect(await form(page).getByRole('group', { name: 'Sign in with' }).count()).toBe(0)
  })
})

describe('the login footer (SPEC §2: four hot games, a copyright line, a speed-test link)', () => {
  const hotGames = (page: Page) => page.getByRole('region', { name: 'Hot games' })
  const hotGameTiles = (page: Page) => hotGames(page).getByRole('listitem')
  const fourHotGames = (page: Page) => waitFor(async () => (await hotGameTiles(page).count()) === 4, { message: 'four hot games' })
  const copyright = (page: Page) => page.getByText(`© ${new Date().getFullYear()} ${siteInfo.mainDomain}. All rights reserved.`)
  const speedTest = (page: Page) => page.getByRole('link', { name: 'Speed test (opens in a new tab)' })
  /** The player's first touch: the hot games come then, not with the form. */
  const touchTheForm = (page: Page) => field(page, 'Username').click()
  /** Animations running in the footer (the skeleton tiles' shine). */
  const footerAnimations = (page: Page) =>
    page.evaluate(
      () =>
        document.getAnimations().filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target
          return animation.playState === 'running' && target?.closest('.login-footer')
        }).length,
    )

  it('shows the copyright and the speed test; four hot games come at the first touch, and a guest tapping one is asked to sign in', async () => {
    const { page } = e2e
    const asked: string[] = []
    page.on(
      'request',
      (request) => void (/GCSGAME_hotGamesV2|hot-games-strip|launchGame|gameLaunch/i.test(request.url()) && asked.push(request.url())),
    )
    await openLogin()
    await visible(copyright(page))
    expect(await speedTest(page).getAttribute('href')).toBe(defaultScenario.links.speedTest)
    expect(await speedTest(page).getAttribute('target')).toBe('_blank')
    expect(await speedTest(page).getAttribute('rel')).toContain('noopener')
    await settled(page)
    expect(asked).toEqual([]) // the form's first view asks for no game
    // Nor does its skeleton shine: nothing is on its way yet, and a shine would draw frames for nothing.
    expect(await footerAnimations(page)).toBe(0)

    await touchTheForm(page)
    await fourHotGames(page)
    await hotGameTiles(page).first().getByRole('button').click()
    await visible(ui(page).toast('You are not logged in, please login first'))
    expect(await field(page, 'Username').evaluate((input) => input === document.activeElement)).toBe(true)
    expect(pathOf(page)).toBe('/m/login')
    expect(asked.filter((url) => /launch/i.test(url))).toEqual([])
  })

  it('a member’s tap opens the game in the full-screen frame, as any game tile does', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0 })
    await e2e.gotoWithToken('/m/login')
    await touchTheForm(page)
    await fourHotGames(page)
    const tile = hotGameTiles(page).first().getByRole('button')
    const [name] = (await tile.innerText()).split('\n')
    await tile.click()
    await visible(page.getByRole('dialog', { name: name!, exact: true }).locator('iframe'))
  })

  it('the row holds its room until the hot games come, so nothing under it moves', async () => {
    const { page } = e2e
    let release = () => {}
    const answered = new Promise<void>((done) => (release = done))
    await page.route(/\/GCSGAME_hotGamesV2/, async (route) => {
      await answered
      await route.continue()
    })
    await openLogin()
    await visible(copyright(page))
    const before = await copyright(page).boundingBox()
    expect(await hotGames(page).count()).toBe(0) // its skeleton is hidden from assistive technology
    const asked = page.waitForRequest(/\/GCSGAME_hotGamesV2/)
    await touchTheForm(page)
    await asked
    expect(await copyright(page).boundingBox()).toEqual(before)
    expect(await footerAnimations(page)).toBeGreaterThan(0) // on its way now: the skeleton shines
    release()
    await fourHotGames(page)
    expect(await copyright(page).boundingBox()).toEqual(before)
  })

  it('hot games that failed to load keep their room under a Retry that brings them', async () => {
    const { page } = e2e
    await setScenario({ failing: ['GCSGAME_hotGamesV2'] })
    await openLogin()
    await touchTheForm(page)
    const retry = page.getByRole('button', { name: 'Hot games not loaded: retry' })
    await visible(retry)
    await setScenario({ failing: [] })
    await retry.click()
    await fourHotGames(page)
    await gone(retry)
  })

  it('no speed-test link without one, nor inside the installed web app', async () => {
    const { page } = e2e
    await openLogin()
    await visible(speedTest(page))
    await setScenario({ links: { ...defaultScenario.links, speedTest: '' } })
    // The status kept from the last visit draws the link at once; the fresh one, without it, takes it away.
    const freshStatus = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/system/status')
    await page.reload()
    await freshStatus
    await visible(copyright(page))
    await gone(speedTest(page))

    await setScenario({ links: defaultScenario.links })
    // As iOS marks a home-screen web app.
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true }))
    await page.reload()
    await visible(copyright(page))
    expect(await speedTest(page).count()).toBe(0)
  })
})
