import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { startAppHarness } from '../../../../tests/kit/app-harness'
import { renderWithApp } from '../../../../tests/kit/render'
import { RegisterTermsPage, TermsText } from './terms-page'

// The operator HTML itself is checked in Chromium (tests/e2e/feedback.e2e.ts): DOMPurify needs a real DOM.
describe('terms page', () => {
  it.each(['', '   '])('says "No data" when the operator wrote nothing (%j)', (content) => {
    renderWithApp(<TermsText terms={{ title: 'Registration terms', content }} />)
    expect(screen.getByText('No data')).toBeTruthy()
  })

  it('a failed load says so with Retry; Retry asks again and shows the terms', async () => {
    const app = await startAppHarness()
    app.harness.store.set({ malformed: true }) // a body no schema accepts: a failure that is not retried
    renderWithApp(<RegisterTermsPage />, { app, path: '/m/regTerms' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByText('Unknown error')).toBeTruthy()
    app.harness.store.set({ malformed: false })
    fireEvent.click(retry)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Registration terms' })).toBeTruthy())
  })
})
