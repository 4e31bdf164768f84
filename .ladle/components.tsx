import type { GlobalProvider } from '@ladle/react'
import { domAnimation, LazyMotion } from 'framer-motion'
import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import '../src/app/theme.css'
import { i18n, initI18n } from '../src/lib/i18n/i18n'

// Once per page, not per story render.
if (!i18n.isInitialized) void initI18n('EN')

const resolveTheme = (theme: string) =>
  theme === 'dark' || theme === 'light'
    ? theme
    : window.matchMedia('(prefers-color-scheme: dark)').matches
      ? 'dark'
      : 'light'

export const Provider: GlobalProvider = ({ children, globalState }) => {
  const theme = resolveTheme(globalState.theme)
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
  return (
    <I18nextProvider i18n={i18n}>
      <LazyMotion features={domAnimation} strict>
        {children}
      </LazyMotion>
    </I18nextProvider>
  )
}
