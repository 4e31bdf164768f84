import { useAtom } from 'jotai'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { usePagedList } from '@/lib/effect/use-paged-list'
import { formatDay } from '@/lib/format/date-time'
import { pesoBalance } from '@/lib/format/money'
import { useWrite } from '@/lib/effect/use-write'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { useQueryParams } from '@/lib/query'
import { href, paths, routeQueries } from '@/lib/routes/paths'
import { useDoneHere } from '@/lib/session/use-done-here'
import { EmptyState, Modal, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { currentDividendsQuery, dividendDetailQuery, pastDividendsQuery, payDividendAtom } from '../dividend-atoms'
import type { DividendFigures, DividendPeriod, DividendStatus, MemberDividend } from '../dividend-schema'
import { isPaymentPasswordTyped, PaymentPasswordField, SetPaymentPassword } from '@/ui/payment-password'
import '@/ui/card.css'
import '@/ui/record-list.css'
import { SubmitRow } from '@/ui/submit-row'
import { ContractEarnings, EarningsCard, EarningsFigures, EarningsPast } from './earnings'
import './earnings.css'

const toneOf: Record<DividendStatus, string> = { accruing: 'pending', unpaid: 'failed', paid: 'success' }

/** A period's state; an ended one that reached no tier owed nothing, which says more than "Paid". */
function StatusPill({ figures }: { readonly figures: DividendFigures }) {
  const { t } = useTranslation('agent')
  const nothingDue = figures.status !== 'accruing' && figures.dividend === 0
  return (
    <span className={`record-row__status record-row__status--${nothingDue ? 'plain' : toneOf[figures.status]}`}>
      {t(nothingDue ? 'dividend.status.nothing_due' : `dividend.status.${figures.status}`)}
    </span>
  )
}

/** The members whose dividend waits for the agent first, the others in the platform's order. */
const toPayFirst = (members: ReadonlyArray<MemberDividend>) =>
  [...members].sort((a, b) => Number(b.status === 'unpaid') - Number(a.status === 'unpaid'))

const periodText = (period: DividendPeriod) => `${formatDay(period.start)} – ${formatDay(period.end)}`

/** A period's figures: the dividend, worked out from the team's loss and bets, its active members and the rate reached. */
function Figures({ figures }: { readonly figures: DividendFigures }) {
  const { t } = useTranslation('agent')
  return (
    <EarningsFigures
      earned={{ label: t(figures.status === 'accruing' ? 'dividend.so_far' : 'dividend.dividend'), value: pesoBalance(figures.dividend) }}
      amounts={[
        { label: t('dividend.team_loss'), value: pesoBalance(figures.teamLoss) },
        { label: t('dividend.team_bet'), value: pesoBalance(figures.teamBet) },
      ]}
      activeMembers={figures.activeMembers}
      rate={figures.rate}
    />
  )
}

/** One of the agent's own periods: its dates and state, its figures, and the way to its detail. */
function PeriodCard({
  title,
  period,
  withDetail,
}: {
  readonly title: string
  readonly period: DividendPeriod
  readonly withDetail: boolean
}) {
  const { t } = useTranslation('agent')
  return (
    <EarningsCard
      headingId={`dividend-${period.periodId}-${withDetail ? 'card' : 'detail'}`}
      title={title}
      status={<StatusPill figures={period} />}
      dates={periodText(period)}
    >
      <Figures figures={period} />
      {withDetail && (
        <Link className="btn btn-secondary btn-block" href={href('dividend', { period: period.periodId })}>
          {t('dividend.details')}
          <span className="visually-hidden">{`, ${periodText(period)}`}</span>
        </Link>
      )}
    </EarningsCard>
  )
}

/** The ended periods, newest first, ten at a time, each leading to its detail. */
function PastPeriods() {
  const { t } = useTranslation('agent')
  const [list, act] = useAtom(pastDividendsQuery)
  const paging = usePagedList(list, act)
  return (
    <EarningsPast
      id="dividend-past"
      title={t('dividend.past')}
      paging={paging}
      getKey={(period) => period.periodId}
      renderItem={(period) => (
        <li>
          <Link className="earnings-past__row" href={href('dividend', { period: period.periodId })}>
            <span className="earnings-past__dates">{periodText(period)}</span>
            <StatusPill figures={period} />
            <span className="earnings-past__amount">{pesoBalance(period.dividend)}</span>
          </Link>
        </li>
      )}
      emptyMessage={t('dividend.past_empty')}
    />
  )
}

/** The running period, the last one, and the ended ones; without a dividend contract, where to find one. */
function Periods() {
  const { t } = useTranslation('agent')
  return (
    <ContractEarnings query={currentDividendsQuery} text="dividend" contractPath={paths.dividendContract}>
      {({ current, previous }) => (
        <>
          {current && <PeriodCard title={t('dividend.this_period')} period={current} withDetail />}
          {previous && <PeriodCard title={t('dividend.last_period')} period={previous} withDetail />}
          <PastPeriods />
        </>
      )}
    </ContractEarnings>
  )
}

/**
 * Paying a member's dividend for an ended period (ODSFE2_PayoutDividend): the amount is the
 * platform's, so only the payment password is asked; sealed, sent once. A refusal keeps the dialog
 * with the platform's words; success says so and the detail is asked again.
 */
function PayoutDialog({
  periodId,
  member,
  hasPaymentPassword,
  onPaid,
  onClose,
}: {
  readonly periodId: string
  readonly member: MemberDividend
  readonly hasPaymentPassword: boolean
  readonly onPaid: () => void
  readonly onClose: () => void
}) {
  const { t } = useTranslation(['agent', 'common'])
  const { send: pay, busy, failure } = useWrite(payDividendAtom)
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const amount = pesoBalance(member.dividend)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || !isPaymentPasswordTyped(password)) return
    await pay({ periodId, userName: member.userName, paymentPassword: password }, (answer) => {
      toast.success(t('dividend.paid_to', { amount: pesoBalance(answer.amount), name: member.userName }))
      onPaid()
    })
  }

  return (
    <Modal open onClose={onClose} title={t('dividend.pay_title', { name: member.userName })}>
      {hasPaymentPassword ? (
        <form className="earnings-pay" onSubmit={(event) => void submit(event)} noValidate>
          <p className="earnings__about">{t('dividend.pay_note', { amount, name: member.userName })}</p>
          <PaymentPasswordField value={password} onChange={setPassword} shown={shown} />
          <SubmitRow failure={failure} busy={busy} label={t('dividend.pay', { amount })} />
        </form>
      ) : (
        <SetPaymentPassword className="earnings-pay" href={paths.fundsPassword} />
      )}
    </Modal>
  )
}

