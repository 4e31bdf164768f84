import { describe, expect, it } from 'vitest'
import { settled } from './axe'
import { onNarrowPhone, scrollToWinners, seedStorage, setScenario, ui, useBrowser, visible, waitFor } from './browser'
import { allLanguages } from '../../src/domain/language'
import { brokenWords, cutPlaceholders, cutTexts, cutTextsIn, overflowingWords } from './layout'

/**
 * A small phone (360 px) in the app's longest language, Tagalog: what a long word or phrase does
 * to the places that have room for one line.
 */

const e2e = useBrowser()

const openAs = async (path: string) => {
  const { page } = e2e
  await page.setViewportSize({ width: 360, height: 740 })
  await seedStorage(page, { language: JSON.stringify('TY') })
  await setScenario({ memberType: 1 })
  await e2e.gotoWithToken(path)
  await visible(ui(page).frameBody)
  await settled(page)
}

const go = async (path: string) => {
  await e2e.page.evaluate((to) => history.pushState(null, '', to), path)
  await settled(e2e.page)
}

describe('a 360 px phone in Tagalog', () => {
  it('a title too long for the header takes a second line, nothing cut', async () => {
    const { page } = e2e
    await openAs('/m/member/agent/getRealTimeContract')
    const title = ui(page).header.getByRole('heading', { level: 1 })
    await visible(title)
    expect(await cutTexts(title)).toEqual([])
    const lines = await title.evaluate((heading) => Math.round(heading.clientHeight / parseFloat(getComputedStyle(heading).lineHeight)))
    expect(lines).toBe(2)
    await go('/m/gameRecordExclude')
    expect(await cutTexts(ui(page).header.getByRole('heading', { level: 1 }))).toEqual([])
  })

  it("the language's name shows whole beside the theme switch, or the switch goes under it", async () => {
    const { page } = e2e
    await openAs('/m/set')
    const language = ui(page).frameBody.getByRole('combobox', { name: 'Wika', exact: true })
    await visible(language)
    expect((await language.innerText()).trim()).toBe('Tagalog')
    expect(await cutTexts(language)).toEqual([])
  })

  it("a row's phrase takes a second line rather than squeeze the game's name into broken words", async () => {
    const { page } = e2e
    await openAs('/m/gameRecordExclude')
    const row = ui(page).frameBody.getByRole('listitem').filter({ hasText: 'Cebu Riches Extreme' })
    await visible(row)
    const [name, whole] = await Promise.all([
      row.getByText('Cebu Riches Extreme', { exact: true }).evaluate((title) => title.getBoundingClientRect().width),
      row.evaluate((item) => item.getBoundingClientRect().width),
    ])
    expect(name / whole).toBeGreaterThan(0.4)
  })

  it("the search fields' hints fit their fields", async () => {
    const { page } = e2e
    await openAs('/m/gameRecord')
    await visible(ui(page).frameBody.getByRole('searchbox').first())
    expect(await cutPlaceholders(page)).toEqual([])
    await go('/m/member/team')
    await visible(ui(page).frameBody.getByRole('searchbox').first())
    expect(await cutPlaceholders(page)).toEqual([])
  })

  it("a provider's name shows whole on its tile, three to a row", async () => {
    const { page } = e2e
    await openAs('/m/rng')
    for (const name of ['Pragmatic Play', 'CQ9 Gaming', 'JDB Gaming']) {
      const tile = ui(page).frameBody.getByRole('button', { name, exact: true })
      await visible(tile)
      expect(await cutTexts(tile), name).toEqual([])
    }
  })

  it("a provider's name breaks between its words, never inside one, on a 360 px and a 320 px phone", async () => {
    const { page } = e2e
    await openAs('/m/pvp')
    const tiles = ui(page).frameBody.locator('.vendor-tile__name')
    await visible(ui(page).frameBody.getByRole('button', { name: 'Kingmaker', exact: true }))
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 740 })
      for (const path of ['/m/pvp', '/m/rng', '/m/live']) {
        await go(path)
        await visible(tiles.first())
        const broken = await brokenWords(tiles)
        expect(broken, `${width} px ${path}`).toEqual([])
      }
    }
  })

  it("a game's name breaks between its words on its tile, never inside one, on a 360 px and a 320 px phone", async () => {
    const { page } = e2e
    await openAs('/m/gameList?gameType=LIVE')
    const names = ui(page).frameBody.locator('.game-tile__name')
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 740 })
      for (const path of [
        '/m/gameList?gameType=LIVE',
        '/m/gameList?gameType=RNG',
        '/m/gameList?gameType=FISH',
        '/m/gameList?gameType=PVP',
      ]) {
        await go(path)
        await visible(names.first())
        const broken = await brokenWords(names)
        expect(broken, `${width} px ${path}`).toEqual([])
      }
    }
  })

  it("a hot game's name on the sign-in page, four to a row, breaks between its words on a 412, 360 and 320 px phone", async () => {
    const { page } = e2e
    await openAs('/m/login')
    await ui(page).frameBody.getByRole('textbox').first().click() // the first touch brings the hot games
    const names = ui(page).frameBody.locator('.hot-games-strip button .game-tile__name')
    await waitFor(async () => (await names.count()) === 4, { message: 'four hot games' })
    for (const width of [412, 360, 320]) {
      await page.setViewportSize({ width, height: 740 })
      const broken = await brokenWords(names)
      expect(broken, `${width} px`).toEqual([])
    }
  })
})

