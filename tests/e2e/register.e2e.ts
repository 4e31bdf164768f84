import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import {
  answerAfter,
  gone,
  harnessJson,
  holdBack,
  linesOf,
  onNarrowPhone,
  onSlowCpu,
  readLocal,
  readLocale,
  recordFirstSight,
  requestsTo,
  seedStorage,
  setScenario,
  solveChallenge,
  ui,
  urlOf,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  whileHeldBack,
} from './browser'

const e2e = useBrowser()

const form = (page: Page) => page.getByRole('form', { name: 'Register' })
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true })
const submit = (page: Page) => form(page).getByRole('button', { name: 'Register', exact: true })

const openRegister = async (path = '/m/register') => {
  await e2e.goto(path)
  await visible(field(e2e.page, 'Password'))
}

const fillUsernameForm = async (page: Page, username = 'newplayer1') => {
  await field(page, 'Username').fill(username)
  await field(page, 'Password').fill('secret123')
  await field(page, 'Confirm password').fill('secret123')
}

describe('register by username', () => {
  it('passes the human check, registers, logs in and lands home', async () => {
    const { page } = e2e
    await openRegister()
    await fillUsernameForm(page)
    await submit(page).click()
    await solveChallenge(page)
    await visible(ui(page).toast('Registered successfully'))
    await waitForPath(page, '/m/home')
    const session = JSON.parse((await readLocal(page, 'MC_SESSION_INFO'))!) as { userName: string }
    expect(session.userName).toBe('newplayer1')
  })

  it('a missed slide brings a new picture; the form waits', async () => {
    const { page } = e2e
    await openRegister()
    await fillUsernameForm(page, 'newplayer2')
    await submit(page).click()
    const dialog = await solveChallenge(page, 20)
    await visible(dialog.getByRole('alert').filter({ hasText: 'Verification failed, please try again' }))
    await solveChallenge(page)
    await waitForPath(page, '/m/home')
  })

  it('every field shows its rule, messages are joined, the first invalid field takes the focus, nothing is sent', async () => {
    const { page } = e2e
    await openRegister()
    let sent = 0
    page.on('request', (request) => void (request.url().includes('/wps/member/register') && sent++))
    await field(page, 'Username').fill('ab')
    await field(page, 'Password').fill('secret123')
    await field(page, 'Confirm password').fill('secret124')
    await submit(page).click()
    await visible(form(page).getByText('Account format incorrect · Confirmation password not matched'))
    expect(await field(page, 'Username').evaluate((input) => input === document.activeElement)).toBe(true)
    // Scrolled to, it stands clear of the Back laid over the page.
    const back = await ui(page).back.boundingBox()
    const focused = await field(page, 'Username').boundingBox()
    expect(focused!.y).toBeGreaterThanOrEqual(back!.y + back!.height)
    expect(await field(page, 'Password').inputValue()).toBe('secret123')
    expect(sent).toBe(0)
    expect(await page.getByRole('dialog', { name: 'Security check' }).count()).toBe(0)
  })

  it('a taken username is told on leaving the field, and refused by the platform', async () => {
    const { page } = e2e
    await openRegister()
    await fillUsernameForm(page, 'player01')
    await visible(form(page).getByText('username already exists'))
    await submit(page).click()
    await solveChallenge(page)
    await visible(form(page).getByRole('alert').filter({ hasText: 'username already exists' }))
    expect(await field(page, 'Username').inputValue()).toBe('player01')
  })

  it('a used e-mail is told on leaving the field', async () => {
    const { page } = e2e
    await openRegister()
    await field(page, 'E-mail').fill('player01@example.test')
    await field(page, 'Username').focus()
    await visible(form(page).getByText('E-mail already exists'))
    await field(page, 'E-mail').fill('someone.new@example.test')
    await field(page, 'Username').focus()
    await submit(page).click()
    await visible(form(page).getByText('Username is required'))
    expect(await form(page).getByText('E-mail already exists').count()).toBe(0)
  })

  it('a wrong invitation code: the failure toast invitation_code_error, the same under the code, and the focus goes to it', async () => {
    const { page } = e2e
    await openRegister()
    await fillUsernameForm(page, 'newplayer3')
    await field(page, 'Invitation code').fill('NOPE123')
    await submit(page).click()
    // On a slow phone the code's check can answer before the closed challenge has given the page back.
    await onSlowCpu(page, 8, async () => {
      await solveChallenge(page)
      // The SPEC's toast, and in the form where the code is, which stays when the toast goes.
      await visible(ui(page).failureToast('Invalid invitation code'))
      await visible(form(page).getByRole('alert').filter({ hasText: 'Invalid invitation code' }))
      await waitFor(() => field(page, 'Invitation code').evaluate((input) => input === document.activeElement), {
        message: 'focus on the code',
      })
    })
    expect(await field(page, 'Username').inputValue()).toBe('newplayer3')
  })

  it('a valid affiliate link hides the invitation field, even while its code is checked (it never flashes)', async () => {
    const { page } = e2e
    const checks = requestsTo(page, '/wps/affiliate/check')
    await whileHeldBack(page, /\/wps\/affiliate\/check\b/, async () => {
      await openRegister('/m/register?a=AGENT88')
      await waitFor(() => checks.length === 1, { message: "the link's code checked" })
      // The operator's register rules are in (they add the e-mail field, and allow the invitation field).
      await visible(field(page, 'E-mail'))
      expect(await field(page, 'Invitation code').count()).toBe(0)
    })
    await waitFor(async () => (await checks[0]!.response()) !== null, { message: "the check's answer" })
    await visible(field(page, 'Username'))
    expect(await field(page, 'Invitation code').count()).toBe(0)
  })

  it('an affiliate link with an unknown code shows the invitation field once the check has said so', async () => {
    const { page } = e2e
    await openRegister('/m/register?a=NOPE123')
    await visible(field(page, 'Invitation code'))
  })

  it("an affiliate link whose check got no verdict keeps its code in the invitation field, not a verdict of 'invalid'", async () => {
    const { page } = e2e
    await setScenario({ failing: ['/wps/affiliate/check'] })
    await openRegister('/m/register?a=AGENT88')
    await visible(field(page, 'Invitation code'))
    expect(await field(page, 'Invitation code').inputValue()).toBe('AGENT88')
  })

  it('the age agreement: 21 by default, configurable, and submit is disabled without it', async () => {
    const { page } = e2e
    await setScenario({ ageLimit: 18 })
    await openRegister()
    const agree = form(page).getByLabel('I am 18 or older and accept the terms and conditions')
    expect(await agree.isChecked()).toBe(true)
    await agree.uncheck()
    expect(await submit(page).isDisabled()).toBe(true)
    await agree.check()
    expect(await submit(page).isDisabled()).toBe(false)
  })

  it('rules that failed to come say so with Retry, not a form short of the fields the platform asks for', async () => {
    const { page } = e2e
    await setScenario({ failing: ['/wps/system/setting/register'] })
    await e2e.goto('/m/register')
    const failed = page.getByRole('main').getByText('Unknown error', { exact: true })
    await visible(failed)
    expect(await field(page, 'Username').count()).toBe(0)
    await setScenario({ failing: [] })
    await page.getByRole('main').getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(field(page, 'Mobile number'))
    await visible(field(page, 'Username'))
    await gone(failed)
  })

  it('a double tap sends one registration', async () => {
    const { page } = e2e
    await setScenario({ latencyMs: 300 })
    await openRegister()
    let sent = 0
    page.on('request', (request) => void (request.url().includes('/wps/member/register') && request.method() === 'PUT' && sent++))
    await fillUsernameForm(page, 'newplayer4')
    await submit(page).dblclick()
    await solveChallenge(page)
    await waitForPath(page, '/m/home')
    expect(sent).toBe(1)
  })
})

