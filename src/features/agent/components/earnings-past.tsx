import type { ReactNode } from 'react'
import { MoreList } from '@/ui/more-list'
import type { Paging } from '@/ui/record-list'
import './earnings.css'

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
