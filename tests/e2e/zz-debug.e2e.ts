import { it } from 'vitest'
import { readLocal, ui, useBrowser, visible } from './browser'
const e2e = useBrowser()
it('debug', async () => {
  const { page } = e2e
  page.on('console', (m) => console.log('console', m.type(), m.text()))
  await e2e.goto('/m/home')
  await visible(ui(page).menu)
  const language = page.getByRole('combobox', { name: 'Language' })
  await language.click()
  const sheet = page.getByRole('dialog', { name: 'Language' })
  await visible(sheet)
  await sheet.getByRole('option', { name: '简体中文', exact: true }).click()
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 300))
    console.log(await readLocal(page, 'language'), await page.evaluate(() => document.documentElement.lang), await ui(page).menu.innerText(), await language.innerText(), await sheet.count())
  }
})
