import { useAtom } from 'jotai'
import { useReducer, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '@/lib/routes/paths'
import { peso, pesoBalance } from '@/lib/format/money'
import { refusalKey } from '@/lib/http/errors'
import { useWrite } from '@/lib/effect/use-write'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { EmptyState } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { TextField } from '@/ui/text-field'
import { FormError } from '@/ui/form-error'
import { rainAtom } from '../red-rain-atoms'
import { directMembersQuery } from '../team-atoms'
import { rainStart, rainTotal, rainTransition, type RainEvent } from '../red-rain-machine'
import { rainMembersMax, type RainOutcome, type RainResult, type SimpleDownline } from '../red-rain-schema'
import { isPaymentPasswordTyped, PaymentPasswordField, SetPaymentPassword } from '@/ui/payment-password'
import { amountOf } from './payment-fields'
import '@/ui/card.css'
import './red-rain.css'

/** How many matches the list draws at once: a search finds the others (at most 50 are chosen anyway). */
const shownMax = 100

function ChooseMembers({
  members,
  chosen,
  dispatch,
}: {
  readonly members: ReadonlyArray<SimpleDownline>
  readonly chosen: ReadonlyArray<string>
  readonly dispatch: (event: RainEvent) => void
}) {
  const { t } = useTranslation('agent')
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const matches = needle === '' ? members : members.filter((member) => member.userName.toLowerCase().includes(needle))
  const shown = matches.slice(0, shownMax)
  const full = chosen.length >= rainMembersMax
  if (members.length === 0) return <EmptyState message={t('members.empty')} />
  return (
    <>
      <p className="red-rain__note">{t('rain.choose_note', { max: rainMembersMax })}</p>
      <TextField
        label={t('rain.find')}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="red-rain__bar">
        <span className="red-rain__count" aria-live="polite">
          {t('rain.chosen', { count: chosen.length, max: rainMembersMax })}
        </span>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={full || shown.length === 0}
          onClick={() => dispatch({ type: 'choose-all', userNames: shown.map((member) => member.userName) })}
        >
          {t('rain.choose_shown')}
        </button>
        <button type="button" className="btn btn-ghost" disabled={chosen.length === 0} onClick={() => dispatch({ type: 'clear' })}>
          {t('rain.clear')}
        </button>
      </div>
      {shown.length === 0 ? (
        <EmptyState message={t('members.empty_search', { name: search.trim() })} />
      ) : (
        <ul className="ui-list-box red-rain__members" role="list" aria-label={t('members.count')}>
          {shown.map((member) => {
            const checked = chosen.includes(member.userName)
            return (
              <li key={member.userName}>
                <label className="red-rain__member">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => dispatch({ type: 'toggle', userName: member.userName })}
                  />
                  <span className="red-rain__name">{member.userName}</span>
                  {member.type === 1 && <span className="red-rain__tag">{t('open.type_agent')}</span>}
                  {member.online && <span className="red-rain__online">{t('members.online')}</span>}
                </label>
              </li>
            )
          })}
        </ul>
      )}
      {matches.length > shownMax && <p className="red-rain__note">{t('rain.more', { shown: shownMax, count: matches.length })}</p>}
      <div className="red-rain__footer">
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={chosen.length === 0}
          onClick={() => dispatch({ type: 'next' })}
        >
          {t('rain.next', { count: chosen.length })}
        </button>
      </div>
    </>
  )
}

function AmountForm({
  chosen,
  hasPaymentPassword,
  dispatch,
}: {
  readonly chosen: ReadonlyArray<string>
  readonly hasPaymentPassword: boolean
  readonly dispatch: (event: RainEvent) => void
}) {
  const { t } = useTranslation(['agent', 'common'])
  const { send: rain, busy, failure } = useWrite(rainAtom)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const each = amountOf(amount)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || each === null || !isPaymentPasswordTyped(password)) return
    await rain({ userNames: chosen, amountEach: each, paymentPassword: password }, (result) => dispatch({ type: 'sent', result }))
  }

  return (
    <>
      <p className="red-rain__to">{t('rain.to', { count: chosen.length })}</p>
      <p className="red-rain__names">{chosen.join(', ')}</p>
      {hasPaymentPassword ? (
        <form className="red-rain__form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('rain.amount_each')}
            required
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={shown && each === null ? t('members.amount_invalid') : null}
          />
          <p className="red-rain__total" aria-live="polite">
            {t('rain.total', { amount: peso(rainTotal(each ?? 0, chosen.length)) })}
          </p>
          <PaymentPasswordField value={password} onChange={setPassword} shown={shown} />
          <FormError message={failure} />
          <div className="red-rain__actions">
            <button type="button" className="btn btn-secondary" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
              {t('rain.back')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
              {t('rain.send')}
            </button>
          </div>
        </form>
      ) : (
        <SetPaymentPassword className="red-rain__form" href={paths.fundsPassword} />
      )}
    </>
  )
}

