import { describe, expect, it } from 'vitest'
import { sealingKeyDatabase } from '../../src/lib/state/keys'
import { useBrowser } from './browser'

/**
 * browser.ts's promise to every e2e test: it starts as a first visit, with nothing an earlier test
 * of the file stored. The two tests run in order: the first leaves things behind, the second looks.
 */
const e2e = useBrowser()

const stored = () =>
  e2e.page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((database) => database.name),
  }))

describe('each e2e test starts as a first visit', () => {
  it('an earlier test stores things and opens the sealing key database', async () => {
    await e2e.goto('/m/help')
    await e2e.page.evaluate(
      (name) =>
        new Promise<void>((done) => {
          localStorage.setItem('left-behind', '1')
          sessionStorage.setItem('left-behind', '1')
          const opening = indexedDB.open(name, 1)
          opening.onupgradeneeded = () => opening.result.createObjectStore('keys')
          opening.onsuccess = () => {
            opening.result.close()
            done()
          }
        }),
      sealingKeyDatabase,
    )
    expect((await stored()).databases).toContain(sealingKeyDatabase)
  })

  it('the next test finds none of it', async () => {
    await e2e.goto('/m/help')
    expect(await stored()).toEqual({ local: expect.any(Number), session: 0, databases: [] })
    expect(await e2e.page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull()
  })
})