describe('register with the captcha the server shows (SPEC §5: required when shown)', () => {
  const withCaptcha = () => setScenario({ fieldRules: { captcha: { enabled: true, required: false, regExp: '^.{1,16}$' } } })
  const captchaAnswer = async () => (await harnessJson<{ answer: string }>('/__harness/captcha')).answer
  /** The captcha image on screen, once it has come. */
  const captchaShown = async (page: Page) => {
    const image = form(page).getByRole('button', { name: 'New captcha image' }).locator('img')
    await visible(image)
    return image.getAttribute('src')
  }

  it('an empty answer is told before any check; a wrong one is refused, spent and replaced, the rest kept; the right one registers', async () => {
    const { page } = e2e
    await withCaptcha()
    await openRegister()
    const first = await captchaShown(page)
    let sent = 0
    page.on('request', (request) => void (request.url().includes('/wps/member/register') && request.method() === 'PUT' && sent++))
    await fillUsernameForm(page, 'newplayer7')
    await submit(page).click()
    await visible(form(page).getByText('please write the code'))
    expect(await field(page, 'Captcha').evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await page.getByRole('dialog', { name: 'Security check' }).count()).toBe(0)

    await field(page, 'Captcha').fill('999')
    await submit(page).click()
    await solveChallenge(page)
    await visible(form(page).getByRole('alert').filter({ hasText: 'Verification code error' }))
    expect(sent).toBe(1)
    await waitFor(async () => (await captchaShown(page)) !== first, { message: 'a new captcha image' })
    expect(await field(page, 'Captcha').inputValue()).toBe('')
    expect(await field(page, 'Username').inputValue()).toBe('newplayer7')

    await field(page, 'Captcha').fill(await captchaAnswer())
    await submit(page).click()
    await solveChallenge(page)
    await waitForPath(page, '/m/home')
    expect(sent).toBe(2)
  })

  it('tapping the image brings a new one; by mobile the captcha is asked too', async () => {
    const { page } = e2e
    await withCaptcha()
    await openRegister()
    const first = await captchaShown(page)
    await form(page).getByRole('button', { name: 'New captcha image' }).click()
    await waitFor(async () => (await captchaShown(page)) !== first, { message: 'a new captcha image' })
    await form(page).getByRole('button', { name: 'Mobile number', exact: true }).click()
    await visible(field(page, 'Captcha'))
  })
})

