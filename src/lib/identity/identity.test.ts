import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { identityFor } from './identity'

/** The hosted sign-in page's popup: a window this test opens and closes by hand. */
const popupWindow = () => ({ closed: false }) as { closed: boolean }

describe('the hosted identity service signs in through its popup', () => {
  let popup: { closed: boolean }
  beforeEach(() => {
    vi.useFakeTimers()
    popup = popupWindow()
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  const signIn = async () => {
    const identity = await identityFor({ provider: 'hosted', url: '/harness-identity' })
    return identity!.signIn('google')
  }
  const answer = (idToken: string) =>
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'identity', idToken }, source: popup as unknown as Window }))

  it("takes the popup's token", async () => {
    const signedIn = signIn()
    await vi.advanceTimersByTimeAsync(0)
    answer('harness:google:tester')
    await expect(signedIn).resolves.toBe('harness:google:tester')
  })

  it('takes a token whose message comes after the popup has closed itself, by the next poll', async () => {
    const signedIn = signIn()
    await vi.advanceTimersByTimeAsync(0)
    // The page posted its answer and closed; the poll finds it closed before the message is handled.
    popup.closed = true
    await vi.advanceTimersByTimeAsync(500)
    answer('harness:google:tester')
    await expect(signedIn).resolves.toBe('harness:google:tester')
  })

  it('gives up when the popup is closed without an answer', async () => {
    const signedIn = signIn()
    await vi.advanceTimersByTimeAsync(0)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1000)
    await expect(signedIn).resolves.toBeNull()
  })
})
