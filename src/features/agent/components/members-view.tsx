import { useAtom } from 'jotai'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { presetRange, dayOf } from '@/domain/date-range'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatBalance } from '@/lib/format/money'
import { formatDateTime } from '@/lib/format/date-time'
import { useQueryParams } from '@/lib/query'
import { href, paths, routeQueries } from '@/lib/routes/paths'
import { Modal } from '@/ui'
import { RecordList } from '@/ui/record-list'
import { RecordSearch } from '@/ui/record-search'
import { downlinesQuery } from '../team-atoms'
import type { DownlineMember } from '../downline-schema'
import type { AccountChecks } from './account-checks'
import { NicknameDialog, PasswordDialog, PromoteDialog } from './downline-admin'
import { RebateDialog } from './rebate-dialog'
import { TransferDialog } from './transfer-dialog'
import './team.css'

const keyOf = (member: DownlineMember) => member.userName

/** A member in the list: name, online, kind, balance and the last 30 days; the row opens its actions. */
function MemberRow({ member, onOpen }: { readonly member: DownlineMember; readonly onOpen: (member: DownlineMember) => void }) {
  const { t } = useTranslation('agent')
  return (
    <button type="button" className="team-row team-row--member" onClick={() => onOpen(member)}>
      <span className="team-row__name">
        {member.online && <span className="team-online" role="img" aria-label={t('members.online')} />}
        {member.userName}
        {member.nickname ? <span className="team-row__nickname"> ({member.nickname})</span> : null}
      </span>
      <span className="team-row__bet">{t('members.balance', { amount: formatBalance(member.balance) })}</span>
      <span className="team-row__level">
        {t('team.level', { level: member.level })}
        {member.type === 1 ? ` · ${t('members.sub_agent_of', { n: member.teamSize })}` : ''}
      </span>
      <span className="team-row__level team-row__end">{t('members.bets_30', { amount: formatBalance(member.betAmount) })}</span>
    </button>
  )
}

type Dialog = 'actions' | 'rebates' | 'transfer' | 'nickname' | 'password' | 'promote'

/**
 * What the agent can do with one member: see them and their own members; for a direct member, their
 * rebates, name and password, and a player made a sub-agent; send money.
 */
