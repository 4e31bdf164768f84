import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { winners } from '../../fixtures/content'
import { games } from '../../fixtures/games'
import {
  baseUrl,
  gone,
  logIn,
  pathOf,
  readLocal,
  requestsTo,
  scrollToWinners,
  setScenario,
  ui,
  useBrowser,
  visible,
  waitForPath,
  type PlayedType,
} from './browser'

const e2e = useBrowser()

type GameFixture = (typeof games)[number]
const nameOf = (game: GameFixture) => game.gameName || game.nodeName
const listOf = (vassalage: string, gameType: string) => games.filter((game) => game.vassalage === vassalage && game.gameType === gameType)
const listPath = (gameType: string, vassalage: string) => `/m/gameList?gameType=${gameType}&vassalage=${vassalage}`

/** The tile's launch button: named by the game and its vendor. */
const launchButton = (page: Page, game: GameFixture) =>
  page
    .getByRole('main')
    .getByRole('list')
    .getByRole('button', { name: `${nameOf(game)} ${game.displayName}`, exact: true })

/** The full-screen game frame, named by the game. */
const gameFrame = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true })

/** Checks the frame shows the harness game page for this game, and returns its address. */
const expectHarnessGame = async (page: Page, game: Pick<GameFixture, 'nodeId'> & { name: string }, mode: 'real' | 'free') => {
  const frame = gameFrame(page, game.name)
  await visible(frame)
  const iframe = frame.locator('iframe')
  expect(await iframe.getAttribute('title')).toBe(game.name)
  const src = new URL((await iframe.getAttribute('src')) ?? '', 'http://app')
  expect(src.pathname).toBe('/harness-game')
  expect(src.searchParams.get('nodeId')).toBe(game.nodeId)
  expect(src.searchParams.get('mode')).toBe(mode)
  const inside = frame.frameLocator('iframe')
  await visible(inside.getByRole('heading', { name: game.name, exact: true }))
  await visible(inside.getByText(mode === 'free' ? 'Free play' : 'Real money', { exact: false }))
  return src
}

/** A vendor launched without a chosen game: some game frame opens on that vendor's game. */
const expectVendorFrame = async (page: Page, game: GameFixture) => {
  const frame = page.getByRole('dialog').filter({ has: page.locator('iframe') })
  await visible(frame)
  const src = new URL((await frame.locator('iframe').getAttribute('src')) ?? '', 'http://app')
  expect(src.pathname).toBe('/harness-game')
  expect(src.searchParams.get('nodeId')).toBe(game.nodeId)
  expect(src.searchParams.get('mode')).toBe('real')
  await visible(frame.frameLocator('iframe').getByRole('heading', { name: nameOf(game), exact: true }))
}

const sessionToken = async (page: Page) => {
  const stored = await readLocal(page, 'MC_SESSION_INFO')
  return (JSON.parse(stored ?? 'null') as { token?: string } | null)?.token ?? ''
}

