import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import {
  answerLate,
  closeHomePopups,
  gone,
  harnessJson,
  holdBack,
  layoutShiftFrom,
  logIn,
  pathOf,
  readLocal,
  setScenario,
  ui,
  urlOf,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'

const e2e = useBrowser()
const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true })

describe('free play', () => {
  it('a guest gets a trial account: please wait, then home as a trial with trialName kept', async () => {
    const { page } = e2e
    await e2e.goto('/m/login')
    await page.getByRole('button', { name: 'Free play', exact: true }).click()
    await waitForPath(page, '/m/home')
    const session = JSON.parse((await readLocal(page, 'MC_SESSION_INFO'))!) as { type: number; userName: string }
    expect(session.type).toBe(4)
    expect(session.userName).toBe('trial0001')
    expect(await page.evaluate(() => sessionStorage.getItem('trialName'))).toBe('"trial0001"')
    // A trial member cannot use the member centre: it asks to register instead (once the
    // after-login popup list, a modal over the menu, is closed).
    await closeHomePopups(page)
    await ui(page).menuItem('Member').tap()
    await visible(page.getByRole('button', { name: 'Register now' }))
  })

  it('a trial session is refused with free_reject', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    await page.goto(urlOf('/m/login'))
    await page.getByRole('button', { name: 'Free play', exact: true }).click()
    await visible(ui(page).toast('Please login an actual account to use this function'))
    expect(pathOf(page)).toBe('/m/login')
  })

  it('a refused free play says why under the button, and a second tap starts it', async () => {
    const { page } = e2e
    await e2e.goto('/m/login')
    await setScenario({ failing: ['/wps/session/login/freeplay'], failingWith: '#727 system busy' })
    const freePlay = page.getByRole('button', { name: 'Free play', exact: true })
    await freePlay.click()
    const why = page.getByRole('main').getByRole('alert')
    await visible(why)
    expect(await why.textContent()).toMatch(/busy/i)
    expect(pathOf(page)).toBe('/m/login')
    await setScenario({ failing: [] })
    await freePlay.click()
    await waitForPath(page, '/m/home')
  })

  it('is not offered while FREEPLAY3 is off', async () => {
    const { page } = e2e
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'FREEPLAY3') })
    await e2e.goto('/m/login')
    await visible(byLabel(page, 'Username'))
    expect(await page.getByRole('button', { name: 'Free play', exact: true }).count()).toBe(0)
  })
})

describe('the free trial page (/m/trial)', () => {
  it('a guest reads what a trial is and cannot do, and starts free play from it', async () => {
    const { page } = e2e
    await e2e.goto('/m/trial')
    const main = page.getByRole('main')
    await visible(main.getByRole('heading', { name: 'Play for free', exact: true }))
    await visible(main.getByText('deposit or withdraw'))
    await visible(main.getByRole('link', { name: 'Register now', exact: true }))
    await visible(main.getByRole('link', { name: 'Log in', exact: true }))
    await main.getByRole('button', { name: 'Free play', exact: true }).click()
    await waitForPath(page, '/m/home')
    expect(JSON.parse((await readLocal(page, 'MC_SESSION_INFO'))!).type).toBe(4)
    await e2e.goto('/m/trial')
    await visible(main.getByText('You are playing with a trial account. Register to keep your winnings.'))
    expect(await main.getByRole('button', { name: 'Free play', exact: true }).count()).toBe(0)
  })

  it('says free play is not offered while FREEPLAY3 is off, and still leads to register', async () => {
    const { page } = e2e
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'FREEPLAY3') })
    await e2e.goto('/m/trial')
    await visible(page.getByRole('main').getByText('Free play is not offered right now. Register to play.'))
    await page.getByRole('main').getByRole('link', { name: 'Register now', exact: true }).click()
    await waitForPath(page, '/m/register')
  })

  it('a member is told they are signed in, with the way to the lobby', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto('/m/trial')
    await visible(page.getByRole('main').getByText('You are signed in with a real account.'))
    await page.getByRole('main').getByRole('link', { name: 'Go to the lobby', exact: true }).click()
    await waitForPath(page, '/m/home')
  })

  it("a member opening it with a token never sees the trial's way in while their type is asked: nothing moves", async () => {
    const { page } = e2e
    const shifted = await layoutShiftFrom(page)
    const release = await holdBack(page, /\/wps\/member\/info/)
    await setScenario({ memberType: 0 })
    await e2e.gotoWithToken('/m/trial')
    const main = page.getByRole('main')
    await visible(main.getByRole('heading', { name: 'Play for free', exact: true }))
    expect(await main.getByRole('link', { name: 'Register now', exact: true }).count()).toBe(0)
    await release()
    await visible(main.getByText('You are signed in with a real account.'))
    expect(await shifted()).toBe(0)
  })
})

