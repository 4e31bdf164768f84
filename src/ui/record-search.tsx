import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import './record-search.css'

/** A search the record asks for when it is sent (a member's name, an order number), not at each keystroke. */
export function RecordSearch({
  label,
  capitalize,
  onSearch,
  initial = '',
}: {
  readonly label: string
  readonly capitalize: 'none' | 'characters'
  readonly onSearch: (text: string) => void
  /** What the search starts with (a member carried in the address). */
  readonly initial?: string
}) {
  const { t } = useTranslation('ui')
  const [typed, setTyped] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(typed.trim())
  }
  return (
    <form className="record-search" role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={typed}
        autoCapitalize={capitalize}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="ui-btn ui-btn--primary">
        {t('search')}
      </button>
    </form>
  )
}