describe("the form comes whole: the server's rules name fields above the checkbox and Register", () => {
  const settingsCall = /\/wps\/system\/setting\/register\b/
  const inForm = 'form[aria-label="Register"]'
  const [email, register, mobile, code] = [
    `${inForm} input[type="email"]`,
    `${inForm} button[type="submit"]`,
    `${inForm} input[type="tel"]`,
    `${inForm} .field-country`,
  ]

  it('opened while the rules are slow, the form first shows with the fields they add, and Register never moves', async () => {
    const { page } = e2e
    // What the form holds the first time its password field is in the document, and where Register is then.
    const sight = await recordFirstSight(page, `${inForm} input[type="password"]`, [email, register])
    // A slow network's answer, after the countries' and well within the form's wait for it.
    await answerAfter(page, settingsCall, /\/wps\/system\/country\b/)
    await openRegister()
    await visible(field(page, 'E-mail'))
    const first = await sight.first()
    expect(first[email]!.count).toBe(1)
    expect((await sight.now([register]))[register]!.top).toBe(first[register]!.top)
  })

  it('opened while the countries are slow, the mobile number first shows with its dialling code, and never moves aside', async () => {
    const { page } = e2e
    // Whether the dialling code was beside the number the first time the number was in the document, and where the number was.
    const sight = await recordFirstSight(page, mobile, [code, mobile])
    await answerAfter(page, /\/wps\/system\/country\b/, settingsCall)
    await openRegister()
    await visible(form(page).locator('input[type="tel"]'))
    const first = await sight.first()
    expect(first[code]!.count).toBeGreaterThan(0)
    expect((await sight.now([mobile]))[mobile]!.left).toBe(first[mobile]!.left)
  })

  it('rules that do not answer do not hold the form: it shows with the fields it knows, and theirs come when they do', async () => {
    const { page } = e2e
    const release = await holdBack(page, settingsCall)
    await openRegister()
    await visible(submit(page))
    expect(await field(page, 'E-mail').count()).toBe(0)
    await release()
    await visible(field(page, 'E-mail'))
  })
})