describe('the agent menu on small phones in every language', () => {
  it("each label's words fit its cell on a 412, 390, 360 and 320 px phone, none running into the next", async () => {
    const { page } = e2e
    await setScenario({ memberType: 1 })
    // Found by class: the menu's name is in the language under test.
    const labels = page.locator('.member-menu--grid .member-menu__item')
    const over: string[] = []
    for (const language of allLanguages) {
      await page.setViewportSize({ width: 412, height: 740 })
      await seedStorage(page, { language: JSON.stringify(language) })
      await e2e.gotoWithToken('/m/agent')
      await visible(labels.first())
      await settled(page)
      for (const width of [412, 390, 360, 320]) {
        await page.setViewportSize({ width, height: 740 })
        over.push(...(await overflowingWords(labels)).map((word) => `${language} ${width} px: ${word}`))
      }
    }
    expect(over).toEqual([])
  })
})

describe('the winner board on a 320 px phone', () => {
  it("a game's name has room for most of a word beside the win, not two letters", async () => {
    const { page } = e2e
    await onNarrowPhone(page, 320, async () => {
      await e2e.goto('/m/home')
      const table = await scrollToWinners(page)
      const names = table.getByRole('row').getByRole('button')
      await visible(names.first())
      // The room each name has where it is cut short (a short name takes only its own width).
      const cut = await names.evaluateAll((buttons) =>
        buttons.filter((button) => button.scrollWidth > button.clientWidth).map((button) => button.getBoundingClientRect().width),
      )
      expect(cut.length).toBeGreaterThan(0)
      // 60 px: seven or eight letters of the board's 13 px type (it had 36: two letters and an ellipsis).
      expect(Math.min(...cut)).toBeGreaterThanOrEqual(60)
      // The win column still shows a seven-figure win whole (read at once: the board moves on).
      const wins = table.locator('[role="row"] > [role="cell"]:nth-child(3)')
      expect(await wins.count()).toBeGreaterThan(0)
      expect(await cutTextsIn(wins)).toEqual([])
    })
  })
})

describe("the member centre's balance on a 320 px phone", () => {
  it('shows the figure on one line in every language, the label giving way', async () => {
    const { page } = e2e
    const broken: string[] = []
    await onNarrowPhone(page, 320, async () => {
      for (const code of allLanguages) {
        await seedStorage(page, { language: JSON.stringify(code) })
        await e2e.gotoWithToken('/m/member/home')
        const figure = page.locator('.member-header__balance strong')
        await waitFor(async () => /\d/.test((await figure.textContent()) ?? ''), { message: `the balance in ${code}` })
        const lines = await figure.evaluate((strong) => {
          const range = document.createRange()
          range.selectNodeContents(strong)
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        })
        if (lines !== 1) broken.push(`${code}: ${lines} lines`)
      }
    })
    expect(broken).toEqual([])
  })
})

describe('Japanese on a 320 px phone', () => {
  it("no line of the member centre's menu starts with a long-vowel mark or a small kana", async () => {
    const { page } = e2e
    await onNarrowPhone(page, 320, async () => {
      await seedStorage(page, { language: JSON.stringify('JA') })
      await e2e.gotoWithToken('/m/member/home')
      const main = page.getByRole('main')
      await visible(main.getByRole('link').first())
      // The first character of each line of every label in the menu (a label's text, measured a
      // character at a time).
      const lineStarts = await main.evaluate((root) => {
        const starts: string[] = []
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          let lastTop: number | null = null
          for (let index = 0; index < text.length; index++) {
            const range = document.createRange()
            range.setStart(node, index)
            range.setEnd(node, index + 1)
            const rect = range.getClientRects()[0]
            if (!rect || rect.width === 0) continue
            if (lastTop !== null && Math.round(rect.top) > lastTop) starts.push(`${text}: ${text[index]}`)
            lastTop = Math.round(rect.top)
          }
        }
        return starts
      })
      expect(lineStarts.filter((start) => /[ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ]$/.test(start))).toEqual([])
    })
  })
})
