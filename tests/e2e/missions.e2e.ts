import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, failing, runAxeInThemes, settled } from './axe'
import {
  answerAfter,
  harnessJson,
  recordFirstSight,
  requestsTo,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
  whileHeldBack,
} from './browser'

/**
 * Customer missions (/m/customerTask, issue 14): the period's missions with their progress, claims
 * sent once, the milestones, the rules; who may open it; MISSION in the side menu leads here.
 */
const e2e = useBrowser()

const main = (page: Page) => page.getByRole('main')
const mission = (page: Page, title: string) => main(page).getByRole('article', { name: title, exact: true })
const milestones = (page: Page) => main(page).getByRole('region', { name: 'Milestones', exact: true })
const claims = async () =>
  (await harnessJson<{ claims: ReadonlyArray<{ missionId?: string; milestoneId?: string; amount: number }> }>('/__harness/missions')).claims

const openMissions = async (page: Page) => {
  await e2e.openAs(0, '/m/customerTask')
  await visible(mission(page, 'Bet ₱1,000 on slots'))
}

describe('customer missions', () => {
  it("shows the period's missions with their progress, what each pays and where it stands", async () => {
    const { page } = e2e
    await openMissions(page)
    await visible(main(page).getByText('3 of 5 missions done', { exact: true }))
    await visible(mission(page, 'Bet ₱1,000 on slots').getByText('₱640 of ₱1,000', { exact: true }))
    await visible(mission(page, 'Bet ₱1,000 on slots').getByRole('link', { name: 'Play' }))
    await visible(mission(page, 'Play 10 different games').getByText('3 of 10', { exact: true }))
    await visible(mission(page, 'Log in today').getByText('Claimed', { exact: true }))
    await visible(mission(page, 'Make a deposit of ₱500').getByRole('button', { name: 'Claim' }))
    await visible(milestones(page).getByRole('button', { name: 'Claim the 2-mission milestone' }))
    expect(await milestones(page).getByText('Locked', { exact: true }).count()).toBe(2)
  })

  it('a claim is sent once however often it is tapped, locked until the missions are asked again, credits the bonus and turns the mission to Claimed', async () => {
    const { page } = e2e
    await openMissions(page)
    const sent = requestsTo(page, 'MCSFE_claimMissionRewards')
    // The missions asked again after the claim are held: meanwhile the claimed card keeps its Claim, locked.
    const claim = mission(page, 'Make a deposit of ₱500').getByRole('button', { name: 'Claim' })
    await whileHeldBack(page, /\/MCSFE_getMissionSummaryDetails\b/, async () => {
      await claim.dblclick()
      await visible(ui(page).toast('Bonus of ₱30 claimed'))
      expect(await claim.isDisabled()).toBe(true)
    })
    await visible(mission(page, 'Make a deposit of ₱500').getByText('Claimed', { exact: true }))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.headers()['idempotency-key']).toBeTruthy()
    expect(await claims()).toEqual([expect.objectContaining({ missionId: expect.any(String), amount: 30 })])

    await milestones(page).getByRole('button', { name: 'Claim the 2-mission milestone' }).click()
    await visible(ui(page).toast('Bonus of ₱25 claimed'))
    await waitFor(async () => (await milestones(page).getByRole('button').count()) === 0, { message: 'the milestone claimed' })
  })

  it('a failed read of the milestones says so with Retry in their place, and Retry brings them', async () => {
    const { page } = e2e
    await setScenario({ failing: ['MCSFE_getMissionMilestones'] })
    await openMissions(page)
    await visible(milestones(page).getByText('Unknown error', { exact: true }))
    await setScenario({ failing: [] })
    await milestones(page).getByRole('button', { name: 'Retry', exact: true }).click()
    await visible(milestones(page).getByRole('button', { name: 'Claim the 2-mission milestone' }))
  })

  it('MISSION in the side menu leads here', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await ui(page).header.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Mission', exact: true }).click()
    await waitForPath(page, '/m/customerTask')
    await visible(mission(page, 'Log in today'))
  })

  it('a trial account is refused and asks for nothing', async () => {
    const { page } = e2e
    const asked = requestsTo(page, /MCSFE_getMission/)
    await e2e.openAs(4, '/m/customerTask')
    await visible(main(page).getByText('Please login an actual account to use this function', { exact: true }))
    expect(asked).toEqual([])
  })
})

describe('the mission leaderboard (/m/leaderBoard)', () => {
  const places = (page: Page) =>
    main(page)
      .getByRole('table', { name: 'Top players', exact: true })
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.trim())))

  it('opens from the missions page: the top places by points with their prizes, and the member’s own place marked', async () => {
    const { page } = e2e
    await openMissions(page)
    await main(page).getByRole('link', { name: 'Leaderboard', exact: true }).click()
    await waitForPath(page, '/m/leaderBoard')
    await visible(ui(page).titled('Leaderboard'))
    await visible(main(page).getByText('You are #8 with 394 points. Hold your place to win ₱88.', { exact: true }))
    await visible(main(page).getByText(/^Prizes paid \d{4}-\d\d-\d\d 00:00/))
    const rows = await places(page)
    expect(rows).toHaveLength(21)
    expect(rows.slice(0, 3)).toEqual([
      ['Rank', 'Player', 'Points', 'Prize'],
      ['1', 'jua***88', '980', '₱888'],
      ['2', 'mar***21', '870', '₱588'],
    ])
    expect(rows[8]).toEqual(['8', 'pla***01 (you)', '394', '₱88'])
    expect(rows[11]).toEqual(['11', 'bea***76', '300', '—'])
    expect(await main(page).locator('tr[aria-current="true"]').count()).toBe(1)
    await main(page).getByRole('link', { name: 'Earn points: your missions', exact: true }).click()
    await waitForPath(page, '/m/customerTask')
  })

  it('a trial account is refused and asks for nothing', async () => {
    const { page } = e2e
    const asked = requestsTo(page, 'MCSFE_getMissionLeaderboard')
    await e2e.openAs(4, '/m/leaderBoard')
    await visible(main(page).getByText('Please login an actual account to use this function', { exact: true }))
    expect(asked).toEqual([])
  })
})

describe('customer missions: nothing moves as they arrive', () => {
  it('the milestones, slow, are there when the missions first show: they never push the list down', async () => {
    const { page } = e2e
    // Whether the milestones were in the document the first time the missions were.
    const sight = await recordFirstSight(page, '.missions-list', ['.missions-milestones'])
    await answerAfter(page, /\/MCSFE_getMissionMilestones\b/, /\/MCSFE_getMissionSummaryDetails\b/)
    await openMissions(page)
    await visible(milestones(page))
    expect((await sight.first())['.missions-milestones']!.count).toBe(1)
  })
})

describe('customer missions: accessibility', () => {
  it('dark and light themes: no serious axe findings', async () => {
    const { page } = e2e
    await openMissions(page)
    await visible(milestones(page))
    await settled(page)
    const findings = await runAxeInThemes(page, 'missions')
    expect(failing(findings), describeFindings(failing(findings))).toEqual([])
  })
})