/** Why a member was not credited: the dictionary's words for a code the app knows, else the rain's own. */
const useReason = () => {
  const { t } = useTranslation(['agent', 'common'])
  return (outcome: RainOutcome) => {
    const known = refusalKey(outcome.reason)
    return known ? t(`common:${known}`) : t(outcome.reason === 'member.frozen' ? 'rain.reason_frozen' : 'rain.reason_other')
  }
}

function RainResultView({ result, dispatch }: { readonly result: RainResult; readonly dispatch: (event: RainEvent) => void }) {
  const { t } = useTranslation('agent')
  const reasonOf = useReason()
  const each = result.sentCount > 0 ? result.totalSent / result.sentCount : 0
  return (
    <>
      <div className="red-rain__summary" role="status">
        <p className="red-rain__headline">{t('rain.sent', { count: result.sentCount, of: result.results.length })}</p>
        <p className="red-rain__note">
          {t('rain.sent_total', { amount: pesoBalance(result.totalSent), balance: pesoBalance(result.balance) })}
        </p>
      </div>
      <ul className="ui-list-box red-rain__results" role="list" aria-label={t('rain.results')}>
        {result.results.map((outcome) => (
          <li key={outcome.userName} className={outcome.sent ? 'is-sent' : 'is-refused'}>
            <span className="red-rain__name">{outcome.userName}</span>
            <span className="red-rain__outcome">{outcome.sent ? t('rain.received', { amount: peso(each) }) : reasonOf(outcome)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary btn-block" onClick={() => dispatch({ type: 'again' })}>
        {t('rain.again')}
      </button>
    </>
  )
}

/**
 * Red rain (/m/redRain, issue 15; ODSFE2_subordinateSimple, /wps/agent/transferMultipleDownline):
 * the agent chooses direct members (up to 50), sets the amount each receives and confirms with the
 * payment password; the rain is sealed and sent once, and the result says, member by member, who
 * received and who did not and why. Agents who may not send money (41, 42) are told so.
 */
export function RedRainView({ mayTransfer, hasPaymentPassword }: { readonly mayTransfer: boolean; readonly hasPaymentPassword: boolean }) {
  const { t } = useTranslation('agent')
  const messageOf = useApiErrorMessage()
  const [members, refresh] = useAtom(directMembersQuery)
  const [state, dispatch] = useReducer(rainTransition, rainStart)
  const stepLabel = { choose: t('rain.step_choose'), amount: t('rain.step_amount'), result: t('rain.step_result') }
  if (!mayTransfer) return <EmptyState message={t('rain.not_allowed')} className="red-rain" />
  return (
    <section className="red-rain" aria-label={stepLabel[state.step]}>
      <ol className="red-rain__steps" aria-label={t('rain.steps')}>
        {(['choose', 'amount', 'result'] as const).map((step) => (
          <li key={step} aria-current={state.step === step ? 'step' : undefined}>
            {stepLabel[step]}
          </li>
        ))}
      </ol>
      <QueryView result={members} onRetry={() => refresh('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={8} />}>
        {(list) =>
          state.step === 'choose' ? (
            <ChooseMembers members={list} chosen={state.chosen} dispatch={dispatch} />
          ) : state.step === 'amount' ? (
            <AmountForm chosen={state.chosen} hasPaymentPassword={hasPaymentPassword} dispatch={dispatch} />
          ) : (
            <RainResultView result={state.result} dispatch={dispatch} />
          )
        }
      </QueryView>
    </section>
  )
}
