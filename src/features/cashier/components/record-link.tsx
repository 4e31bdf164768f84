import { useTranslation } from 'react-i18next'
import { paths } from '@/lib/routes/paths'
import { CornerLink } from '@/ui/corner-link'

/** The way from the deposit and withdraw pages to their records, at the top right. */
export function RecordLink({ to }: { readonly to: 'depositRecord' | 'withdrawRecord' }) {
  const { t } = useTranslation('common')
  return <CornerLink href={paths[to]}>{t(to === 'depositRecord' ? 'titles.deposit_record' : 'titles.withdraw_record')}</CornerLink>
}
