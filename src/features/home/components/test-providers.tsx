/**
 * Test-only: an i18next instance with the English 'home' and 'ui' strings and the providers the
 * components expect (i18n + strict LazyMotion). Importing '@/ui/test-i18n' also makes every
 * framer-motion animation finish at once under happy-dom.
 */
import { render, type RenderOptions } from '@testing-library/react'
import { domAnimation, LazyMotion } from 'framer-motion'
import i18next from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import home from '@/lib/i18n/locales/en/home.json'
import ui from '@/lib/i18n/locales/en/ui.json'
import '@/ui/test-i18n'

export const homeStrings = home

const instance = i18next.createInstance()
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['home', 'ui'],
  defaultNS: 'home',
  resources: { en: { home, ui } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})

export const HomeTestProviders = ({ children }: { children?: ReactNode }) => (
  <I18nextProvider i18n={instance}>
    <LazyMotion features={domAnimation} strict>
      {children}
    </LazyMotion>
  </I18nextProvider>
)

export const renderHome = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { ...options, wrapper: HomeTestProviders })
