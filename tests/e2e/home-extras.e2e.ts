import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../harness/scenario'
import {
  answerAfter,
  gone,
  holdBack,
  pathOf,
  recordFirstSight,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitFor,
  waitForPath,
} from './browser'
import { gapBetween } from './layout'

const e2e = useBrowser()

describe('help centre', () => {
  it('the footer lists the help titles; a title opens /m/help on that topic, and the menu switches topics', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const help = page.getByRole('navigation', { name: 'Help', exact: true })
    await visible(help.getByRole('link', { name: 'Registration and login', exact: true }))
    expect(await help.getByRole('link').allInnerTexts()).toEqual([
      'How to deposit',
      'How to withdraw',
      'Registration and login',
      'Responsible gaming',
      'Terms and conditions',
      'Contact us',
    ])
    await help.getByRole('link', { name: 'Registration and login', exact: true }).click()
    await waitForPath(page, '/m/help', '?i=2')
    const topic = page.getByRole('article', { name: 'Registration and login' })
    await visible(topic.getByRole('heading', { name: 'Your account' }))

    const menu = page.getByRole('navigation', { name: 'Help topics' })
    await menu.getByRole('button', { name: 'Responsible gaming', exact: true }).click()
    await waitForPath(page, '/m/help', '?i=3')
    await visible(page.getByRole('article', { name: 'Responsible gaming' }).getByText('aged 21 and above', { exact: false }))
    expect(await menu.getByRole('button', { name: 'Responsible gaming' }).getAttribute('aria-current')).toBe('page')
  })

  it('a help centre that fails to load says so with Retry, and Retry shows the topics', async () => {
    const { page } = e2e
    await setScenario({ failing: ['/wps/system/helpCenter'] })
    await e2e.goto('/m/help')
    const retry = page.getByRole('button', { name: 'Retry', exact: true })
    await visible(retry)
    await visible(page.getByText('Unknown error', { exact: true }))
    await setScenario({ failing: [] })
    await retry.click()
    await visible(page.getByRole('navigation', { name: 'Help topics' }).getByRole('button', { name: 'How to deposit', exact: true }))
    expect(await retry.count()).toBe(0)
  })

  it('operator HTML is shown without its scripts or handlers', async () => {
    const { page } = e2e
    // DOMPurify's parse of the fixture's onerror, in an inert document, is reported to the window;
    // nothing of it reaches the page (tests/e2e/operator-html.e2e.ts has the whole payload table).
    e2e.expectCspViolations()
    await e2e.goto('/m/help?i=5')
    const topic = page.getByRole('article', { name: 'Contact us' })
    await visible(topic.getByText('open 24/7', { exact: false }))
    expect(await topic.locator('[onerror], script').count()).toBe(0)
    expect(e2e.cspViolations.filter((v) => !(v.directive === 'script-src-attr' && v.blockedURI === 'inline'))).toEqual([])
  })

  it('an out-of-range topic shows the first one', async () => {
    const { page } = e2e
    await e2e.goto('/m/help?i=99')
    await visible(page.getByRole('article', { name: 'How to deposit' }))
  })
})

