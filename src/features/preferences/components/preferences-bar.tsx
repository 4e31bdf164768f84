import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { nativeName, offeredLanguages, type LanguageCode } from '@/domain/language'
import { siteInfoAtom } from '@/lib/site/site-atoms'
import { languageAtom, setThemeAtom, themeAtom } from '@/lib/state/preferences'
import { Select } from '@/ui'
import { useChooseLanguage } from '../use-choose-language'
import './preferences-bar.css'

/** The languages the site offers (SPEC §1: from configuration, else EN and TY), and the one in use. */
export const useOfferedLanguages = () => offeredLanguages(useAtomValue(siteInfoAtom)?.languages, useAtomValue(languageAtom))

/** Light/dark switch; the choice persists under the key theme. */
export function ThemeSwitch() {
  const { t } = useTranslation()
  const theme = useAtomValue(themeAtom)
  const setTheme = useSetAtom(setThemeAtom)
  return (
    <button
      type="button"
      className="btn btn-ghost theme-switch"
      role="switch"
      aria-checked={theme === 'light'}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      {t('prefs.light_theme')}
      {/* The switch's picture: a track filled gold with the knob at the right when on. */}
      <span className="theme-switch__track" aria-hidden="true">
        <span className="theme-switch__knob" />
      </span>
    </button>
  )
}

/** Language (from the site's offered list) and theme, side by side; both persist. */
export function PreferencesBar() {
  const { t } = useTranslation()
  const language = useAtomValue(languageAtom)
  const chooseLanguage = useChooseLanguage()
  const options = useOfferedLanguages().map((code) => ({ value: code, label: nativeName[code] }))
  return (
    <section className="preferences-bar" aria-label={t('prefs.title')}>
      <Select<LanguageCode> label={t('prefs.language')} options={options} value={language} onChange={chooseLanguage} />
      <ThemeSwitch />
    </section>
  )
}
