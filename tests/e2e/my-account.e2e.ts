import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { fieldRuleFixtures } from '../../fixtures/accounts'
import { logIn, setScenario, ui, useBrowser, visible, waitFor, waitForPath, pickOversizedImage } from './browser'

/** Issue 11, my account (/m/myAccount/index): the details, their edits and the avatar. */

const e2e = useBrowser()

const openMyAccount = async () => {
  await setScenario({ memberType: 0 })
  await e2e.gotoWithToken('/m/myAccount/index')
  await waitForPath(e2e.page, '/m/myAccount/index')
  await visible(e2e.page.getByText('Last login IP', { exact: true }))
}

const details = (page: Page) => page.getByRole('region', { name: 'My account' })
const row = (page: Page, label: string) =>
  details(page)
    .locator('.profile-row')
    .filter({ has: page.getByText(label, { exact: true }) })

/** Every write to a path from now on, as its JSON body. */
const recordWrites = (page: Page, path: string) => {
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON())
  })
  return bodies
}

describe('my account', () => {
  it('member info that did not come: the page says so with Retry, which brings it (never a skeleton for ever)', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0, failing: ['/wps/member/info'] })
    await e2e.gotoWithToken('/m/myAccount/index')
    const retry = page.getByRole('main').getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    await setScenario({ failing: [] })
    await retry.click()
    await visible(row(page, 'Account').getByText('player01', { exact: true }))
  })

  it('shows the account, nickname, e-mail, payee name and mobile with their state, and the last login', async () => {
    const { page } = e2e
    await openMyAccount()
    await visible(row(page, 'Account').getByText('player01', { exact: true }))
    await visible(row(page, 'Nickname').getByText('Lucky Star', { exact: true }))
    // The server's rule does not allow a nickname to change once set.
    await visible(row(page, 'Nickname').getByText('Contact customer service to change this'))
    await visible(row(page, 'E-mail').getByText('player01@example.test', { exact: true }))
    await visible(row(page, 'E-mail').getByText('Not verified', { exact: true }))
    await visible(row(page, 'Payee name').getByText('Not set', { exact: true }))
    await visible(row(page, 'Mobile number').getByText('+63 917****501', { exact: true }))
    await visible(row(page, 'Mobile number').getByText('Verified', { exact: true }))
    await visible(row(page, 'Registered').getByText('2025-03-14 10:22:05', { exact: true }))
    await visible(row(page, 'Last login').getByText('2026-11-24 21:08:44', { exact: true }))
    await visible(row(page, 'Last login IP').getByText('203.0.113.7', { exact: true }))
  })

  it("edits the nickname where the server allows it: its pattern's message keeps what was typed, a valid one is saved once", async () => {
    const { page } = e2e
    await setScenario({ fieldRules: { nickname: { ...fieldRuleFixtures.nickname, updateEnabled: true } } })
    await openMyAccount()
    const writes = recordWrites(page, '/wps/member/info/nickname')
    await page.getByRole('button', { name: 'Edit Nickname', exact: true }).click()
    const input = page.getByLabel('Nickname', { exact: true })
    await input.fill('X')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(page.getByText('Name format incorrect', { exact: true }))
    expect(await input.inputValue()).toBe('X')
    expect(writes).toHaveLength(0)

    await input.fill('Lucky Moon')
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await save.dblclick()
    await visible(ui(page).toast('Changes saved'))
    await visible(row(page, 'Nickname').getByText('Lucky Moon', { exact: true }))
    expect(writes).toEqual([{ nickname: 'Lucky Moon' }])
  })

  it('a refused e-mail shows the platform message and keeps the input; another one is saved', async () => {
    const { page } = e2e
    await openMyAccount()
    await page.getByRole('button', { name: 'Edit E-mail', exact: true }).click()
    const input = page.getByLabel('E-mail', { exact: true })
    await input.fill('agent01@example.test')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'E-mail already exists' }))
    expect(await input.inputValue()).toBe('agent01@example.test')

    await input.fill('lucky.star@example.test')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(row(page, 'E-mail').getByText('lucky.star@example.test', { exact: true }))
  })

  it('a server error on save keeps the input and can be sent again; a saved payee name is then locked', async () => {
    const { page } = e2e
    await setScenario({ failing: ['/wps/member/info/payeename'] })
    await openMyAccount()
    const writes = recordWrites(page, '/wps/member/info/payeename')
    await page.getByRole('button', { name: 'Edit Payee name', exact: true }).click()
    const input = page.getByLabel('Payee name', { exact: true })
    await input.fill('Juan Santos')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Unknown error' }))
    expect(await input.inputValue()).toBe('Juan Santos')
    expect(writes).toHaveLength(1) // a write is never retried

    await setScenario({ failing: [] })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(row(page, 'Payee name').getByText('Juan Santos', { exact: true }))
    await visible(row(page, 'Payee name').getByText('Contact customer service to change this'))
    expect(writes).toHaveLength(2)
  })

  it('chooses an avatar from the platform set', async () => {
    const { page } = e2e
    await openMyAccount()
    await page.getByRole('button', { name: 'Change avatar', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose an avatar' })
    await visible(dialog)
    expect(await dialog.getByRole('button', { name: 'Avatar 1', exact: true }).getAttribute('aria-pressed')).toBe('true')
    await dialog.getByRole('button', { name: 'Avatar 3', exact: true }).click()
    await visible(ui(page).toast('Avatar updated'))
    await waitFor(async () => (await page.getByRole('img', { name: 'Avatar' }).getAttribute('src'))?.includes('avatar-set-3'), {
      message: 'the third avatar to show',
    })
  })

  it('refuses an upload of another type or over 5 MB before sending; sends a photo once, made smaller as a JPEG', async () => {
    const { page } = e2e
    await openMyAccount()
    const writes = recordWrites(page, '/wps/relay/MCSFE_uploadPlayerAvatar')
    await page.getByRole('button', { name: 'Change avatar', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose an avatar' })
    const file = dialog.locator('input[type=file]')

    await file.setInputFiles({ name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await visible(dialog.getByText('Only PNG or JPG images can be uploaded', { exact: true }))
    await pickOversizedImage(file, 'huge.png')
    await visible(dialog.getByText('Images must be 5 MB or smaller', { exact: true }))
    expect(writes).toHaveLength(0)

    // A noisy 900x900 PNG drawn by the browser: megabytes a phone would otherwise send.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 900
      const context = canvas.getContext('2d')!
      const pixels = context.createImageData(900, 900)
      for (let at = 0; at < pixels.data.length; at++) pixels.data[at] = at % 4 === 3 ? 255 : Math.floor(Math.random() * 256)
      context.putImageData(pixels, 0, 0)
      const blob = await new Promise<Blob>((done) => canvas.toBlob((made) => done(made!), 'image/png'))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return btoa(binary)
    })
    const original = Buffer.from(png, 'base64')
    await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: original })
    await visible(ui(page).toast('Avatar updated'))
    expect(writes).toHaveLength(1)
    const sent = Buffer.from((writes[0] as { image: string }).image, 'base64')
    expect(sent.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])) // JPEG
    expect(sent.length).toBeLessThan(original.length / 10)
    await waitFor(async () => (await page.getByRole('img', { name: 'Avatar' }).getAttribute('src'))?.startsWith('/harness-img/avatar/'), {
      message: 'the uploaded avatar to show',
    })
    await waitFor(
      () => page.getByRole('img', { name: 'Avatar' }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      {
        message: 'the uploaded avatar to load',
      },
    )
  })
})

describe("the operator's addresses of my account (PLATFORM.md §1.12, §2)", () => {
  it('/m/myAccount/nickName and /m/securityCenter/bindPayee draw my account at those addresses', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0 })
    for (const path of ['/m/myAccount/nickName', '/m/securityCenter/bindPayee']) {
      await e2e.gotoWithToken(path)
      await visible(row(page, 'Payee name').getByRole('button', { name: 'Edit Payee name', exact: true }))
      await visible(ui(page).heading('My account'))
      expect(new URL(page.url()).pathname).toBe(path)
    }
  })

  it('a guest at /m/myAccount/nickName logs in and comes back there', async () => {
    const { page } = e2e
    await setScenario({ memberType: 0 })
    await e2e.goto('/m/myAccount/nickName')
    await waitForPath(page, '/m/login', `?redirect=${encodeURIComponent('/m/myAccount/nickName')}`)
    await logIn(page, { from: '' })
    await waitForPath(page, '/m/myAccount/nickName')
  })
})
