import type { GlobalProvider } from '@ladle/react'
import { domAnimation, LazyMotion } from 'framer-motion'
import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import '../src/app/theme.css'
import { i18n, initI18n } from '../src/lib/i18n/i18n'
import { StoryHarness, type StoryHarnessMeta } from './story-harness'

// Once per page, not per story render.
if (!i18n.isInitialized) void initI18n('EN')

const resolveTheme = (theme: string) =>
  theme === 'dark' || theme === 'light' ? theme : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'

/** Every story: theme from Ladle's toolbar, the app's i18n, and the harness with the story's meta. */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const theme = resolveTheme(globalState.theme)
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
  return (
    <I18nextProvider i18n={i18n}>
      <LazyMotion features={domAnimation} strict>
        <StoryHarness key={globalState.story} meta={(storyMeta ?? {}) as StoryHarnessMeta}>
          {children}
        </StoryHarness>
      </LazyMotion>
    </I18nextProvider>
  )
}