/** One period in full: the agent's own figures, then each member who held dividend terms from the agent, to pay when due. */
function PeriodDetail({
  periodId,
  mayPay,
  hasPaymentPassword,
}: {
  readonly periodId: string
  readonly mayPay: boolean
  readonly hasPaymentPassword: boolean
}) {
  const { t } = useTranslation('agent')
  const messageOf = useApiErrorMessage()
  const query = useMemo(() => dividendDetailQuery(periodId), [periodId])
  const [detail, dispatch] = useAtom(query)
  const [paying, setPaying] = useState<MemberDividend | null>(null)
  const paidHere = useDoneHere()
  const asShown = (member: MemberDividend): MemberDividend => (paidHere.isDone(member.userName) ? { ...member, status: 'paid' } : member)
  return (
    <QueryView
      result={detail}
      onRetry={() => dispatch('refresh')}
      messageOf={messageOf}
      skeleton={<Skeleton lines={8} className="ui-card" />}
    >
      {({ period, members }) => (
        <>
          <PeriodCard title={t('dividend.yours')} period={period} withDetail={false} />
          <section className="earnings-members" aria-labelledby="dividend-members">
            <h2 id="dividend-members" className="earnings-card__title">
              {t('dividend.members')}
            </h2>
            <p className="earnings__about">{t('dividend.members_note')}</p>
            {members.length === 0 ? (
              <EmptyState message={t('dividend.members_empty')} />
            ) : (
              <ul className="earnings-members__list" aria-label={t('dividend.members')}>
                {toPayFirst(members.map(asShown)).map((member) => (
                  <li key={member.userName} className="ui-card earnings-member">
                    <div className="earnings-card__head">
                      <span className="earnings-member__name">{member.userName}</span>
                      <StatusPill figures={member} />
                    </div>
                    <Figures figures={member} />
                    {member.status === 'unpaid' && mayPay && (
                      <button type="button" className="btn btn-primary btn-block" onClick={() => setPaying(member)}>
                        {t('dividend.pay_to', { amount: pesoBalance(member.dividend), name: member.userName })}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {!mayPay && members.some((member) => member.status === 'unpaid') && (
              <p className="earnings__about">{t('dividend.cannot_pay')}</p>
            )}
          </section>
          {paying && (
            <PayoutDialog
              periodId={period.periodId}
              member={paying}
              hasPaymentPassword={hasPaymentPassword}
              onClose={() => setPaying(null)}
              onPaid={() => {
                paidHere.markDone([paying.userName])
                setPaying(null)
                void dispatch('refresh')
              }}
            />
          )}
        </>
      )}
    </QueryView>
  )
}

/**
 * Dividend (/m/member/agent/agentDivident, issue 15): what the agent's dividend contract pays each
 * half month (the running period, the last, the ended ones) and, per period, what the agent owes
 * each member holding dividend terms from them, paid here with the payment password. The period
 * shown lives in the address (?period=), so Back returns to the list.
 */
export function DividendView({ mayPay, hasPaymentPassword }: { readonly mayPay: boolean; readonly hasPaymentPassword: boolean }) {
  const { period } = useQueryParams(routeQueries.dividend)
  return (
    <div className="earnings">
      {period === '' ? <Periods /> : <PeriodDetail periodId={period} mayPay={mayPay} hasPaymentPassword={hasPaymentPassword} />}
    </div>
  )
}
