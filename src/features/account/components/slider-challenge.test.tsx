import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { startAppHarness } from '../../../../tests/kit/app-harness'
import { renderWithApp } from '../../../../tests/kit/render'
import { statusAtom } from '@/lib/site/site-atoms'
import { openChallengeAtom, verifyHumanAtom } from '../human-verification'
import { SliderChallenge } from './slider-challenge'

describe('the slider challenge', () => {
  it('hands the pass to the form only once the page behind the closed dialog is live again', async () => {
    const app = await startAppHarness()
    renderWithApp(
      <>
        <main>
          <input aria-label="Invitation code" />
        </main>
        <SliderChallenge />
      </>,
      { app },
    )
    const page = () => document.querySelector('main')!

    // What a form does next with the pass (focus a field the platform refused) needs a live page.
    let pageInertWhenPassed: boolean | undefined
    const pass = app.store.set(verifyHumanAtom, 'register').then((check) => {
      pageInertWhenPassed = page().closest('[inert]') !== null
      return check
    })
    // A busy machine may take a while to load the dialog's code and mark the page behind it.
    const dialog = await screen.findByRole('dialog', { name: 'Security check' }, { timeout: 5_000 })
    await waitFor(() => expect(page().closest('[inert]')).not.toBeNull(), { timeout: 5_000 })

    const seen = await getResponse(app.harness.handlers, new Request('http://harness.test/__harness/challenge'))
    const { gap } = (await seen!.json()) as { gap: number }
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Slide the piece into the gap' }), { target: { value: String(gap) } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))

    expect((await pass)?.ok).toBe(true)
    expect(pageInertWhenPassed).toBe(false)
  })

  it('gives up a challenge left open when its page goes, so it does not open over the next page', async () => {
    const app = await startAppHarness()
    const first = renderWithApp(<SliderChallenge />, { app })
    const check = app.store.set(verifyHumanAtom, 'sms')
    await screen.findByRole('dialog', { name: 'Security check' }, { timeout: 5_000 })
    first.unmount()
    expect(await check).toBeNull()
    expect(app.store.get(openChallengeAtom)).toBeNull()
    renderWithApp(<SliderChallenge />, { app })
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull()
  })

  it("says the network's words when the vendor's check (geetest) cannot be shown, and the next tap tries again", async () => {
    const app = await startAppHarness()
    const status = app.store.get(statusAtom)!
    app.store.set(statusAtom, { ...status, info: { ...status.info, geetestId: 'gt-test' } })
    // The page's test DOM loads no script: the vendor's never starts.
    const check = await app.store.set(verifyHumanAtom, 'sms')
    expect(check).toMatchObject({ ok: false, messageKey: 'errors.network_slow' })
    expect(await app.store.set(verifyHumanAtom, 'sms')).toMatchObject({ ok: false, messageKey: 'errors.network_slow' })
  })
})
