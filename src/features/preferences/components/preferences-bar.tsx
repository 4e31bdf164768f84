import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { allLanguages, nativeName, type LanguageCode } from '@/domain/language'
import { siteInfoAtom } from '@/lib/site/site-atoms'
import { languageAtom, setLanguageAtom, setThemeAtom, themeAtom } from '@/lib/state/preferences'
import { Select } from '@/ui'
import './preferences-bar.css'

/** The languages the site offers (SPEC §1: from configuration), or all of ours without one. */
export const useOfferedLanguages = () => {
  const offered = useAtomValue(siteInfoAtom)?.languages ?? []
  return offered.length > 0 ? offered : allLanguages
}

/** Light/dark switch; the choice persists under the key theme. */
export function ThemeSwitch() {
  const { t } = useTranslation()
  const theme = useAtomValue(themeAtom)
  const setTheme = useSetAtom(setThemeAtom)
  return (
    <button
      type="button"
      className="btn btn-ghost"
      role="switch"
      aria-checked={theme === 'light'}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      {t('prefs.light_theme')}
    </button>
  )
}

/** Language (from the site's offered list) and theme, side by side; both persist. */
export function PreferencesBar() {
  const { t } = useTranslation()
  const language = useAtomValue(languageAtom)
  const setLanguage = useSetAtom(setLanguageAtom)
  const options = useOfferedLanguages().map((code) => ({ value: code, label: nativeName[code] }))
  return (
    <section className="preferences-bar" aria-label={t('prefs.title')}>
      <Select<LanguageCode> label={t('prefs.language')} options={options} value={language} onChange={(code) => void setLanguage(code)} />
      <ThemeSwitch />
    </section>
  )
}
