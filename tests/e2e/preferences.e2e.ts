import { describe, expect, it } from 'vitest'
import { bootTranslationFile, readLocal, readLocale, seedStorage, setScenario, ui, useBrowser, visible, waitFor } from './browser'

const e2e = useBrowser()

const nativeNames = ['English', 'Tagalog', '简体中文', '日本語', 'ไทย', 'Tiếng Việt', 'Filipino']

/** The bottom menu's item texts; the menu is found by its name in the language on screen. */
const menuTexts = async (page: typeof e2e.page, menuName = 'Main menu') =>
  (await page.getByRole('navigation', { name: menuName, exact: true }).getByRole('button').allInnerTexts()).map((text) => text.trim())

const theme = (page: typeof e2e.page) => page.evaluate(() => document.documentElement.dataset.theme)

describe('preferences', () => {
  it('switching to 简体中文 retranslates the menu without a reload and survives one', async () => {
    const { page } = e2e
    const zh = await readLocale('zh-CN')
    const zhMenu = ['home', 'promotion', 'deposit', 'member', 'service'].map((key) => zh.menu?.[key])
    expect(zhMenu.every((text) => typeof text === 'string' && text.length > 0)).toBe(true)

    await e2e.goto('/m/home')
    const view = ui(page)
    await visible(view.menu)
    expect(await menuTexts(page)).toEqual(['Home', 'Promotion', 'Deposit', 'Member', 'Service'])

    const language = page.getByRole('combobox', { name: 'Language' })
    await visible(language)
    expect((await language.innerText()).trim()).toBe('English')
    // Marks this document: it must still be here after the switch (no reload).
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))

    await language.click()
    const sheet = page.getByRole('dialog', { name: 'Language' })
    await visible(sheet)
    const options = (await sheet.getByRole('option').allInnerTexts()).map((text) => text.trim())
    expect(options).toEqual(nativeNames)
    await sheet.getByRole('option', { name: '简体中文', exact: true }).click()

    // Every name on screen is now Chinese: the menu and the select are found by their new names.
    const zhMenuName = zh.menu?.label ?? ''
    const zhLanguage = page.getByRole('combobox', { name: zh.prefs?.language ?? '', exact: true })
    await waitFor(async () => (await menuTexts(page, zhMenuName))[0] === zh.menu?.home, {
      message: `the bottom menu to read ${zh.menu?.home}`,
    })
    expect(await menuTexts(page, zhMenuName)).toEqual(zhMenu)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(await readLocal(page, 'language')).toBe('"CN"')
    await waitFor(async () => (await page.evaluate(() => document.documentElement.lang)) === 'zh-CN', {
      message: '<html lang> to follow the language',
    })
    // Native names do not change with the UI language.
    await waitFor(async () => (await zhLanguage.innerText()).trim() === '简体中文', { message: 'the select to show 简体中文' })

    await page.reload({ waitUntil: 'commit' })
    await waitFor(async () => (await menuTexts(page, zhMenuName))[0] === zh.menu?.home, {
      message: `the bottom menu to still read ${zh.menu?.home} after a reload`,
    })
    expect(await menuTexts(page, zhMenuName)).toEqual(zhMenu)
    expect(await readLocal(page, 'language')).toBe('"CN"')
    // Read once it shows, as before the reload: the control is swapped for the sheet's when that
    // code arrives (CI once read it empty in between).
    await waitFor(async () => (await zhLanguage.innerText()).trim() === '简体中文', {
      message: 'the select to show 简体中文 after a reload',
    })
  })

  it('offline, choosing Tagalog keeps English on screen and says why; back online the same choice switches', async () => {
    const { page } = e2e
    const ty = await readLocale('ty')
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    const language = page.getByRole('combobox', { name: 'Language' })
    await visible(language)
    await language.click()
    const sheet = page.getByRole('dialog', { name: 'Language' })
    await visible(sheet)
    // As offline: the translation files the page has not fetched yet (Tagalog's) fail.
    await page.route(bootTranslationFile, (route) => route.abort('internetdisconnected'))
    try {
      await sheet.getByRole('option', { name: 'Tagalog', exact: true }).click()
      await visible(page.getByRole('alert').filter({ hasText: 'Network is slow or offline' }))
      expect(await menuTexts(page)).toEqual(['Home', 'Promotion', 'Deposit', 'Member', 'Service'])
      expect((await language.innerText()).trim()).toBe('English')
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
      expect(await readLocal(page, 'language')).not.toBe('"TY"')
    } finally {
      await page.unroute(bootTranslationFile)
    }

    await language.click()
    await page.getByRole('dialog', { name: 'Language' }).getByRole('option', { name: 'Tagalog', exact: true }).click()
    await waitFor(
      async () =>
        (await menuTexts(page, ty.menu?.label)).join() ===
        ['home', 'promotion', 'deposit', 'member', 'service'].map((key) => ty.menu?.[key]).join(),
      {
        message: `the bottom menu to read ${ty.menu?.home}`,
      },
    )
    expect(await readLocal(page, 'language')).toBe('"TY"')
  })

  it('the light theme applies at once and survives a reload; switching back returns to dark', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    expect(await theme(page)).toBe('dark')

    const lightSwitch = page.getByRole('switch', { name: 'Light theme' })
    await visible(lightSwitch)
    expect(await lightSwitch.getAttribute('aria-checked')).toBe('false')
    await lightSwitch.click()
    await waitFor(async () => (await theme(page)) === 'light', { message: 'html[data-theme=light]' })
    expect(await lightSwitch.getAttribute('aria-checked')).toBe('true')
    expect(await readLocal(page, 'theme')).toBe('"light"')
    // The browser's bar (and an installed app's status bar) follows: the light background.
    const barColour = () => page.locator('meta[name="theme-color"]').getAttribute('content')
    expect(await barColour()).toBe('#f3f4f8')

    await page.reload({ waitUntil: 'commit' })
    // The inline script in index.html applies the theme before first paint.
    await page.waitForFunction(() => document.readyState !== 'loading')
    expect(await theme(page)).toBe('light')
    await visible(lightSwitch)
    expect(await lightSwitch.getAttribute('aria-checked')).toBe('true')
    expect(await theme(page)).toBe('light')

    expect(await barColour()).toBe('#f3f4f8')

    await lightSwitch.click()
    await waitFor(async () => (await theme(page)) === 'dark', { message: 'html[data-theme=dark]' })
    expect(await readLocal(page, 'theme')).toBe('"dark"')
    expect(await barColour()).toBe('#12141c')
  })

  it('an invalid stored theme falls back to dark', async () => {
    const { page } = e2e
    await seedStorage(page, { theme: '"purple"' })
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    expect(await theme(page)).toBe('dark')
    expect(await page.getByRole('switch', { name: 'Light theme' }).getAttribute('aria-checked')).toBe('false')
  })

  it('with no configured language list the selector offers EN and TY only (SPEC §1)', async () => {
    const { page } = e2e
    await setScenario({ languages: [] })
    await e2e.goto('/m/home')
    const language = page.getByRole('combobox', { name: 'Language' })
    await visible(language)
    await language.click()
    const sheet = page.getByRole('dialog', { name: 'Language' })
    await visible(sheet)
    expect((await sheet.getByRole('option').allInnerTexts()).map((text) => text.trim())).toEqual(['English', 'Tagalog'])
  })

  it('an invalid stored language falls back to English', async () => {
    const { page } = e2e
    await seedStorage(page, { language: '"KLINGON"' })
    await e2e.goto('/m/home')
    await visible(ui(page).menu)
    expect(await menuTexts(page)).toEqual(['Home', 'Promotion', 'Deposit', 'Member', 'Service'])
    // Read once it shows: the select's control is swapped for the sheet's when that code arrives.
    const language = page.getByRole('combobox', { name: 'Language' })
    await waitFor(async () => (await language.innerText()).trim() === 'English', { message: 'the language select to show English' })
  })
})