describe('register by mobile', () => {
  it('the switch carries the number; the code needs the human check, counts down, and registers', async () => {
    const { page } = e2e
    await openRegister()
    await field(page, 'Mobile number').fill('9179990001')
    await form(page).getByRole('button', { name: 'Mobile number', exact: true }).click()
    expect(await field(page, 'Mobile number').inputValue()).toBe('9179990001')
    expect(await field(page, 'Username').count()).toBe(0)

    await form(page).getByRole('button', { name: 'Get code' }).click()
    await solveChallenge(page)
    await visible(form(page).getByRole('timer'))
    const { code } = await harnessJson<{ code: string }>('/__harness/sms?mobile=9179990001')
    await field(page, 'Verification code').fill(code)
    await field(page, 'Password').fill('secret123')
    await field(page, 'Confirm password').fill('secret123')
    await submit(page).click()
    await solveChallenge(page)
    await waitForPath(page, '/m/home')
  })

  it('a bad number is told before any check or SMS', async () => {
    const { page } = e2e
    await openRegister()
    await form(page).getByRole('button', { name: 'Mobile number', exact: true }).click()
    await field(page, 'Mobile number').fill('12')
    await form(page).getByRole('button', { name: 'Get code' }).click()
    await visible(form(page).getByText('Phone format incorrect'))
    expect(await page.getByRole('dialog', { name: 'Security check' }).count()).toBe(0)
  })

  it('mobile only (username registration off): mobile by default, no switch', async () => {
    const { page } = e2e
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'REG3') })
    await e2e.goto('/m/register')
    await visible(field(page, 'Mobile number'))
    expect(await form(page).getByRole('group', { name: 'Register with' }).count()).toBe(0)
    expect(await field(page, 'Username').count()).toBe(0)
  })
  it("on a 360 px phone in TY, the longest name ('Numero ng mobile') is on one line, and choosing it moves nothing", async () => {
    const { page } = e2e
    const ty = (await readLocale('ty', 'register')) as unknown as Record<string, string>
    await onNarrowPhone(page, 360, async () => {
      await seedStorage(page, { language: JSON.stringify('TY') })
      await e2e.goto('/m/register')
      const modes = page.getByRole('group', { name: ty.mode!, exact: true })
      const mobile = modes.getByRole('button', { name: ty.mode_mobile!, exact: true })
      await visible(mobile)
      const before = (await modes.boundingBox())!
      await mobile.click()
      await waitFor(async () => (await mobile.getAttribute('aria-pressed')) === 'true', { message: 'mobile chosen' })
      for (const name of [ty.mode_username!, ty.mode_mobile!]) {
        expect(await linesOf(modes.getByRole('button', { name, exact: true })), name).toBe(1)
      }
      expect((await modes.boundingBox())!.height).toBe(before.height)
    })
  })
})

describe('register with the identity service proving the number (the Firebase-based route)', () => {
  it('the service sends and checks the code; a wrong code is refused before registering', async () => {
    const { page } = e2e
    await setScenario({ identityPhone: true })
    await openRegister()
    let registers = 0
    page.on('request', (request) => void (request.url().includes('/wps/member/register') && registers++))
    await form(page).getByRole('button', { name: 'Mobile number', exact: true }).click()
    await field(page, 'Mobile number').fill('9179990002')
    await form(page).getByRole('button', { name: 'Get code' }).click()
    await solveChallenge(page)
    await visible(form(page).getByRole('timer'))
    // The platform's own SMS endpoint was not used: the identity service sent the code.
    expect((await fetch(urlOf('/__harness/sms?mobile=9179990002'))).status).toBe(404)
    const { code } = await harnessJson<{ code: string }>(`/__harness/sms?mobile=${encodeURIComponent('+639179990002')}`)

    await field(page, 'Verification code').fill('000000')
    await field(page, 'Password').fill('secret123')
    await field(page, 'Confirm password').fill('secret123')
    await submit(page).click()
    await solveChallenge(page)
    await visible(form(page).getByText('Verification code error'))
    expect(registers).toBe(0)

    await field(page, 'Verification code').fill(code)
    await submit(page).click()
    await solveChallenge(page)
    await waitForPath(page, '/m/home')
    expect(registers).toBe(1)
  })

  it('a right code, then a refused invitation code: fixed, the registration goes through on the same code', async () => {
    const { page } = e2e
    await setScenario({ identityPhone: true })
    await openRegister()
    await form(page).getByRole('button', { name: 'Mobile number', exact: true }).click()
    await field(page, 'Mobile number').fill('9179990003')
    await form(page).getByRole('button', { name: 'Get code' }).click()
    await solveChallenge(page)
    await visible(form(page).getByRole('timer'))
    const { code } = await harnessJson<{ code: string }>(`/__harness/sms?mobile=${encodeURIComponent('+639179990003')}`)
    await field(page, 'Verification code').fill(code)
    await field(page, 'Password').fill('secret123')
    await field(page, 'Confirm password').fill('secret123')
    await field(page, 'Invitation code').fill('NOPE123')
    await submit(page).click()
    await solveChallenge(page)
    await visible(page.getByText('Invalid invitation code'))
    // The code confirmed once: the next try is not told it is wrong.
    await field(page, 'Invitation code').fill('')
    await submit(page).click()
    await solveChallenge(page)
    await waitForPath(page, '/m/home')
  })
})
