/**
 * Test-only: the primitives' tests render through the one kit (tests/kit/render.tsx); these names
 * stay for the tests that still import them.
 */
import { renderWithApp, strings } from '../../tests/kit/render'

export { createTestI18n, testI18n } from '../../tests/kit/render'
export const uiStrings = strings.ui
export const renderUi = renderWithApp