describe('guests', () => {
  it('a guest launching a game goes to /m/login and comes back to the list after logging in', async () => {
    const { page } = e2e
    const live = listOf('SEXY', 'LIVE')
    const path = listPath('LIVE', 'SEXY')
    await e2e.goto(path)
    await launchButton(page, live[0]!).click()
    await waitForPath(page, '/m/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path)
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.getByLabel('Username', { exact: true }).fill('player01')
    await page.getByLabel('Password', { exact: true }).fill('pass1234')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await waitForPath(page, '/m/gameList', '?gameType=LIVE&vassalage=SEXY')
    await visible(launchButton(page, live[0]!))
  })

  it('a guest choosing a single-vendor tab (Cockfight) is asked to log in', async () => {
    const { page } = e2e
    await e2e.goto('/m/home')
    const cockfight = page.getByRole('tablist', { name: 'Game categories' }).getByRole('tab', { name: 'Cockfight', exact: true })
    await visible(cockfight)
    await cockfight.click()
    await waitForPath(page, '/m/login')
  })
})

describe('direct launch', () => {
  it.each([0, 1] as const)('type %i: a LIVE game of a direct-launch vendor opens the full-screen frame; Close returns', async (type) => {
    const { page } = e2e
    const game = listOf('DG', 'LIVE')[0]!
    await e2e.openAs(type as PlayedType, listPath('LIVE', 'DG'))
    await launchButton(page, game).click()
    const src = await expectHarnessGame(page, { nodeId: game.nodeId, name: nameOf(game) }, 'real')
    expect(src.searchParams.get('player')).toBe('player01')
    expect(pathOf(page)).toBe('/m/gameList')

    await gameFrame(page, nameOf(game)).getByRole('button', { name: 'Close', exact: true }).click()
    await gone(gameFrame(page, nameOf(game)))
    await waitForPath(page, '/m/gameList', '?gameType=LIVE&vassalage=DG')
    await visible(launchButton(page, game))
  })

  it('agent (type 2): a SEXY live game opens its game page', async () => {
    const { page } = e2e
    const game = listOf('SEXY', 'LIVE')[2]!
    await e2e.openAs(2, listPath('LIVE', 'SEXY'))
    await launchButton(page, game).click()
    await expectHarnessGame(page, { nodeId: game.nodeId, name: nameOf(game) }, 'real')
  })

  it('free trial (type 4): a game that supports free play launches in free mode', async () => {
    const { page } = e2e
    const game = listOf('JDB', 'FISH').find((entry) => entry.freeplay)!
    await e2e.openAs(4, listPath('FISH', 'JDB'))
    await launchButton(page, game).click()
    await expectHarnessGame(page, { nodeId: game.nodeId, name: nameOf(game) }, 'free')
  })

  it('member: a winner row launches its game', async () => {
    const { page } = e2e
    await page.emulateMedia({ reducedMotion: 'reduce' })
    try {
      await e2e.openAs(0)
      const winner = winners[0]!
      const table = await scrollToWinners(page)
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: winner.customerName }) })
        .first()
      await row.getByRole('button', { name: winner.gameName, exact: true }).click()
      const game = games.find((entry) => entry.gameCode === winner.gameCode && entry.vassalage === winner.vendor)!
      await expectHarnessGame(page, { nodeId: game.nodeId, name: winner.gameName }, 'real')
      expect(pathOf(page)).toBe('/m/home')
    } finally {
      await page.emulateMedia({ reducedMotion: null })
    }
  })

  it('member: a direct-launch vendor tile (Sexy Baccarat under Live Casino) launches the vendor', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const tabs = page.getByRole('tablist', { name: 'Game categories' })
    await tabs.getByRole('tab', { name: 'Live Casino', exact: true }).click()
    const panel = page.getByRole('region', { name: 'Game categories', exact: true }).getByRole('tabpanel')
    await panel.getByRole('button', { name: 'Sexy Baccarat', exact: true }).click()
    // The platform opens the vendor's first game of the category.
    await expectVendorFrame(page, listOf('SEXY', 'LIVE')[0]!)
    expect(pathOf(page)).toBe('/m/home')
  })

  it('member: choosing the single-vendor Cockfight tab launches DS88 directly', async () => {
    const { page } = e2e
    await e2e.openAs(0)
    const tabs = page.getByRole('tablist', { name: 'Game categories' })
    await tabs.getByRole('tab', { name: 'Cockfight', exact: true }).click()
    await expectVendorFrame(page, listOf('DS88', 'SPORTS')[0]!)
    expect(pathOf(page)).toBe('/m/home')
  })

  it('member: a slot game on its (vassalage) vendor list launches', async () => {
    const { page } = e2e
    const game = listOf('PP', 'RNG')[0]!
    await e2e.openAs(0, listPath('RNG', 'PP'))
    await launchButton(page, game).click()
    await expectHarnessGame(page, { nodeId: game.nodeId, name: nameOf(game) }, 'real')
  })

  it("the gateway's 'previous game has not finished' (PLATFORM.md §1.1) is told in the dictionary's words; the next tap launches", async () => {
    const { page } = e2e
    const game = listOf('PP', 'RNG')[0]!
    await e2e.openAs(0, listPath('RNG', 'PP'))
    await setScenario({ failing: ['/wps/game/launchGame'], failingWith: '#734 the previous game has not finished' })
    await launchButton(page, game).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Your previous game has not finished yet, please try again when it ends' }))
    expect(await gameFrame(page, nameOf(game)).count()).toBe(0)
    await setScenario({ failing: [] })
    await launchButton(page, game).click()
    await expectHarnessGame(page, { nodeId: game.nodeId, name: nameOf(game) }, 'real')
  })
})