function MemberActions({
  member,
  mayTransfer,
  onDialog,
  onClose,
}: {
  readonly member: DownlineMember
  readonly mayTransfer: boolean
  readonly onDialog: (dialog: Exclude<Dialog, 'actions'>) => void
  readonly onClose: () => void
}) {
  const { t } = useTranslation('agent')
  const week = presetRange('week', dayOf(new Date()))
  return (
    <Modal open onClose={onClose} title={member.userName} className="team-actions">
      <dl className="team-figures">
        <div>
          <dt>{t('team.level_label')}</dt>
          <dd>{t('team.level', { level: member.level })}</dd>
        </div>
        {member.nickname ? (
          <div>
            <dt>{t('members.nickname')}</dt>
            <dd>{member.nickname}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('team.upline')}</dt>
          <dd>{member.parent}</dd>
        </div>
        <div>
          <dt>{t('team.registered')}</dt>
          <dd>{member.registeredDate}</dd>
        </div>
        <div>
          <dt>{t('members.last_login')}</dt>
          <dd>{member.lastLoginTime === null ? t('members.never') : formatDateTime(member.lastLoginTime)}</dd>
        </div>
        <div>
          <dt>{t('members.deposits_30')}</dt>
          <dd>{formatBalance(member.depositAmount)}</dd>
        </div>
        <div>
          <dt>{t('members.team_size')}</dt>
          <dd>{member.teamSize}</dd>
        </div>
      </dl>
      <div className="team-actions__buttons">
        <Link className="ui-btn ui-btn--secondary" href={href('agentTeamMember', { member: member.userName, ...week })} onClick={onClose}>
          {t('members.report')}
        </Link>
        {member.teamSize > 0 && (
          <Link className="ui-btn ui-btn--secondary" href={href('memberTeam', { parent: member.userName })} onClick={onClose}>
            {t('members.their_members')}
          </Link>
        )}
        {/* A deeper member's rebates, name and password are their upline's to set. */}
        {member.level === 1 && (
          <>
            <button type="button" className="ui-btn ui-btn--secondary" onClick={() => onDialog('rebates')}>
              {t('members.rebates')}
            </button>
            <button type="button" className="ui-btn ui-btn--secondary" onClick={() => onDialog('nickname')}>
              {t('members.nickname')}
            </button>
            <button type="button" className="ui-btn ui-btn--secondary" onClick={() => onDialog('password')}>
              {t('members.reset_password')}
            </button>
            {member.type === 0 && (
              <button type="button" className="ui-btn ui-btn--secondary" onClick={() => onDialog('promote')}>
                {t('members.promote')}
              </button>
            )}
          </>
        )}
        {mayTransfer && (
          <button type="button" className="ui-btn ui-btn--primary" onClick={() => onDialog('transfer')}>
            {t('members.transfer')}
          </button>
        )}
      </div>
    </Modal>
  )
}

type Open = { readonly member: DownlineMember; readonly dialog: Dialog } | null

/**
 * My team (/m/member/team, issue 15): the members under the agent, or under one of its sub-agents
 * (`?parent=`), or found by name in the whole team; ten a page, windowed. A member opens what the
 * agent can do: their report, their own members, their rebates (direct members only, within the
 * allowed limits), name and login password (by the site's rules), a player made a sub-agent, and a
 * transfer (payment password, sent once; agents who may move money only).
 */
export function MembersView(props: MembersProps) {
  const { parent } = useQueryParams(routeQueries.memberTeam)
  // One view per level: a sub-agent's members open without the search typed on the level before.
  return <MembersOf key={parent} parent={parent} {...props} />
}

interface MembersProps {
  readonly hasPaymentPassword: boolean
  readonly mayTransfer: boolean
  readonly checks: AccountChecks
}

function MembersOf({ parent, hasPaymentPassword, mayTransfer, checks }: MembersProps & { readonly parent: string }) {
  const { t } = useTranslation('agent')
  const [search, setSearch] = useState('')
  const listAtom = useMemo(() => downlinesQuery({ parent, search }), [parent, search])
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  // One function for the list's life: the rows shown are not rendered again when a dialog opens.
  const openActions = useCallback((member: DownlineMember) => setOpen({ member, dialog: 'actions' }), [])
  return (
    <div className="team-page team-page--members">
      <MemberList
        listAtom={listAtom}
        onOpen={openActions}
        filters={
          <>
            {parent !== '' && search === '' && (
              <nav className="team-trail" aria-label={t('members.trail')}>
                <Link href={paths.memberTeam}>{t('members.my_members')}</Link>
                <span aria-hidden="true">›</span>
                <span aria-current="page">{t('members.members_of', { name: parent })}</span>
              </nav>
            )}
            <RecordSearch label={t('team.member_search')} capitalize="none" onSearch={setSearch} />
          </>
        }
        emptyMessage={search === '' ? t('members.empty') : t('members.empty_search', { name: search })}
      />
      {open?.dialog === 'actions' && (
        <MemberActions
          member={open.member}
          mayTransfer={mayTransfer}
          onDialog={(dialog) => setOpen({ member: open.member, dialog })}
          onClose={close}
        />
      )}
      {open?.dialog === 'nickname' && <NicknameDialog member={open.member} checks={checks} listAtom={listAtom} onDone={close} />}
      {open?.dialog === 'password' && <PasswordDialog member={open.member} checks={checks} listAtom={listAtom} onDone={close} />}
      {open?.dialog === 'promote' && <PromoteDialog member={open.member} listAtom={listAtom} onDone={close} />}
      {open?.dialog === 'rebates' && <RebateDialog userName={open.member.userName} onClose={close} />}
      {open?.dialog === 'transfer' && (
        <TransferDialog member={open.member} hasPaymentPassword={hasPaymentPassword} onDone={close} listAtom={listAtom} />
      )}
    </div>
  )
}

/** The rows apart from the filters, so a page arriving renders only this (as the records do). */
function MemberList({
  listAtom,
  filters,
  emptyMessage,
  onOpen,
}: {
  readonly listAtom: ReturnType<typeof downlinesQuery>
  readonly filters: ReactNode
  readonly emptyMessage: string
  readonly onOpen: (member: DownlineMember) => void
}) {
  const { t } = useTranslation('agent')
  const [list, act] = useAtom(listAtom)
  const paged = usePagedList(list, act)
  const renderRow = useCallback((member: DownlineMember) => <MemberRow member={member} onOpen={onOpen} />, [onOpen])
  const totals = list.lastPage ? [{ label: t('members.count'), value: String(list.lastPage.totalCount) }] : undefined
  return (
    <RecordList
      label={t('team.members')}
      filters={filters}
      paging={paged}
      getKey={keyOf}
      renderItem={renderRow}
      emptyMessage={emptyMessage}
      totals={totals}
    />
  )
}
