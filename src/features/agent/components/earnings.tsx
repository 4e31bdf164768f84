import { useAtom, useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { getsContractPrompts } from '@/domain/member'
import type { Query } from '@/lib/effect/query-atom'
import type { ApiError } from '@/lib/http/errors'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { viewerAtom } from '@/lib/session/session-atoms'
import { EmptyState } from '@/ui/empty-state'
import { MoreList } from '@/ui/more-list'
import { QueryView, Skeleton } from '@/ui/query-view'
import type { Paging } from '@/ui/record-list'
import './earnings.css'

/** A figure's label and what it reads. */
export interface Figure {
  readonly label: string
  readonly value: ReactNode
}

/**
 * What a contract earned over a period or a day (a dividend, a daily salary), large, then what it
 * was worked out from: the team's amounts, its active members and the rate their play reached.
 */
export function EarningsFigures({
  earned,
  amounts,
  activeMembers,
  rate,
}: {
  readonly earned: Figure
  readonly amounts: ReadonlyArray<Figure>
  readonly activeMembers: number
  readonly rate: number
}) {
  const { t } = useTranslation('agent')
  const rows: ReadonlyArray<Figure> = [
    ...amounts,
    { label: t('contracts.active'), value: activeMembers },
    { label: t('dividend.rate'), value: rate > 0 ? t('contracts.percent', { value: rate }) : t('dividend.no_tier') },
  ]
  return (
    <dl className="earnings-figures">
      <div className="earnings-figures__main">
        <dt>{earned.label}</dt>
        <dd>{earned.value}</dd>
      </div>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A period's or a day's card: its title and state, its dates, then its figures and anything after. */
export function EarningsCard({
  headingId,
  title,
  status,
  dates,
  children,
}: {
  readonly headingId: string
  readonly title: string
  readonly status: ReactNode
  readonly dates: string
  readonly children: ReactNode
}) {
  return (
    <section className="ui-card earnings-card" aria-labelledby={headingId}>
      <div className="earnings-card__head">
        <h2 id={headingId} className="earnings-card__title">
          {title}
        </h2>
        {status}
      </div>
      <p className="earnings-card__dates">{dates}</p>
      {children}
    </section>
  )
}

/** What a contract earned before (a dividend's ended periods, a daily salary's earlier days): a heading and the list, ten at a time. */
export function EarningsPast<T>({
  id,
  title,
  paging,
  getKey,
  renderItem,
  emptyMessage,
}: {
  readonly id: string
  readonly title: string
  readonly paging: Paging<T>
  readonly getKey: (item: T) => string
  readonly renderItem: (item: T) => ReactNode
  readonly emptyMessage: string
}) {
  return (
    <section className="earnings-past" aria-labelledby={id}>
      <h2 id={id} className="earnings-card__title">
        {title}
      </h2>
      <MoreList label={title} paging={paging} getKey={getKey} renderItem={renderItem} emptyMessage={emptyMessage} className="ui-list-box" />
    </section>
  )
}

/**
 * A contract's earnings page (the dividend, a salary): the virtual agents (SPEC §4: 41, 42) hold no
 * contracts and are told so; otherwise the running and the last stretch load, and without a
 * contract (both null) the page says where one is answered. `text` is the kind's group of the agent
 * namespace, with its `not_allowed`, `no_contract`, `to_contract` and `about`.
 */
export function ContractEarnings<A extends { readonly current: unknown; readonly previous: unknown }>({
  query,
  text,
  contractPath,
  children,
}: {
  readonly query: Query<A, ApiError>
  readonly text: string
  readonly contractPath: string
  readonly children: (answer: A) => ReactNode
}) {
  const { t } = useTranslation('agent')
  const messageOf = useApiErrorMessage()
  const [, navigate] = useLocation()
  const viewer = useAtomValue(viewerAtom)
  const [result, dispatch] = useAtom(query)
  if (viewer.kind !== 'guest' && !getsContractPrompts(viewer.type)) return <EmptyState message={t(`${text}.not_allowed`)} />
  return (
    <QueryView
      result={result}
      onRetry={() => dispatch('refresh')}
      messageOf={messageOf}
      skeleton={<Skeleton lines={8} className="ui-card" />}
    >
      {(answer) =>
        answer.current === null && answer.previous === null ? (
          <EmptyState message={t(`${text}.no_contract`)} actionLabel={t(`${text}.to_contract`)} onAction={() => navigate(contractPath)} />
        ) : (
          <>
            <p className="earnings__about">{t(`${text}.about`)}</p>
            {children(answer)}
          </>
        )
      }
    </QueryView>
  )
}