describe('lottery', () => {
  const lotteryIframe = (page: Page) => page.getByRole('main').locator('iframe[title="Lottery"]')
  const lotterySrc = async (page: Page) => new URL((await lotteryIframe(page).getAttribute('src')) ?? '', 'http://app')

  /** The frame's own address and the embedded lottery page's address (gameId: see its own test). */
  const expectLottery = async (page: Page, game: GameFixture, prizeMode: 'ELOTT' | 'LOTT') => {
    await waitForPath(page, '/m/lotto-h5')
    const query = new URL(page.url()).searchParams
    expect(query.get('mui')).toBe(game.gameCode)
    expect(query.get('gameId')).toBe(game.gameId)
    expect(query.get('playType')).toBe(game.lottoMode === 'ENT' ? 'ent' : 'trad')
    expect(query.get('prize_mode')).toBe(prizeMode)
    expect(query.get('pageBack')).toBeNull()

    await visible(lotteryIframe(page))
    const src = await lotterySrc(page)
    expect(src.pathname).toBe('/lotto/')
    expect(src.searchParams.get('mui')).toBe(game.gameCode)
    expect(src.searchParams.get('playType')).toBe(query.get('playType'))
    expect(src.searchParams.get('prize_mode')).toBe(prizeMode)
    expect(src.searchParams.get('merchantCode')).toBe('wps')
    const token = await sessionToken(page)
    expect(token).not.toBe('')
    expect(src.searchParams.get('token')).toBe(token)
    const inside = page.frameLocator('iframe[title="Lottery"]')
    await visible(inside.getByText(`prize_mode: ${prizeMode}`, { exact: true }))
    await visible(inside.getByText('signed in', { exact: true }))
  }

  /** From home: Lottery tab, the vendor's tile (a lottery vendor opens its list), then the game. */
  const throughLobby = async (page: Page, vendor: string, game: GameFixture) => {
    const tabs = page.getByRole('tablist', { name: 'Game categories' })
    await tabs.getByRole('tab', { name: 'Lottery', exact: true }).click()
    const panel = page.getByRole('region', { name: 'Game categories', exact: true }).getByRole('tabpanel')
    await panel.getByRole('button', { name: vendor, exact: true }).click()
    await waitForPath(page, '/m/gameList', `?gameType=LOTT&vassalage=${game.vassalage}`)
    await launchButton(page, game).click()
  }

  it('TCG_LOTTO_VN (listed under ELOTT in the mapping), from the lobby: prize mode ELOTT; Close goes to /m/game', async () => {
    const { page } = e2e
    const trad = listOf('TCG_LOTTO_VN', 'LOTT').find((game) => game.lottoMode !== 'ENT')!
    await e2e.openAs(0)
    await throughLobby(page, 'TCG Lotto VN', trad)
    await expectLottery(page, trad, 'ELOTT')
    // No header, Back or bottom menu on the lottery frame: its own Close.
    expect(await ui(page).menu.count()).toBe(0)
    expect(await ui(page).header.count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0)

    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await waitForPath(page, '/m/game')
    await visible(page.getByRole('tablist', { name: 'Game categories' }))
  })

  it('a member deposits over the running lottery, which stays as it was; a free trial has no Deposit there', async () => {
    const { page } = e2e
    const game = listOf('LOTT', 'LOTT')[0]!
    await setScenario({ depositLimits: { DAILY: 800, WEEKLY: 0, MONTHLY: 0 } })
    await e2e.openAs(0, listPath('LOTT', 'LOTT'))
    await launchButton(page, game).click()
    await waitForPath(page, '/m/lotto-h5')
    const inside = page.frameLocator('iframe[title="Lottery"]')
    await visible(inside.getByText('signed in', { exact: true }))
    const frame = await lotteryIframe(page).elementHandle()

    await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Deposit', exact: true })
    await sheet.getByLabel('Amount', { exact: true }).fill('600')
    // What the member's limits leave, but nothing in it leads away from the game.
    await visible(sheet.getByText('Your daily deposit limit leaves ₱800 today.', { exact: true }))
    expect(await sheet.getByRole('link', { name: 'Deposit record', exact: true }).count()).toBe(0)
    expect(await sheet.getByRole('link', { name: 'Manage limits', exact: true }).count()).toBe(0)
    await sheet.getByRole('button', { name: /^Deposit/ }).click()
    await visible(sheet.getByRole('heading', { name: 'Order created', exact: true }))
    expect(await sheet.getByRole('link', { name: 'Continue to GCash', exact: true }).getAttribute('target')).toBe('_blank')
    await sheet.getByRole('button', { name: 'Close', exact: true }).click()
    await gone(sheet)
    // The same lottery frame, never reloaded, and still here.
    expect(pathOf(page)).toBe('/m/lotto-h5')
    expect(await frame!.evaluate((element) => element.isConnected)).toBe(true)
    await visible(inside.getByText('signed in', { exact: true }))

    await e2e.openAs(4, listPath('LOTT', 'LOTT'))
    await launchButton(page, game).click()
    await visible(lotteryIframe(page))
    expect(await page.getByRole('button', { name: 'Deposit', exact: true }).count()).toBe(0)
  })

  it('an entertainment-mode lottery game opens with playType ent', async () => {
    const { page } = e2e
    const ent = listOf('TCG_LOTTO_VN', 'LOTT').find((game) => game.lottoMode === 'ENT')!
    await e2e.openAs(0)
    await throughLobby(page, 'TCG Lotto VN', ent)
    await expectLottery(page, ent, 'ELOTT')
    expect(new URL(page.url()).searchParams.get('playType')).toBe('ent')
  })

  it('TCG_LOTTO_VN opened from its list address (no lobby visit first) still gets prize mode ELOTT', async () => {
    const { page } = e2e
    const trad = listOf('TCG_LOTTO_VN', 'LOTT').find((game) => game.lottoMode !== 'ENT')!
    await e2e.openAs(0, listPath('LOTT', 'TCG_LOTTO_VN'))
    await launchButton(page, trad).click()
    await expectLottery(page, trad, 'ELOTT')
  })

  it('vendor LOTT (not in the ELOTT mapping) opens with prize mode LOTT (free trial too)', async () => {
    const { page } = e2e
    const game = listOf('LOTT', 'LOTT')[0]!
    await e2e.openAs(4, listPath('LOTT', 'LOTT'))
    await launchButton(page, game).click()
    await expectLottery(page, game, 'LOTT')
  })

  it("the embedded lottery page receives the game's gameId", async () => {
    const { page } = e2e
    const game = listOf('LOTT', 'LOTT')[0]!
    await e2e.openAs(0, listPath('LOTT', 'LOTT'))
    await launchButton(page, game).click()
    await waitForPath(page, '/m/lotto-h5')
    expect(new URL(page.url()).searchParams.get('gameId')).toBe(game.gameId)
    await visible(lotteryIframe(page))
    expect((await lotterySrc(page)).searchParams.get('gameId')).toBe(game.gameId)
    await visible(page.frameLocator('iframe[title="Lottery"]').getByText(`gameId: ${game.gameId}`, { exact: true }))
  })

  it('with pageBack set, Close goes to /m/home', async () => {
    const { page } = e2e
    const game = listOf('LOTT', 'LOTT')[0]!
    await e2e.openAs(0)
    const query = new URLSearchParams({ mui: game.gameCode, playType: 'trad', gameId: game.gameId, prize_mode: 'LOTT', pageBack: '1' })
    await e2e.goto(`/m/lotto-h5?${query.toString()}`)
    await visible(lotteryIframe(page))
    const src = await lotterySrc(page)
    expect(src.searchParams.get('token')).toBe(await sessionToken(page))
    expect(src.searchParams.get('prize_mode')).toBe('LOTT')
    expect(src.searchParams.get('pageBack')).toBeNull()
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await waitForPath(page, '/m/home')
  })

  it('a guest tapping a lottery game is asked to log in', async () => {
    const { page } = e2e
    const game = listOf('LOTT', 'LOTT')[0]!
    await e2e.goto(listPath('LOTT', 'LOTT'))
    await launchButton(page, game).click()
    await waitForPath(page, '/m/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(listPath('LOTT', 'LOTT'))
  })

  it("a guest opening the lottery page's address signs in first, then it opens with the session's token", async () => {
    const { page } = e2e
    const game = listOf('LOTT', 'LOTT')[0]!
    const address = `/m/lotto-h5?${new URLSearchParams({ mui: game.gameCode, playType: 'trad', gameId: game.gameId, prize_mode: 'LOTT' }).toString()}`
    await e2e.goto(address)
    await waitForPath(page, '/m/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(address)
    expect(await page.getByTitle('Lottery', { exact: true }).count()).toBe(0)
    await logIn(page, { from: '' })
    await waitForPath(page, '/m/lotto-h5')
    const src = new URL((await page.getByTitle('Lottery', { exact: true }).getAttribute('src')) ?? '', baseUrl())
    expect(src.searchParams.get('token')).toBeTruthy()
  })
})

describe('the identity check before a game (where the operator asks then)', () => {
  const kycBeforeGames = (mandatory: boolean) => setScenario({ kyc: { on: true, mandatory, moments: ['game'], status: 'NOT_SUBMITTED' } })
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Verify your identity' })

  it('a slot game asks first; "Not now" opens the game', async () => {
    const { page } = e2e
    const game = listOf('PP', 'RNG')[0]!
    await kycBeforeGames(false)
    await e2e.openAs(0, listPath('RNG', 'PP'))
    await launchButton(page, game).click()
    await visible(popup(page))
    expect(await gameFrame(page, nameOf(game)).count()).toBe(0)
    await popup(page).getByRole('button', { name: 'Not now', exact: true }).click()
    await expectHarnessGame(page, { nodeId: game.nodeId, name: nameOf(game) }, 'real')
  })

  it('a lottery game asks too: a mandatory check closed stays on the list, no lottery frame opens', async () => {
    const { page } = e2e
    const game = listOf('LOTT', 'LOTT')[0]!
    await kycBeforeGames(true)
    await e2e.openAs(0, listPath('LOTT', 'LOTT'))
    await launchButton(page, game).click()
    await visible(popup(page))
    await page.keyboard.press('Escape')
    await gone(popup(page))
    expect(pathOf(page)).toBe('/m/gameList')
    await launchButton(page, game).click()
    await popup(page).getByRole('button', { name: 'Verify now', exact: true }).click()
    await waitForPath(page, '/m/identifyStatus')
  })

  it('a lottery opened from its address (a reload, a saved link) asks too: closed, no lottery loads and Close leads on', async () => {
    const { page } = e2e
    const game = listOf('LOTT', 'LOTT')[0]!
    await kycBeforeGames(true)
    const address = `/m/lotto-h5?mui=${game.gameCode}&playType=trad&gameId=${game.gameId}&prize_mode=LOTT`
    const lotteryLoads = requestsTo(page, /\/lotto\/\?/)
    await e2e.openAs(0, address)
    await visible(popup(page))
    expect(await page.locator('iframe[title="Lottery"]').count()).toBe(0)
    await page.keyboard.press('Escape')
    await waitForPath(page, '/m/game')
    expect(lotteryLoads.map((request) => request.url())).toEqual([])
  })
})
