/**
 * Test-only helpers: a synchronous i18next instance holding the English 'ui' strings, and a
 * render wrapper with the providers the primitives expect (i18n + LazyMotion). Not exported from
 * the index, so the English json never rides along in the app bundle through here.
 */
import { render, type RenderOptions } from '@testing-library/react'
import { domAnimation, LazyMotion, MotionGlobalConfig } from 'framer-motion'
import i18next, { type i18n as I18n } from 'i18next'
import { createElement, type ReactElement, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import en from '@/lib/i18n/locales/en/ui.json'

// happy-dom's Web Animations never finish under fake timers (and reject on cancel): tests check
// behaviour, not tweening, so every framer-motion animation completes at once.
MotionGlobalConfig.skipAnimations = true

export const uiStrings = en

export const createTestI18n = (): I18n => {
  const instance = i18next.createInstance()
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['ui'],
    defaultNS: 'ui',
    resources: { en: { ui: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}

export const testI18n = createTestI18n()

export const UiTestProviders = ({ children }: { children?: ReactNode }) =>
  createElement(
    I18nextProvider,
    { i18n: testI18n },
    createElement(LazyMotion, { features: domAnimation, strict: true }, children),
  )

export const renderUi = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { ...options, wrapper: UiTestProviders })
