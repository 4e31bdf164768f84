import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/lib/routes/paths'

/** The way from the deposit and withdraw pages to their records, at the top right. */
export function RecordLink({ to }: { readonly to: 'depositRecord' | 'withdrawRecord' }) {
  const { t } = useTranslation('common')
  return (
    <Link className="cashier-record-link" href={paths[to]}>
      {t(to === 'depositRecord' ? 'titles.deposit_record' : 'titles.withdraw_record')}
    </Link>
  )
}