describe('logout', () => {
  const signOut = async (page: Page) => {
    await page.goto(urlOf('/m/set'))
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    const confirm = page.getByRole('alertdialog')
    await visible(confirm)
    await confirm.getByRole('button', { name: 'Sign out', exact: true }).click()
  }

  it('after confirmation: home, replacing history, with session, token, session storage and auto-login cleared', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await page.evaluate(() => sessionStorage.setItem('something', '1'))
    await signOut(page)
    await waitForPath(page, '/m/home')
    expect(await readLocal(page, 'MC_SESSION_INFO')).toBeNull()
    expect(await readLocal(page, 'autoLogin')).toBe('"0"')
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    await visible(ui(page).header.getByRole('link', { name: 'Login' }))
  })

  it.each(['/m/member/home', '/m/securityCenter'])('from %s, a page for members only: home, and it stays there', async (from) => {
    const { page } = e2e
    await e2e.openAs(0)
    await e2e.goto(from)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out', exact: true }).click()
    await waitForPath(page, '/m/home')
    // The page signed out of fades away meanwhile: its guard must not send the guest to login from there.
    await waitFor(async () => (await page.locator('.page-fade').count()) <= 1, { message: 'the fade to home done' })
    await visible(ui(page).header.getByRole('link', { name: 'Login' }))
    expect(pathOf(page)).toBe('/m/home')
  })

  it('Cancel keeps the session', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await page.goto(urlOf('/m/set'))
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await gone(page.getByRole('alertdialog'))
    expect(await readLocal(page, 'MC_SESSION_INFO')).not.toBeNull()
  })

  it('signs out even when the logout call fails', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await page.goto(urlOf('/m/set'))
    await visible(page.getByRole('button', { name: 'Sign out', exact: true }))
    await setScenario({ offline: true })
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out', exact: true }).click()
    await waitForPath(page, '/m/home')
    expect(await readLocal(page, 'MC_SESSION_INFO')).toBeNull()
  })
})

describe('settings', () => {
  it('a guest is sent to login from Change password and has no sign-out', async () => {
    const { page } = e2e
    await e2e.goto('/m/set')
    await page.getByRole('button', { name: 'Change password', exact: true }).click()
    await waitForPath(page, '/m/login')
    await page.goto(urlOf('/m/set'))
    await visible(page.getByRole('button', { name: 'Change password', exact: true }))
    expect(await page.getByRole('button', { name: 'Sign out', exact: true }).count()).toBe(0)
  })
})

describe('change password', () => {
  const open = async (page: Page) => {
    await page.goto(urlOf('/m/set'))
    await page.getByRole('button', { name: 'Change password', exact: true }).click()
    await waitForPath(page, '/m/changePsw')
    await visible(byLabel(page, 'New password'))
  }

  it('checks the rules, keeps what was typed on a refusal, then saves and returns home after about 1 s', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await open(page)
    // No header on this page (SPEC §2): it names itself.
    await visible(ui(page).heading('Change password'))
    expect(await byLabel(page, 'Username').inputValue()).toBe('player01')
    expect(await byLabel(page, 'Username').getAttribute('readonly')).not.toBeNull()

    await byLabel(page, 'Old password').fill('pass1234')
    await byLabel(page, 'New password').fill('pass1234')
    await byLabel(page, 'Confirm password').fill('other999')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'The new password and the old password cannot be the same' }))
    await visible(page.getByText('Confirmation password not matched'))

    await byLabel(page, 'Old password').fill('wrong999')
    await byLabel(page, 'New password').fill('newpass99')
    await byLabel(page, 'Confirm password').fill('newpass99')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(page.getByRole('form').getByRole('alert').filter({ hasText: 'Login password incorrect' }))
    expect(await byLabel(page, 'New password').inputValue()).toBe('newpass99')

    await byLabel(page, 'Old password').fill('pass1234')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(ui(page).toast('Change saved'))
    await waitForPath(page, '/m/home')

    // The platform now takes the new password.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'))
    await logIn(page, { password: 'newpass99' })
    expect(pathOf(page)).toBe('/m/home')
  })

  it('after a forced change the old password is not asked again', async () => {
    const { page } = e2e
    await logIn(page, { user: 'newbie01', password: 'temp1234' })
    await waitForPath(page, '/m/changePsw')
    await visible(byLabel(page, 'New password'))
    await visible(ui(page).heading('First password'))
    expect(await byLabel(page, 'Old password').count()).toBe(0)
    await byLabel(page, 'New password').fill('fresh1234')
    await byLabel(page, 'Confirm password').fill('fresh1234')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    // For the second 'Change saved' shows, the form stays as it was: no old password field springs up.
    await visible(ui(page).toast('Change saved'))
    expect(await byLabel(page, 'Old password').count()).toBe(0)
    await visible(ui(page).heading('First password'))
    await waitForPath(page, '/m/home')
  })

  it('a forced change cannot be skipped: a typed address or a reload comes back to it until it is made', async () => {
    const { page } = e2e
    await logIn(page, { user: 'newbie01', password: 'temp1234' })
    await waitForPath(page, '/m/changePsw')
    await e2e.goto('/m/member/home')
    await waitForPath(page, '/m/changePsw')
    await page.reload()
    await waitForPath(page, '/m/changePsw')
    // After a reload no password is held: the old one is asked for.
    await byLabel(page, 'Old password').fill('temp1234')
    await byLabel(page, 'New password').fill('fresh1234')
    await byLabel(page, 'Confirm password').fill('fresh1234')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await waitForPath(page, '/m/home')
    await e2e.goto('/m/member/home')
    await waitForPath(page, '/m/member/home')
  })

  it('without a session it goes home', async () => {
    const { page } = e2e
    await e2e.goto('/m/changePsw')
    await waitForPath(page, '/m/home')
  })
})

