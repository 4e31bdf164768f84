import type { Story, StoryDefault } from '@ladle/react'
import { useState, type CSSProperties } from 'react'
import { accountRowsOf } from '../../../../harness/record-rows'
import { dayOf, presetRange } from '@/domain/date-range'
import { RangeBar } from '@/ui/range-bar'
import { RecordList, type RecordListProps } from '@/ui/record-list'
import type { AccountRecord } from '../records-schema'
import { AccountRow } from './account-record-page'
import './records.css'

export default { title: 'Records / Account record' } satisfies StoryDefault

/** The page box the list scrolls in, as the frame's `.page`. */
const page: CSSProperties = {
  height: '100dvh',
  overflowY: 'auto',
  maxWidth: '26.875rem',
  background: 'var(--c-bg)',
  color: 'var(--c-text)',
}
const today = dayOf(new Date())
/** The QA member's last 60 movements, as the harness plays them. */
const rows = accountRowsOf('player01').toReversed().slice(0, 60)

const list = (change: Partial<RecordListProps<AccountRecord>>) =>
  function RecordListStory() {
    const [range, setRange] = useState(() => presetRange('week', today))
    return (
      <div className="page" style={page}>
        <RecordList<AccountRecord>
          label="Account record"
          filters={<RangeBar range={range} today={today} onChange={setRange} />}
          items={rows}
          getKey={(row) => row.txId}
          renderItem={(row) => <AccountRow row={row} />}
          hasMore
          loading={false}
          failed={false}
          refreshing={false}
          onMore={() => undefined}
          onRetry={() => undefined}
          onRefresh={() => undefined}
          emptyMessage="No records in these dates"
          {...change}
        />
      </div>
    )
  }

export const Rows: Story = list({})
export const WithTotals: Story = list({ hasMore: false, totals: [{ label: 'Credited', value: '5,700.00' }] })
export const Refreshing: Story = list({ refreshing: true, loading: true })
export const Empty: Story = list({ items: [], hasMore: false })
export const FirstPageFailed: Story = list({ items: [], hasMore: false, failed: true })
export const NextPageFailed: Story = list({ failed: true })
