import type { Page } from 'playwright-core'
import { waitForPath, type E2E } from './browser'

/** The withdraw page (/m/withdraw) as its e2e files reach and read it. */

export const openWithdraw = async (e2e: E2E) => {
  await e2e.gotoWithToken('/m/withdraw')
  await waitForPath(e2e.page, '/m/withdraw')
}

export const checklist = (page: Page) => page.getByRole('list', { name: 'Before you withdraw' })
export const line = (page: Page, text: string) => checklist(page).getByRole('listitem').filter({ hasText: text })
export const submit = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true })
export const refusal = (page: Page) => page.getByRole('alertdialog', { name: 'Withdrawal not possible' })

/** The current time of day in Manila, plus some minutes, as HH:mm. */
export const manilaIn = (minutes: number) => {
  const at = new Date(Date.now() + (8 * 60 + minutes) * 60_000)
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`
}