describe('forgot password by SMS', () => {
  const fillNumberAndSend = async (page: Page) => {
    await e2e.goto('/m/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await waitForPath(page, '/m/forget')
    await byLabel(page, 'Mobile number').fill('9171234501')
    await page.getByRole('button', { name: 'Get code' }).click()
    await visible(page.getByRole('timer'))
  }

  it("resets the password with the code sent to the account's number, then login takes it", async () => {
    const { page } = e2e
    await fillNumberAndSend(page)
    const { code } = await harnessJson<{ code: string }>('/__harness/sms?mobile=9171234501')
    await byLabel(page, 'Verification code').fill(code)
    await byLabel(page, 'New password').fill('reset1234')
    await byLabel(page, 'Confirm password').fill('reset1234')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await waitForPath(page, '/m/login')
    await logIn(page, { password: 'reset1234', from: '' })
    await waitForPath(page, '/m/home')
  })

  it('a wrong code is refused and the form keeps its values', async () => {
    const { page } = e2e
    await fillNumberAndSend(page)
    await byLabel(page, 'Verification code').fill('000000')
    await byLabel(page, 'New password').fill('reset1234')
    await byLabel(page, 'Confirm password').fill('reset1234')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await visible(page.getByRole('form').getByRole('alert').filter({ hasText: 'Verification code error' }))
    expect(await byLabel(page, 'New password').inputValue()).toBe('reset1234')
  })

  it('opened while the countries are slow, it shows whole: the mobile number never moves aside for its dialling code', async () => {
    const { page } = e2e
    const shifted = await layoutShiftFrom(page)
    await answerLate(page, /\/wps\/system\/country\b/)
    await e2e.goto('/m/forget')
    await visible(page.getByRole('combobox', { name: 'Country code', exact: true }))
    expect(await shifted()).toBe(0)
  })

  it('an expired code says so', async () => {
    const { page } = e2e
    await setScenario({ smsTtlSeconds: 0 })
    await e2e.goto('/m/forget')
    await byLabel(page, 'Mobile number').fill('9171234501')
    await page.getByRole('button', { name: 'Get code' }).click()
    const code = await waitFor(() => harnessJson<{ code?: string }>('/__harness/sms?mobile=9171234501').then((sent) => sent.code), {
      message: 'the code to be sent',
    })
    await byLabel(page, 'Verification code').fill(code)
    await byLabel(page, 'New password').fill('reset1234')
    await byLabel(page, 'Confirm password').fill('reset1234')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await visible(page.getByRole('form').getByRole('alert').filter({ hasText: 'Verification code expired' }))
  })

  it('an unknown number gets no code and the link stays to try again', async () => {
    const { page } = e2e
    await e2e.goto('/m/forget')
    await byLabel(page, 'Mobile number').fill('9170000000')
    await page.getByRole('button', { name: 'Get code' }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'user does not exist or is disabled' }))
    await visible(page.getByRole('button', { name: 'Get code' }))
  })
})
