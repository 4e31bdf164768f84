/**
 * The one render helper of the component tests: every render gets a fresh jotai store (or the
 * harness's, see app-harness.ts), the English dictionary in every namespace, strict LazyMotion and
 * a wouter memory location. Tests and stories only: the English json never rides along in the app.
 */
import { render, type RenderOptions } from '@testing-library/react'
import { domAnimation, LazyMotion, MotionGlobalConfig } from 'framer-motion'
import i18next, { type i18n as I18n } from 'i18next'
import { createStore, Provider } from 'jotai'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AppHarness, AppStore } from './app-harness'
import agent from '@/lib/i18n/locales/en/agent.json'
import common from '@/lib/i18n/locales/en/common.json'
import games from '@/lib/i18n/locales/en/games.json'
import home from '@/lib/i18n/locales/en/home.json'
import mall from '@/lib/i18n/locales/en/mall.json'
import member from '@/lib/i18n/locales/en/member.json'
import missions from '@/lib/i18n/locales/en/missions.json'
import password from '@/lib/i18n/locales/en/password.json'
import promotions from '@/lib/i18n/locales/en/promotions.json'
import register from '@/lib/i18n/locales/en/register.json'
import rewards from '@/lib/i18n/locales/en/rewards.json'
import ui from '@/lib/i18n/locales/en/ui.json'

// happy-dom's Web Animations never finish under fake timers (and reject on cancel): tests check
// behaviour, not tweening, so every framer-motion animation completes at once.
MotionGlobalConfig.skipAnimations = true

/** The English strings tests read their expectations from. */
export const strings = { agent, common, games, home, mall, member, missions, password, promotions, register, rewards, ui }

const resources = { en: strings }

export const createTestI18n = (): I18n => {
  const instance = i18next.createInstance()
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(strings),
    defaultNS: 'common', // as the app's i18n
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}

export const testI18n = createTestI18n()

export interface AppRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the memory location starts (path and search). */
  readonly path?: string
  /** The app over the harness (`await startAppHarness({ scenario })`): its store and runtime. */
  readonly app?: AppHarness
}

export const renderWithApp = (ui: ReactElement, { path = '/m/home', app, ...options }: AppRenderOptions = {}) => {
  const store: AppStore = app?.store ?? createStore()
  const location = memoryLocation({ path, record: true })
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <I18nextProvider i18n={testI18n}>
          <LazyMotion features={domAnimation} strict>
            {children}
          </LazyMotion>
        </I18nextProvider>
      </Router>
    </Provider>
  )
  return { ...render(ui, { ...options, wrapper }), store, location }
}
