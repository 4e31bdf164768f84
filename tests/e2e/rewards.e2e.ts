import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  harnessJson,
  onNarrowPhone,
  requestsTo,
  setScenario,
  textsNotDrawnApart,
  ui,
  useBrowser,
  visible,
  waitFor,
  whileHeldBack,
} from './browser'

/**
 * The reward centre (/m/rewardCenter, issue 14; PLATFORM.md §6): the summary, one "claimable now"
 * list of issued promotion rewards and tickets sorted by expiry with countdowns, claimed in place
 * and once, the history, and who may open it.
 */
const e2e = useBrowser()

const harnessClaims = async () =>
  (await harnessJson<{ claims: ReadonlyArray<{ kind: string; id: string; amount: number }> }>('/__harness/rewards')).claims
const row = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name, exact: true })
const rowNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((rows) => rows.map((each) => each.getAttribute('aria-label')))
const summary = (page: Page) => page.getByRole('region', { name: 'My rewards', exact: true })

const openRewards = async (page: Page) => {
  await e2e.goto('/m/rewardCenter')
  await visible(row(page, 'Lucky spin rebate'))
}

describe('reward centre', () => {
  it("shows today's bonus, the total and the points, and one list soonest-to-expire first, the expired left out", async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openRewards(page)
    // The summary is its own call: it may come after the list.
    await waitFor(
      async () =>
        JSON.stringify(await summary(page).getByRole('definition').allInnerTexts()) === JSON.stringify(['₱120', '₱15,230.50', '3,420']),
      {
        message: "the summary's figures",
      },
    )
    expect(await rowNames(page)).toEqual([
      'Lucky spin rebate',
      'Daily check-in bonus',
      'Golden egg',
      'Raffle ticket',
      'Weekend reload bonus',
      'Treasure chest',
      'VIP birthday gift',
    ])
    await visible(row(page, 'Lucky spin rebate').getByText(/^Ends in 0:(39|40):\d\d$/))
    await visible(row(page, 'Weekend reload bonus').getByText('Ends in 1 d 1 h'))
    await visible(row(page, 'VIP birthday gift').getByText('No expiry'))
    const chest = row(page, 'Treasure chest')
    await visible(chest.getByText('Still to do: Deposit ₱500 today'))
    expect(await chest.getByRole('button', { name: 'Claim', exact: true }).isDisabled()).toBe(true)
  })

  it('the tabs under the summary stay where they are when its figures come', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const tabs = page.getByRole('tablist')
    let before = 0
    await whileHeldBack(page, /PROMOFE_getPromoReward/, async () => {
      await openRewards(page)
      before = (await tabs.boundingBox())!.y
    })
    await visible(summary(page).getByRole('definition').filter({ hasText: '₱15,230.50' }))
    expect((await tabs.boundingBox())!.y).toBe(before)
  })

  it('on a 360 px screen the summary draws each figure whole, none over another', async () => {
    const { page } = e2e
    await onNarrowPhone(page, 360, async () => {
      await e2e.openAs(0)
      await openRewards(page)
      await visible(summary(page).getByRole('definition').filter({ hasText: '₱15,230.50' }))
      expect(await textsNotDrawnApart(summary(page), 'dt, dd')).toEqual([])
    })
  })

  it('a double tap on Claim claims once, and the claimed row stays locked until the list has left it out: the row goes, the bonus is said and counted, the history has it', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openRewards(page)
    const sent = requestsTo(page, 'MCSFE_claimIssuedPromotion')
    // The list asked again after the claim is held: between the answer and the new list the row is still on screen.
    const claim = row(page, 'Daily check-in bonus').getByRole('button', { name: 'Claim', exact: true })
    await whileHeldBack(page, /\/MCSFE_getClaimPromotion\b/, async () => {
      await claim.dblclick()
      await visible(ui(page).toast('Bonus of ₱18 claimed'))
      expect(await claim.isDisabled()).toBe(true)
    })
    await waitFor(async () => (await row(page, 'Daily check-in bonus').count()) === 0, { message: 'the claimed row to go' })
    expect(sent).toHaveLength(1)
    expect(await harnessClaims()).toEqual(
      [{ userName: 'player01', kind: 'promotion', id: 'pc-issued-001', amount: 18 }].map(({ kind, id, amount }) =>
        expect.objectContaining({ kind, id, amount }),
      ),
    )
    await waitFor(async () => (await summary(page).getByRole('definition').first().innerText()) === '₱138', {
      message: "today's bonus to count it",
    })
    await page.getByRole('tab', { name: 'History', exact: true }).click()
    await visible(
      page
        .getByRole('main')
        .getByText(/^Claimed \d{4}-\d\d-\d\d/)
        .first(),
    )
    expect(await page.getByRole('main').getByText('Daily check-in bonus').count()).toBeGreaterThanOrEqual(2)
  })

  it('a ticket is claimed in place too', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openRewards(page)
    await row(page, 'Golden egg').getByRole('button', { name: 'Claim', exact: true }).click()
    await visible(ui(page).toast('Bonus of ₱66 claimed'))
    await waitFor(async () => (await row(page, 'Golden egg').count()) === 0, { message: 'the ticket to go' })
    expect((await harnessClaims()).map((claim) => claim.id)).toEqual(['tk-001'])
  })

  it('offline, Claim is refused at once and never queued; the row says why', async () => {
    const { page, context } = e2e
    await e2e.openAs(0)
    await openRewards(page)
    await context.setOffline(true)
    try {
      await row(page, 'Raffle ticket').getByRole('button', { name: 'Claim', exact: true }).click()
      await visible(row(page, 'Raffle ticket').getByRole('alert').filter({ hasText: 'Network is slow or offline' }))
    } finally {
      await context.setOffline(false)
    }
    expect(await harnessClaims()).toEqual([])
  })

  it('a free trial (type 4) is told free_reject and nothing is asked', async () => {
    const { page } = e2e
    await e2e.openAs(4)
    const asked = requestsTo(page, 'PROMOFE_getPromoReward')
    await e2e.goto('/m/rewardCenter')
    await visible(page.getByRole('main').getByText('Please login an actual account to use this function'))
    expect(asked).toHaveLength(0)
  })

  it('a site without the reward centre (REWCEN3 off) says no permission and asks nothing', async () => {
    const { page } = e2e
    await setScenario({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'REWCEN3') })
    await e2e.openAs(0)
    const asked = requestsTo(page, 'PROMOFE_getPromoReward')
    await e2e.goto('/m/rewardCenter')
    await visible(page.getByRole('main').getByText('No permission or feature temporarily unavailable'))
    expect(await page.getByRole('main').getByRole('button', { name: 'Retry' }).count()).toBe(0)
    expect(asked).toHaveLength(0)
  })

  it('a virtual member (type 40) is told no_permissions (PLATFORM.md §1.4) and nothing is asked', async () => {
    const { page } = e2e
    await e2e.openAs(40)
    const asked = requestsTo(page, 'PROMOFE_getPromoReward')
    await e2e.goto('/m/rewardCenter')
    await visible(page.getByRole('main').getByText('No permission or feature temporarily unavailable'))
    expect(asked).toHaveLength(0)
  })

  it('dark and light themes: the reward centre has no serious axe findings', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await openRewards(page)
    await settled(page)
    const findings = [...(await runAxeInThemes(page, 'reward centre'))]
    await page.getByRole('tab', { name: 'History', exact: true }).click()
    await visible(page.getByRole('main').getByText('First deposit bonus'))
    await settled(page)
    findings.push(...(await runAxeInThemes(page, 'reward history')))
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
