import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { startAppHarness } from '../../../tests/kit/app-harness'
import { renderWithApp, strings } from '../../../tests/kit/render'
import { HomeHeader } from './header'

const header = strings.common.header

/** The home header over the real harness, as a guest and as the QA member the scenario plays. */
describe('home header', () => {
  it('offers a guest Login and Register, and Login goes to the login page', async () => {
    const { location } = renderWithApp(<HomeHeader />, { app: await startAppHarness() })
    expect(screen.getByRole('link', { name: header.register })).toBeTruthy()
    expect(screen.queryByRole('button', { name: header.inbox })).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: header.login }))
    expect(location.history?.at(-1)).toBe('/m/login')
  })

  it('shows a signed-in member their account and the inbox, not Login', async () => {
    renderWithApp(<HomeHeader />, { app: await startAppHarness({ scenario: { memberType: 0 } }) })
    expect(screen.getByText('player01')).toBeTruthy()
    expect(screen.getByRole('button', { name: header.inbox })).toBeTruthy()
    expect(screen.queryByRole('link', { name: header.login })).toBeNull()
  })
})
