import { useTranslation } from 'react-i18next'

/** Registration form (SPEC §2 Register screen); being built under issue 4. */
export function RegisterForm() {
  const { t } = useTranslation()
  return <p className="auth-form">{t('titles.register')}</p>
}
