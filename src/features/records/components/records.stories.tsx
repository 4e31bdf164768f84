import type { Story, StoryDefault } from '@ladle/react'
import { useState, type CSSProperties } from 'react'
import { accountRowsOf } from '../../../../harness/record-rows'
import { dayOf, presetRange } from '@/domain/date-range'
import { RangeBar } from '@/ui/range-bar'
import { RecordList, type Paging } from '@/ui/record-list'
import type { AccountRecord } from '../records-schema'
import { AccountRow, useAccountRowWords } from './account-record-page'
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

const list = (change: Partial<Paging<AccountRecord>>, totals?: ReadonlyArray<{ label: string; value: string }>) =>
  function RecordListStory() {
    const [range, setRange] = useState(() => presetRange('week', today))
    const words = useAccountRowWords()
    return (
      <div className="page" style={page}>
        <RecordList<AccountRecord>
          label="Account record"
          filters={<RangeBar range={range} today={today} onChange={setRange} />}
          paging={{
            items: rows,
            hasMore: true,
            loading: false,
            failed: false,
            refreshing: false,
            more: () => undefined,
            retry: () => undefined,
            refresh: () => undefined,
            ...change,
          }}
          getKey={(row) => row.txId}
          renderItem={(row) => <AccountRow row={row} words={words} />}
          emptyMessage="No records in these dates"
          totals={totals}
        />
      </div>
    )
  }

export const Rows: Story = list({})
export const WithTotals: Story = list({ hasMore: false }, [{ label: 'Credited', value: '5,700.00' }])
export const Refreshing: Story = list({ refreshing: true, loading: true })
export const Empty: Story = list({ items: [], hasMore: false })
export const FirstPageFailed: Story = list({ items: [], hasMore: false, failed: true })
export const NextPageFailed: Story = list({ failed: true })
