import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import '@/ui/choice.css'
import type { NewMemberType } from '../open-account-schema'

/** Whether a new member (or a link's sign-ups) will be a player or a sub-agent: two radios side by side. */
export function MemberTypeChoice({
  legend,
  value,
  onChange,
}: {
  readonly legend: string
  readonly value: NewMemberType
  readonly onChange: (type: NewMemberType) => void
}) {
  const { t } = useTranslation('agent')
  const name = useId()
  return (
    <fieldset className="ui-choice">
      <legend className="ui-choice__legend">{legend}</legend>
      {([0, 1] as const).map((type) => (
        <label key={type} className="ui-choice__option">
          <input type="radio" name={name} checked={value === type} onChange={() => onChange(type)} />
          {t(type === 1 ? 'open.type_agent' : 'open.type_player')}
        </label>
      ))}
    </fieldset>
  )
}
