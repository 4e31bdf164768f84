import type { GlobalProvider } from '@ladle/react'
import { domAnimation, LazyMotion } from 'framer-motion'
import { useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import '../src/app/theme.css'
import { i18n, initI18n, loadPageTranslations } from '../src/lib/i18n/i18n'
import { pageNamespaces } from '../src/lib/i18n/namespaces'
import { StoryHarness, type StoryHarnessMeta } from './story-harness'

/**
 * Once per page, not per story render: the boot's namespaces and every page's. The app fetches a
 * page's own with its code (src/app/lazy-page.tsx); a story renders the page's parts directly.
 */
const translated = (i18n.isInitialized ? Promise.resolve() : initI18n('EN')).then(() => loadPageTranslations(pageNamespaces))
let translationsIn = false
void translated.then(() => (translationsIn = true))

const resolveTheme = (theme: string) =>
  theme === 'dark' || theme === 'light' ? theme : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'

/** Every story: theme from Ladle's toolbar, the app's i18n, and the harness with the story's meta. */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const theme = resolveTheme(globalState.theme)
  const [shown, show] = useState(translationsIn)
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
  useEffect(() => {
    if (!shown) void translated.then(() => show(true))
  }, [shown])
  if (!shown) return null
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
