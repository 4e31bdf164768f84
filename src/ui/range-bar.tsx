import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  addDays,
  keptDays,
  maxRangeDays,
  presetOf,
  presetRange,
  rangeIssue,
  rangePresets,
  type Day,
  type DayRange,
} from '@/domain/date-range'
import { shortDay } from '@/lib/format/date-time'
import { Modal } from './modal'
import { TextField } from './text-field'
import './range-bar.css'

/**
 * The records' date range (lib/date-range.ts): today, yesterday and the last 7 days in one tap,
 * or a custom range picked in a dialog, checked before it is asked for (at most 30 days, within
 * the 90 days kept, not in the future, the start first). The custom chip shows the range it holds.
 */
export function RangeBar({ range, today, onChange }: { range: DayRange; today: Day; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('ui')
  const [draft, setDraft] = useState<DayRange | null>(null)
  const current = presetOf(range, today)
  const issue = draft ? rangeIssue(draft, today) : null
  const apply = () => {
    if (!draft || issue) return
    onChange(draft)
    setDraft(null)
  }

  return (
    <div className="range-bar" role="group" aria-label={t('range.label')}>
      {rangePresets.map((preset) => (
        <button
          key={preset}
          type="button"
          className="range-chip"
          aria-pressed={current === preset}
          onClick={() => onChange(presetRange(preset, today))}
        >
          {t(`range.${preset}`)}
        </button>
      ))}
      <button type="button" className="range-chip" aria-pressed={current === null} aria-haspopup="dialog" onClick={() => setDraft(range)}>
        {current === null ? t('range.custom_of', { from: shortDay(range.from), to: shortDay(range.to) }) : t('range.custom')}
      </button>
      <Modal
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={t('range.custom_title')}
        buttons={[
          { label: t('cancel'), onClick: () => setDraft(null), variant: 'secondary' },
          { label: t('range.apply'), onClick: apply, disabled: issue !== null },
        ]}
      >
        {draft && (
          <div className="range-dialog">
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                label={t(`range.${end}`)}
                type="date"
                value={draft[end]}
                min={addDays(today, -(keptDays - 1))}
                max={today}
                onChange={(event) => event.target.value && setDraft({ ...draft, [end]: event.target.value })}
              />
            ))}
            <p className={issue ? 'range-dialog__issue' : 'range-dialog__hint'} role={issue ? 'alert' : undefined}>
              {issue ? t(`range.issue.${issue}`, { days: maxRangeDays, kept: keptDays }) : t('range.hint', { days: maxRangeDays })}
            </p>
          </div>
        )}
      </Modal>
    </div>
  )
}
