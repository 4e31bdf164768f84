import { useTranslation } from 'react-i18next'
import { formatBalance, pendingFigure } from '@/lib/format/money'
import { RefreshIcon } from '@/ui/icons'
import { labelPaint, type Greeting } from '../member-rules'
import { MemberIcon } from './member-icons'
import './member.css'
import { inCurrency, type Wallet } from '@/domain/member'

export interface MemberHeaderProps {
  readonly greeting: Greeting
  /** Nickname, else account (SPEC §2). */
  readonly name: string
  readonly account: string
  readonly avatarUrl: string | null
  /** Null for none; undefined until member info has said (its row is kept meanwhile). */
  readonly vipLabel: { readonly name: string; readonly color?: string | undefined; readonly color2?: string | undefined } | null | undefined
  /** Null until the wallet's first answer (and after a failed first ask). */
  readonly balance: Pick<Wallet, 'currencySymbol' | 'currencyPosition' | 'sumBalance'> | null
  readonly hidden: boolean
  readonly onToggleHidden: () => void
  readonly refreshing: boolean
  readonly onRefresh: () => void
  readonly onCopyAccount: () => void
}

/**
 * The member centre's header: greeting by the hour, avatar, name, account with a copy control, the
 * VIP label in the operator's colours, and the total balance with refresh and hide/show.
 */
export function MemberHeader(props: MemberHeaderProps) {
  const { t } = useTranslation(['member', 'common'])
  const { vipLabel, balance, hidden } = props
  const labelStyle = labelPaint(vipLabel?.color, vipLabel?.color2)
  return (
    <header className="member-header">
      <div className="member-header__who">
        <span className="member-header__avatar">
          {props.avatarUrl ? <img src={props.avatarUrl} alt={t('avatar')} width={56} height={56} /> : <MemberIcon name="my_account" />}
        </span>
        <div className="member-header__names">
          <p className="member-header__greeting">{t(`greeting.${props.greeting}`)}</p>
          <p className="member-header__name">{props.name}</p>
          <p className="member-header__account">
            <span>{t('account', { account: props.account })}</span>
            <button type="button" className="member-icon-button" aria-label={t('copy_account')} onClick={props.onCopyAccount}>
              <MemberIcon name="copy" />
            </button>
          </p>
          {vipLabel === undefined ? (
            // The label's row while member info is on its way: it came in above the balance and pushed
            // the whole page 18 px down.
            <span className="member-header__vip member-header__vip--unknown" aria-hidden="true">
              {'\u00a0'}
            </span>
          ) : (
            vipLabel && (
              <span className="member-header__vip" style={labelStyle} aria-label={`${t('vip_label')}: ${vipLabel.name}`}>
                {vipLabel.name}
              </span>
            )
          )}
        </div>
      </div>
      <div className="member-header__balance">
        <span className="member-header__balance-label">{t('common:side_menu.total_balance')}</span>
        <strong aria-live="polite" aria-busy={props.refreshing}>
          {/* As the frame's balance (TotalBalance): '…' while asked, a dash once the ask failed. */}
          {balance ? inCurrency(balance, hidden ? '****' : formatBalance(balance.sumBalance)) : props.refreshing ? pendingFigure : '—'}
        </strong>
        <button
          type="button"
          className="member-icon-button"
          aria-label={t('refresh_balance')}
          data-spinning={props.refreshing || undefined}
          disabled={props.refreshing}
          onClick={props.onRefresh}
        >
          <RefreshIcon />
        </button>
        <button
          type="button"
          className="member-icon-button"
          aria-pressed={hidden}
          aria-label={hidden ? t('common:side_menu.show_balance') : t('common:side_menu.hide_balance')}
          onClick={props.onToggleHidden}
        >
          <MemberIcon name={hidden ? 'eye_off' : 'eye'} />
        </button>
      </div>
    </header>
  )
}
