import { useTranslation } from 'react-i18next'
import { Badge } from '@/ui'
import { MemberIcon } from './member-icons'
import './member.css'
import '@/ui/card.css'

export interface MemberMenuItem {
  readonly id: string
  readonly label: string
  /** Unread count shown as a badge (capped by Badge); nothing when 0. */
  readonly badge?: number
  readonly onSelect: () => void
}

/** The member's destinations: an icon grid (new template) or a list of rows (base template). */
export function MemberMenu({
  items,
  layout,
  label,
}: {
  readonly items: ReadonlyArray<MemberMenuItem>
  readonly layout: 'grid' | 'list'
  /** The menu's name; the member centre's by default (agent home names its own). */
  readonly label?: string
}) {
  const { t } = useTranslation('member')
  return (
    <nav className={`ui-card member-menu member-menu--${layout}`} aria-label={label ?? t('menu')}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="member-menu__item" onClick={item.onSelect}>
              <MemberIcon name={item.id} />
              <span className="member-menu__label">{item.label}</span>
              {item.badge ? <Badge count={item.badge} label={t('unread', { n: item.badge })} /> : null}
              {layout === 'list' && <MemberIcon name="chevron" />}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
