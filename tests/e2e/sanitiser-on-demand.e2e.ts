import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { logInAs, requestsTo, useBrowser, visible, waitFor } from './browser'

/**
 * The sanitiser's code (DOMPurify) is not on the first screen of a page whose operator HTML shows
 * only after a tap (src/ui/operator-html-on-demand.tsx): it comes once the player has first
 * interacted, or when the HTML is about to show; if it fails to arrive, the place says so with
 * Retry and the rest of the screen stays.
 */
const e2e = useBrowser()

/** The sanitiser's chunk, as the build names it (assets/operator-html-<hash>.js). */
const sanitiserChunk = /\/assets\/operator-html-[\w-]{8}\.js$/

const weekendRace = 'Weekend slots race'
const weekendRules = 'Spin the most on weekend slots and share a ₱50,000 prize pool.'
const openDetails = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: `Details of ${weekendRace}`, exact: true })
    .click()
const details = (page: Page) => page.getByRole('dialog', { name: weekendRace, exact: true })

describe("the sanitiser's code comes when operator HTML is about to show", () => {
  it("Promotion opened cold shows its cards without it; a card's details bring it and show the rules", async () => {
    const { page } = e2e
    const fetched = requestsTo(page, sanitiserChunk)
    await e2e.goto('/m/activity')
    await visible(page.getByRole('main').getByRole('article', { name: weekendRace, exact: true }))
    expect(fetched).toHaveLength(0)
    await openDetails(page)
    await visible(details(page).getByText(weekendRules, { exact: true }))
    expect(fetched).toHaveLength(1)
  })

  it('after the first interaction it comes by itself, nothing opened', async () => {
    const { page } = e2e
    const fetched = requestsTo(page, sanitiserChunk)
    await e2e.goto('/m/activity')
    const slots = page.getByRole('tab', { name: 'Slots', exact: true })
    await visible(slots)
    expect(fetched).toHaveLength(0)
    await slots.click()
    await waitFor(() => fetched.length === 1, { message: "the sanitiser's code fetched after the first tap" })
    await expect(details(page).count()).resolves.toBe(0)
  })

  it('when it fails to arrive the details say so with Retry, and Retry shows the rules in the same dialog', async () => {
    const { page } = e2e
    await page.route(sanitiserChunk, (route) => route.abort('internetdisconnected'))
    await e2e.goto('/m/activity')
    await openDetails(page)
    const dialog = details(page)
    await visible(dialog.getByText('Could not load this. Please try again.', { exact: true }))
    await visible(dialog.getByRole('heading', { name: 'Rules', exact: true }))
    await page.unroute(sanitiserChunk)
    await dialog.getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(dialog.getByText(weekendRules, { exact: true }))
  })

  it("a mission's rules are folded away, and unfolded they show", async () => {
    const { page } = e2e
    await logInAs(page, 0, { returnTo: '/m/customerTask' })
    const rules = page.getByRole('main').getByText('Rules', { exact: true })
    const firstRule = page.getByRole('main').getByText('Missions reset every day at 00:00.', { exact: true })
    await visible(rules)
    expect(await firstRule.isVisible()).toBe(false)
    await rules.click()
    await visible(firstRule)
  })
})