describe("home's footer", () => {
  it('links each social network the site has a link for (SPEC §2), each in a new tab, and no other', async () => {
    const { page } = e2e
    const follow = (page: Page) => page.getByRole('navigation', { name: 'Follow us' })
    const named = {
      youtube: 'YouTube',
      instagram: 'Instagram',
      facebook: 'Facebook',
      twitter: 'X (Twitter)',
      tiktok: 'TikTok',
      telegram: 'Telegram',
    } as const
    await e2e.goto('/m/home')
    await visible(follow(page))
    for (const [network, name] of Object.entries(named)) {
      const link = follow(page).getByRole('link', { name: `${name} (opens in a new tab)`, exact: true })
      expect(await link.getAttribute('href')).toBe(defaultScenario.links[network as keyof typeof named])
      expect(await link.getAttribute('target')).toBe('_blank')
    }

    await setScenario({ links: { ...defaultScenario.links, instagram: '', tiktok: '' } })
    await page.reload()
    await visible(follow(page))
    // The footer may first draw from the kept site status, then from the new answer.
    await waitFor(async () => (await follow(page).getByRole('link').count()) === 4, { message: 'the four networks with a link' })
    expect(
      await follow(page)
        .getByRole('link', { name: /Instagram|TikTok/ })
        .count(),
    ).toBe(0)
  })

  it('holds the places of the help topics and the Hot News carousel until they arrive: the affiliate button under them does not move', async () => {
    const { page } = e2e
    // A slow help centre and slow m_video banners, as on a phone (in CI the help topics once came
    // after the footer was drawn, and the affiliate button went 318 px lower).
    let release = () => {}
    const answer = new Promise<void>((done) => (release = done))
    for (const call of [/\/wps\/system\/helpCenter/, /\/GLS2_banners\?.*groupName=m_video/]) {
      await page.route(call, async (route) => {
        await answer
        await route.continue()
      })
    }
    await e2e.goto('/m/home')
    const main = page.getByRole('main')
    const language = main.getByRole('combobox', { name: 'Language', exact: true })
    const affiliate = main.getByRole('button', { name: 'Affiliate program' })
    await visible(affiliate)
    const distance = () => gapBetween(language, affiliate)
    const before = await distance()
    release()
    await visible(main.getByRole('link', { name: 'How to deposit' }))
    await language.scrollIntoViewIfNeeded()
    await visible(main.getByRole('region', { name: 'Hot News' }))
    expect(await distance()).toBe(before)
  })
})

describe('hot news', () => {
  it('the m_video banners are posters until Play, which makes the player; previous and next move', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    // Far below the first screen, the carousel (and swiper) come as the player scrolls down to it.
    expect(await page.getByRole('region', { name: 'Hot News' }).count()).toBe(0)
    const language = page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true })
    // Its place is kept meanwhile: the footer below does not move when it comes (a tap lands).
    const affiliateBelowLanguage = () => gapBetween(language, page.getByRole('button', { name: 'Affiliate program' }))
    // Measured once the m_video banners have come and their carousel's place is drawn.
    await page.locator('.home-footer__videos-placeholder').waitFor({ state: 'visible' })
    const before = await affiliateBelowLanguage()
    await language.scrollIntoViewIfNeeded()
    const carousel = page.getByRole('region', { name: 'Hot News' })
    const play = carousel.getByRole('button', { name: 'Play video: How to Deposit via GCash', exact: true })
    await visible(play)
    expect(await affiliateBelowLanguage()).toBe(before)
    // No player (a whole YouTube page each) before a tap.
    expect(await carousel.locator('iframe').count()).toBe(0)
    await play.click()
    await visible(carousel.locator('iframe[title="How to Deposit via GCash"]'))
    expect(await carousel.locator('iframe').count()).toBe(1)
    const next = carousel.getByRole('button', { name: 'Next video' })
    await next.click()
    await waitFor(
      async () => (await carousel.getByRole('group', { name: 'Video 2 of 3' }).getAttribute('class'))?.includes('swiper-slide-active'),
      {
        message: 'the second video to be the active slide',
      },
    )
  })
})

