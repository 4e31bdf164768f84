import { useTranslation } from 'react-i18next'
import { Select } from '@/ui'
import type { BetCategoryTab } from './bet-record-page'

/** The betting record's filters, shared by its lists (bets, lottery orders, games left out of turnover). */

/** Two ways to look at a list as a pair of pressed buttons (settled / unsettled, all / chase orders). */
export function PairSwitch({
  label,
  labels,
  second,
  onChange,
}: {
  readonly label: string
  readonly labels: readonly [first: string, second: string]
  /** Whether the second is on. */
  readonly second: boolean
  readonly onChange: (second: boolean) => void
}) {
  return (
    <div className="bet-settled" role="group" aria-label={label}>
      <button type="button" aria-pressed={!second} onClick={() => onChange(false)}>
        {labels[0]}
      </button>
      <button type="button" aria-pressed={second} onClick={() => onChange(true)}>
        {labels[1]}
      </button>
    </div>
  )
}

/** One provider of the tab, or all ('' ). */
export function VendorFilter({
  vendors,
  value,
  onChange,
}: {
  readonly vendors: BetCategoryTab['vendors']
  readonly value: string
  readonly onChange: (vendor: string) => void
}) {
  const { t } = useTranslation('records')
  const options = [{ value: '', label: t('bets.all_vendors') }, ...vendors.map((each) => ({ value: each.code, label: each.name }))]
  return <Select className="record-list__select" label={t('bets.vendor')} options={options} value={value} onChange={onChange} />
}

/** One of the platform's status codes, or all (null). */
export function StatusFilter<S extends number>({
  label,
  statuses,
  nameOf,
  value,
  onChange,
}: {
  readonly label: string
  readonly statuses: ReadonlyArray<S>
  /** The status's words. */
  readonly nameOf: (status: S) => string
  readonly value: S | null
  readonly onChange: (status: S | null) => void
}) {
  const { t } = useTranslation('records')
  const options = [
    { value: 'all', label: t('bets.all_results') },
    ...statuses.map((status) => ({ value: String(status), label: nameOf(status) })),
  ]
  return (
    <Select
      className="record-list__select"
      label={label}
      options={options}
      value={value === null ? 'all' : String(value)}
      onChange={(chosen) => onChange(chosen === 'all' ? null : (statuses.find((status) => String(status) === chosen) ?? null))}
    />
  )
}
