import { useTranslation } from 'react-i18next'
import { formatDay } from '@/lib/format/date-time'
import { peso } from '@/lib/format/money'
import type { ContractKind, ContractTerms, CurrentContract } from '../contract-schema'
import '@/ui/card.css'
import '@/ui/table.css'
import './contracts.css'

/** A contract's tiers: what the team must reach, with how many active members, for which rate. */
export function TermsTable({
  kind,
  terms,
  caption,
}: {
  readonly kind: ContractKind
  readonly terms: ContractTerms
  readonly caption: string
}) {
  const { t } = useTranslation('agent')
  return (
    <table className="ui-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`contracts.threshold_${kind}`)}</th>
          <th scope="col">{t('contracts.active')}</th>
          <th scope="col">{t('contracts.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {terms.map((tier) => (
          <tr key={tier.threshold}>
            <td>{peso(tier.threshold)}</td>
            <td>{tier.activeMembers}</td>
            <td className="contract-terms__rate">{t('contracts.percent', { value: tier.rate })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The contract in force: who set it, since when, its tiers; or what happens when there is none. */
export function ContractCard({ kind, contract }: { readonly kind: ContractKind; readonly contract: CurrentContract | null }) {
  const { t } = useTranslation('agent')
  return (
    <section className="ui-card contract-card" aria-labelledby={`contract-current-${kind}`}>
      <h2 id={`contract-current-${kind}`} className="contract-card__title">
        {t('contracts.current_title')}
      </h2>
      {contract ? (
        <>
          <p className="contract-card__note">{t('contracts.current_from', { upline: contract.upline, date: formatDay(contract.since) })}</p>
          <TermsTable kind={kind} terms={contract.terms} caption={t('contracts.tiers')} />
        </>
      ) : (
        <p className="contract-card__note">{t('contracts.none', { kind: t(`contracts.kinds.${kind}`) })}</p>
      )}
    </section>
  )
}