describe('live chat', () => {
  it('Customer service shows please wait, then opens the chat page for the member', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await ui(page).menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service', exact: true })
    await service.getByRole('button', { name: 'Customer service', exact: true }).click()
    await waitFor(() => pathOf(page) === '/harness-chat', { message: 'the chat page' })
    const url = new URL(page.url())
    expect(url.searchParams.get('player')).toBe('player01')
    expect(url.searchParams.get('backUrl')).toContain('/m/home')
    await visible(page.getByRole('heading', { name: 'Live chat' }))
  })

  it('a failed launch says why, keeps the user on the page, and a second tap works', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    await ui(page).menuItem('Service').tap()
    const service = page.getByRole('dialog', { name: 'Customer service', exact: true })
    await visible(service)
    await setScenario({ offline: true })
    await service.getByRole('button', { name: 'Customer service', exact: true }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Network is slow or offline' }))
    expect(pathOf(page)).toBe('/m/home')
    await setScenario({ offline: false })
    await service.getByRole('button', { name: 'Customer service', exact: true }).click()
    await waitFor(() => pathOf(page) === '/harness-chat', { message: 'the chat page' })
  })
})

describe('agent contract prompts', () => {
  it('each pending contract asks in turn; Cancel shows the next, Go opens its page', async () => {
    const { page } = e2e
    await setScenario({ pendingContracts: ['salary', 'hourly'] })
    await e2e.openAs(1)
    const first = page.getByRole('alertdialog').filter({ hasText: 'daily salary contract' })
    await visible(first)
    await first.getByRole('button', { name: 'Cancel', exact: true }).click()
    const second = page.getByRole('alertdialog').filter({ hasText: 'hourly salary contract' })
    await visible(second)
    await second.getByRole('button', { name: 'Go', exact: true }).click()
    await waitForPath(page, '/m/member/agent/getHourContract')
    await gone(page.getByRole('alertdialog'))
  })

  it('the popup list this login owes comes first: no prompt opens while the announcements are on their way', async () => {
    const { page } = e2e
    await setScenario({ memberType: 1, pendingContracts: ['salary'] })
    const release = await holdBack(page, /\/MCSFE_getListAnnouncements\b/)
    const promptsCode = page.waitForResponse((response) => /\/assets\/contract-prompts-[\w-]{8}\.js$/.test(response.url()))
    await e2e.gotoWithToken('/m/home')
    await promptsCode
    // A negative can only be looked at a while: long enough for the prompt, which opened at once before.
    await page.waitForTimeout(1000)
    expect(await page.getByRole('alertdialog', { includeHidden: true }).count()).toBe(0)
    await release()
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK', exact: true }) })
    await popup.getByRole('button', { name: 'OK', exact: true }).click()
    await visible(page.getByRole('alertdialog').filter({ hasText: 'daily salary contract' }))
  })

  it.each([4, 40] as const)('type %i is never asked', async (type) => {
    const { page } = e2e
    await setScenario({ pendingContracts: ['salary', 'dividend', 'hourly'] })
    await e2e.openAs(type)
    await visible(page.getByRole('region', { name: 'Latest Winner' }))
    expect(await page.getByRole('alertdialog').count()).toBe(0)
  })
})

describe('recently played', () => {
  it('a member sees the recent row on /m/game', async () => {
    const { page } = e2e
    await e2e.openAs(0, '/m/game')
    const recent = page.getByRole('region', { name: 'Recently played' })
    await visible(recent)
    const names = async () => (await recent.locator('li').allInnerTexts()).length
    expect(await names()).toBeGreaterThanOrEqual(3)
  })

  it('the recent row, slow, is there when the lobby first shows: it never pushes the lobby down', async () => {
    const { page } = e2e
    // Whether the recent row was in the document the first time the lobby (not its skeleton) was.
    const sight = await recordFirstSight(page, 'section.lobby', ['.recent-games'])
    await answerAfter(page, /\/GCS_recentGame\b/, /\/GCSGAME_hotGamesV2\b/)
    await e2e.openAs(0, '/m/game')
    await visible(page.getByRole('region', { name: 'Recently played' }))
    expect((await sight.first())['.recent-games']!.count).toBe(1)
  })

  it('a guest has no recent row', async () => {
    const { page } = e2e
    await e2e.goto('/m/game')
    await visible(page.getByRole('tablist').first())
    expect(await page.getByRole('region', { name: 'Recently played' }).count()).toBe(0)
  })
})
