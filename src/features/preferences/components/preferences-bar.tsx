import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { allLanguages, nativeName, type LanguageCode } from '@/domain/language'
import { siteInfoAtom } from '@/lib/site/site-atoms'
import { languageAtom, setLanguageAtom, setThemeAtom, themeAtom } from '@/lib/state/preferences'
import { Select } from '@/ui'
import './preferences-bar.css'

/** Language (from the site's offered list, SPEC §1) and light/dark theme; both persist. */
export function PreferencesBar() {
  const { t } = useTranslation()
  const language = useAtomValue(languageAtom)
  const theme = useAtomValue(themeAtom)
  const offered = useAtomValue(siteInfoAtom)?.languages ?? allLanguages
  const setLanguage = useSetAtom(setLanguageAtom)
  const setTheme = useSetAtom(setThemeAtom)
  const options = (offered.length > 0 ? offered : allLanguages).map((code) => ({ value: code, label: nativeName[code] }))
  return (
    <section className="preferences-bar" aria-label={t('prefs.title')}>
      <Select<LanguageCode>
        label={t('prefs.language')}
        options={options}
        value={language}
        onChange={(code) => void setLanguage(code)}
      />
      <button
        type="button"
        className="btn btn-ghost"
        role="switch"
        aria-checked={theme === 'light'}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {t('prefs.light_theme')}
      </button>
    </section>
  )
}
