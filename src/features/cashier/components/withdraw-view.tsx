import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { Exit, Option } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { Link } from 'wouter'
import { exitFailureMessage } from '@/lib/http/errors'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { href } from '@/lib/routes/paths'
import { ConfirmDialog, Modal, Tabs, toast } from '@/ui'
import { FailureOf } from '@/ui/failure-row'
import { DeleteIcon } from '@/ui/icons'
import { QueryView, Skeleton } from '@/ui/query-view'
import { SendCodeButton } from '@/ui/send-code-button'
import { TextField } from '@/ui/text-field'
import { usePlatformMinuteNow } from '@/ui/use-minute-now'
import { FormError } from '@/ui/form-error'
import '@/ui/table.css'
import {
  turnoverQuery,
  withdrawAccountsQuery,
  exchangeRateQuery,
  withdrawAmountAtom,
  withdrawAtom,
  withdrawCurrencyAtom,
  withdrawChargesQuery,
  withdrawMethodAtom,
  withdrawMethodsQuery,
  withdrawPreferenceAtom,
  withdrawSettingsQuery,
} from '../cashier-atoms'
import { deletionOffered, lastFourOf } from '@/domain/card-deletion'
import { clockOf, cryptoAmountOf, gmtOf, needsSmsCode, paysByPaster, platformMinutes } from '@/domain/withdraw-window'
import { pendingFigure } from '@/lib/format/money'
import { peso, pesoBalance } from '../peso'
import {
  allAmountOf,
  checklistPasses,
  countLeftOf,
  turnoverLeftOf,
  withdrawableOf,
  withdrawAmountIssue,
  withdrawChecklist,
  withdrawMethodsOn,
  type ChecklistInput,
  type ChecklistLine,
  type WithdrawAmountIssue,
  type WithdrawRefusal,
  withdrawRefusalOf,
} from '../withdraw-rules'
import type { TurnoverInfo, WithdrawAccount, WithdrawMethod, WithdrawSettings } from '../withdraw-schema'
import { ExternalButton } from './external-button'
import { WithdrawRefusalDialog } from './withdraw-refusal'

/** What the withdraw needs to know from elsewhere in the app (the page gathers it). */
export interface WithdrawContext {
  readonly mainBalance: number
  readonly paymentPasswordNeeded: boolean
  readonly hasPaymentPassword: boolean
  readonly phoneVerified: boolean
  readonly identity: ChecklistInput['identity']
  /** Where a forgotten payment password is reset, where the site offers it. */
  readonly forgotPassword: string | null
  /** Sends an SMS code for the withdrawal to the verified phone; its expiry, or null when none was sent. */
  readonly sendCode: () => Promise<number | null>
  /** The Maya white-label (PLATFORM.md §4): Maya only, and no card counters. */
  readonly maya: boolean
}

/** An e-wallet tab's add names its group, which the form then has chosen. */
const addAccountOf = (method: WithdrawMethod) =>
  href('addBankCard', { type: method.methodGroupType, ...(method.groupId ? { group: method.groupId } : {}) })

/** 'all day', or the window in the platform's time with its offset (09:00–21:00 GMT+8). */
const hoursOf = (settings: WithdrawSettings, allDay: string) => {
  const cut = (time: string) => time.slice(0, 5)
  if (cut(settings.withdrawDateFrom) === cut(settings.withdrawDateTo)) return allDay
  return `${cut(settings.withdrawDateFrom)}–${cut(settings.withdrawDateTo)} ${gmtOf(settings.gmtOffset)}`
}

/**
 * Withdraw (SPEC §2 /m/withdraw, issue 12; PLATFORM.md §4). The method tabs, then the pre-flight
 * checklist: every condition with its fix, so nothing fails after the form is filled in. Once all
 * are met: the bound accounts in a carousel, the amount (chips, free, or all that can be
 * withdrawn), the fee, the payment password; sent sealed and once.
 */
export function WithdrawView({ context }: { readonly context: WithdrawContext }) {
  const messageOf = useApiErrorMessage()
  const { t } = useTranslation(['cashier', 'common'])
  const [methods, methodsDispatch] = useAtom(withdrawMethodsQuery)
  const [method, setMethod] = useAtom(withdrawMethodAtom)
  const preference = useAtomValue(withdrawPreferenceAtom)
  const offered = AsyncResult.map(methods, (all) => withdrawMethodsOn(all, context.maya))
  const list = AsyncResult.getOrElse(offered, () => [])

  // The member's last method, else the first; a method the site no longer offers falls back too.
  useEffect(() => {
    if (list.length === 0) return
    if (method && list.some((each) => each.withdrawMethodGroup === method.withdrawMethodGroup)) return
    setMethod(list.find((each) => each.withdrawMethodGroup === preference?.method) ?? list[0] ?? null)
  }, [list, method, preference, setMethod])

  // Here, not in the form: the withdrawal that used the day's last count or amount closes the
  // checklist and takes the form away, and the way to finish it must stay.
  const [finishAt, setFinishAt] = useState<FinishAt | null>(null)

  return (
    <>
      <QueryView result={offered} onRetry={() => methodsDispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
        {(all) => (
          <div className="withdraw">
            <Tabs
              label={t('withdraw.methods')}
              tabs={all.map((each) => ({ id: each.withdrawMethodGroup, label: each.groupName }))}
              selected={method?.withdrawMethodGroup}
              onSelect={(id) => setMethod(all.find((each) => each.withdrawMethodGroup === id) ?? null)}
              scrollArrows={all.length > 2}
            >
              {method && <MethodPanel key={method.withdrawMethodGroup} method={method} context={context} onFinishAt={setFinishAt} />}
            </Tabs>
          </div>
        )}
      </QueryView>
      <FinishAtWallet finishAt={finishAt} onClose={() => setFinishAt(null)} />
    </>
  )
}

/** One method: its settings, the member's turnover and accounts, the checklist, and the form once it passes. */
function MethodPanel({
  method,
  context,
  onFinishAt,
}: {
  readonly method: WithdrawMethod
  readonly context: WithdrawContext
  readonly onFinishAt: (finishAt: FinishAt) => void
}) {
  const [settings, settingsDispatch] = useAtom(withdrawSettingsQuery(method))
  const [accounts, accountsDispatch] = useAtom(withdrawAccountsQuery(method))
  const [turnover, turnoverDispatch] = useAtom(turnoverQuery)
  // The window opens and closes on the platform's minute: the facts and the checklist turn with it.
  const now = usePlatformMinuteNow()
  const messageOf = useApiErrorMessage()
  const retry = () => {
    settingsDispatch('refresh')
    accountsDispatch('refresh')
    turnoverDispatch('refresh')
  }
  const all = AsyncResult.all([settings, accounts, turnover])
  return (
    <QueryView result={all} onRetry={retry} messageOf={messageOf} skeleton={<Skeleton lines={5} />}>
      {([given, bound, played]) => {
        const lines = withdrawChecklist({
          now,
          settings: given,
          paymentPasswordNeeded: context.paymentPasswordNeeded,
          hasPaymentPassword: context.hasPaymentPassword,
          accountCount: bound.cards.length,
          addAccount: addAccountOf(method),
          phoneVerified: context.phoneVerified,
          identity: context.identity,
          turnover: played,
        })
        const withdrawable = withdrawableOf(context.mainBalance, given)
        return (
          <div className="withdraw__panel">
            <WithdrawFacts settings={given} now={now} mainBalance={context.mainBalance} withdrawable={withdrawable} />
            <Checklist lines={lines} settings={given} />
            {played.status !== 'C' && <TurnoverTable turnover={played} />}
            {checklistPasses(lines) && (
              <WithdrawForm
                method={method}
                settings={given}
                accounts={bound.cards}
                max={bound.max}
                deletable={deletionOffered(method.methodGroupType, bound)}
                withdrawable={withdrawable}
                context={context}
                onFinishAt={onFinishAt}
              />
            )}
          </div>
        )
      }}
    </QueryView>
  )
}

/** PLATFORM.md §4's info block: the window, the platform's time now, the day's count, the main wallet, what can go. */
function WithdrawFacts({
  settings,
  now,
  mainBalance,
  withdrawable,
}: {
  readonly settings: WithdrawSettings
  readonly now: number
  readonly mainBalance: number
  readonly withdrawable: number
}) {
  const { t } = useTranslation('cashier')
  const left = countLeftOf(settings)
  const used = settings.dailyCountUsed
  const facts: ReadonlyArray<[label: string, value: string]> = [
    [t('withdraw.hours'), hoursOf(settings, t('withdraw.all_day'))],
    [t('withdraw.platform_time'), `${clockOf(platformMinutes(now, settings.gmtOffset))} ${gmtOf(settings.gmtOffset)}`],
    [t('withdraw.today'), Number.isFinite(left) ? t('withdraw.used_left', { used, left }) : t('withdraw.used_no_limit', { used })],
    [t('withdraw.main_wallet'), pesoBalance(mainBalance)],
  ]
  return (
    <div className="withdraw__facts">
      <dl className="deposit-result__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="copy-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="copy-row">
          <dt>{t('withdraw.withdrawable')}</dt>
          <dd className="withdraw__withdrawable">{pesoBalance(withdrawable)}</dd>
        </div>
      </dl>
      {settings.withdrawTimeMsg && <p className="cashier-note">{settings.withdrawTimeMsg}</p>}
    </div>
  )
}

/** The conditions, met or not; each unmet one with the way to fix it. */
export function Checklist({ lines, settings }: { readonly lines: ReadonlyArray<ChecklistLine>; readonly settings: WithdrawSettings }) {
  const { t } = useTranslation('cashier')
  const values = { hours: hoursOf(settings, t('withdraw.all_day')) }
  return (
    <ul className="withdraw-checklist" aria-label={t('withdraw.checklist')}>
      {lines.map((line) => (
        <li key={line.id} data-ok={line.ok || undefined}>
          <span className="withdraw-checklist__mark" aria-hidden="true">
            {line.ok ? '✓' : '!'}
          </span>
          <span className="withdraw-checklist__text">
            {t(`withdraw.check.${line.id}`, values)}
            <span className="visually-hidden">{line.ok ? t('withdraw.met') : t('withdraw.not_met')}</span>
          </span>
          {!line.ok && line.fix && (
            <Link href={line.fix} className="btn btn-ghost withdraw-checklist__fix">
              {t(`withdraw.fix.${line.id}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/** What each game type still needs played, red where something is left. */
export function TurnoverTable({ turnover }: { readonly turnover: TurnoverInfo }) {
  const { t } = useTranslation('cashier')
  return (
    <table className="ui-table turnover-table">
      <caption>{t('withdraw.turnover')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('withdraw.game_type')}</th>
          <th scope="col">{t('withdraw.required')}</th>
          <th scope="col">{t('withdraw.left')}</th>
        </tr>
      </thead>
      <tbody>
        {turnover.details.map((line) => {
          const left = turnoverLeftOf(line)
          return (
            <tr key={line.gameType} data-open={left > 0 || undefined}>
              <th scope="row">{line.gameType}</th>
              <td>{peso(line.requiredTurnover)}</td>
              <td>{peso(left)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function WithdrawForm({
  method,
  settings,
  accounts,
  max,
  deletable,
  withdrawable,
  context,
  onFinishAt,
}: {
  readonly method: WithdrawMethod
  readonly settings: WithdrawSettings
  readonly accounts: ReadonlyArray<WithdrawAccount>
  readonly max: number
  /** The site lets a member delete accounts of this kind (PLATFORM.md §4): each card offers Delete. */
  readonly deletable: boolean
  readonly withdrawable: number
  readonly context: WithdrawContext
  readonly onFinishAt: (finishAt: FinishAt) => void
}) {
  const { t } = useTranslation(['cashier', 'common'])
  const [preference, remember] = useAtom(withdrawPreferenceAtom)
  const [result, send] = useAtom(withdrawAtom)
  const setAmount = useSetAtom(withdrawAmountAtom)
  const [charges, dispatchCharges] = useAtom(withdrawChargesQuery)
  const messageOf = useApiErrorMessage()
  const open = accounts.filter((account) => account.isWithdrawActive === 'Y')
  const [picked, setCardId] = useState<string | null>(null)
  // Always one of the accounts on screen: the one tapped, else the member's last, else the first open.
  const cardId =
    [picked, preference?.bankCardId].find((id) => open.some((account) => account.bankCardId === id)) ?? open[0]?.bankCardId ?? null
  const [typed, setTyped] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [shown, setShown] = useState(false)
  const [issue, setIssue] = useState<WithdrawAmountIssue | null>(null)
  const [passwordIssue, setPasswordIssue] = useState<string | null>(null)
  const [codeIssue, setCodeIssue] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<WithdrawRefusal | null>(null)
  const smsNeeded = needsSmsCode(settings, Number(typed) || 0)
  const [confirming, setConfirming] = useState(false)
  const setCurrency = useSetAtom(withdrawCurrencyAtom)
  const [rateResult, dispatchRate] = useAtom(exchangeRateQuery)
  const rate = AsyncResult.getOrElse(rateResult, () => null)
  const busy = AsyncResult.isWaiting(result)
  const fee = AsyncResult.getOrElse(charges, () => null)
  const chosen = accounts.find((account) => account.bankCardId === cardId)
  // Crypto (PLATFORM.md §4): the amount in the address's currency at the platform's rate.
  const currency = method.methodGroupType === 'V' ? (chosen?.currency ?? null) : null
  const valid = withdrawAmountIssue(typed, settings, withdrawable) === null
  const paidOut = currency && rate && valid ? { amount: cryptoAmountOf(Number(typed), rate.sell), currency, rate: rate.sell } : null
  useEffect(() => {
    setCurrency(currency)
    return () => setCurrency(null)
  }, [currency, setCurrency])

  // The fee follows a valid amount only; leaving the form forgets it.
  useEffect(() => {
    setAmount(valid ? Number(typed) : null)
  }, [typed, valid, setAmount])
  useEffect(() => () => setAmount(null), [setAmount])

  const choose = (value: string) => {
    setTyped(value)
    setIssue(null)
  }

  const submit = async () => {
    const found = withdrawAmountIssue(typed, settings, withdrawable)
    const missingPassword = context.paymentPasswordNeeded && password.length < 6
    const missingCode = smsNeeded && code.trim() === ''
    setIssue(found)
    setPasswordIssue(missingPassword ? t('withdraw.password_short') : null)
    setCodeIssue(missingCode ? t('withdraw.code_required') : null)
    setFailure(null)
    if (found || missingPassword || missingCode || !cardId) return
    // To a crypto address the member first confirms what arrives (nothing is sent without a rate).
    if (currency) return paidOut ? setConfirming(true) : setFailure(t('withdraw.rate_missing'))
    await sendNow()
  }

  const sendNow = async () => {
    setConfirming(false)
    if (!cardId) return
    const outcome = await send({
      check: 'v2',
      amount: Number(typed),
      bankCardId: cardId,
      ...(context.paymentPasswordNeeded ? { password } : {}),
      ...(smsNeeded ? { verificationCode: code.trim() } : {}),
      ...(method.groupId ? { groupId: method.groupId } : {}),
      ...(paidOut ? { virtualAmount: paidOut.amount } : {}),
      ...(paysByPaster(chosen) ? { isByPaster: true } : {}),
    })
    if (outcome === 'locked') return
    if (Exit.isFailure(outcome)) {
      const refused = withdrawRefusalOf(Option.getOrUndefined(Exit.findErrorOption(outcome)), context)
      if (refused) return setRefusal(refused)
      return setFailure(exitFailureMessage(outcome, (key) => t(`common:${key}`)))
    }
    remember({ method: method.withdrawMethodGroup, bankCardId: cardId })
    const redirectUrl = outcome.value?.redirectUrl
    if (redirectUrl) onFinishAt({ url: redirectUrl, wallet: chosen?.bankName ?? '' })
    else toast.success(t('withdraw.sent'))
    setTyped('')
    setPassword('')
    setCode('')
  }

  return (
    <form
      className="deposit-amount"
      noValidate
      aria-label={t('withdraw.form')}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <AccountCarousel
        accounts={accounts}
        max={context.maya ? null : max}
        chosen={cardId}
        onChoose={setCardId}
        addAccount={addAccountOf(method)}
        deleteOf={deletable ? (account) => href('deleteCard', { bankCardId: account.bankCardId, type: method.methodGroupType }) : null}
      />
      {settings.fixedAmountFlag && (
        <div className="amount-chips" role="group" aria-label={t('withdraw.amounts')}>
          {settings.fixedWithdrawAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="amount-chip"
              aria-pressed={typed === String(amount)}
              disabled={amount > withdrawable}
              onClick={() => choose(String(amount))}
            >
              <span className="amount-chip__amount">{peso(amount)}</span>
            </button>
          ))}
        </div>
      )}
      <TextField
        label={t('withdraw.amount')}
        required
        inputMode={settings.allowDecimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={typed}
        // The point stays even where only whole pesos go: dropped, '100.50' would read as ₱10,050.
        onChange={(event) => choose(event.target.value.replace(/[^\d.]/g, ''))}
        error={
          issue
            ? t(issue.key, { min: peso(issue.values?.min ?? 0), max: peso(issue.values?.max ?? 0), withdrawable: peso(withdrawable) })
            : null
        }
        addon={
          <button type="button" className="btn btn-ghost" onClick={() => choose(String(allAmountOf(withdrawable, settings)))}>
            {t('withdraw.all')}
          </button>
        }
      />
      <p className="cashier-hint">{t('deposit.limits', { min: peso(settings.min), max: peso(settings.max) })}</p>
      {/*
       * The rate's and the fee's lines stand from the moment the amount is valid, '…' until their
       * answers come: appearing a round trip later, they pushed Withdraw down under a finger. A
       * failed answer is said in its place with Retry: money going out, nothing left out unsaid.
       */}
      {currency && valid && (
        <FailureOf result={rateResult} messageOf={messageOf} onRetry={() => dispatchRate('refresh')}>
          <p className="cashier-note">
            {t('withdraw.crypto_preview', {
              amount: paidOut?.amount ?? pendingFigure,
              currency,
              rate: paidOut ? peso(paidOut.rate) : pendingFigure,
            })}
          </p>
        </FailureOf>
      )}
      {valid && (
        <FailureOf result={charges} messageOf={messageOf} onRetry={() => dispatchCharges('refresh')}>
          <p className="cashier-note" role="status">
            {t('withdraw.fee', { fee: fee ? peso(fee.charge) : pendingFigure })}
            {fee?.message ? ` (${fee.message})` : ''}
          </p>
        </FailureOf>
      )}
      {settings.withdrawPenaltyCharge ? (
        <p className="cashier-note">{t('withdraw.penalty', { percent: settings.withdrawPenaltyCharge })}</p>
      ) : null}
      {context.paymentPasswordNeeded && (
        <TextField
          label={t('withdraw.password')}
          required
          type={shown ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
            setPasswordIssue(null)
          }}
          error={passwordIssue}
          addon={
            <button type="button" className="btn btn-ghost" aria-pressed={shown} onClick={() => setShown(!shown)}>
              {shown ? t('withdraw.hide') : t('withdraw.show')}
            </button>
          }
        />
      )}
      {smsNeeded && (
        <TextField
          label={t('withdraw.code')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''))
            setCodeIssue(null)
          }}
          error={codeIssue}
          addon={<SendCodeButton onSend={context.sendCode} />}
        />
      )}
      {context.forgotPassword && (
        <Link href={context.forgotPassword} className="cashier-link">
          {t('withdraw.forgot')}
        </Link>
      )}
      <FormError message={failure} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || !cardId} aria-busy={busy}>
        {t('withdraw.submit')}
      </button>
      <WithdrawRefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />
      <ConfirmDialog
        open={confirming && paidOut !== null}
        title={t('withdraw.crypto_confirm_title')}
        message={
          paidOut &&
          t('withdraw.crypto_confirm', {
            amount: peso(Number(typed)),
            paid: `${paidOut.amount} ${paidOut.currency}`,
            account: `${chosen?.bankName ?? ''} ${chosen?.cardNumber ?? ''}`,
          })
        }
        confirmLabel={t('withdraw.submit')}
        onConfirm={() => void sendNow()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  )
}

/** Where a VIP e-wallet withdrawal is finished: the wallet's page the platform answered with. */
interface FinishAt {
  readonly url: string
  readonly wallet: string
}

/**
 * A withdrawal to a VIP e-wallet (PLATFORM.md §4) is finished on the wallet's own page. It opens in
 * a new tab from a tap here: opened by itself after the answer, a phone's browser would block it.
 */
function FinishAtWallet({ finishAt, onClose }: { readonly finishAt: FinishAt | null; readonly onClose: () => void }) {
  const { t } = useTranslation('cashier')
  const wallet = finishAt?.wallet ?? ''
  return (
    <Modal
      open={finishAt !== null}
      onClose={onClose}
      title={t('withdraw.vip_title', { wallet })}
      buttons={[{ label: t('withdraw.vip_close'), onClick: onClose, variant: 'secondary' }]}
    >
      <p>{t('withdraw.vip_note', { wallet })}</p>
      <ExternalButton href={finishAt?.url} label={t('withdraw.vip_open', { wallet })} />
    </Modal>
  )
}

/** The bound accounts as cards to swipe through; one under maintenance says so and cannot be chosen. */
function AccountCarousel({
  accounts,
  max,
  chosen,
  onChoose,
  addAccount,
  deleteOf,
}: {
  readonly accounts: ReadonlyArray<WithdrawAccount>
  /** How many may be bound; null where the site hides the counter (Maya). */
  readonly max: number | null
  readonly chosen: string | null
  readonly onChoose: (id: string) => void
  readonly addAccount: string
  /** Where an account is deleted (the security centre's page); null where the site does not offer it. */
  readonly deleteOf: ((account: WithdrawAccount) => string) | null
}) {
  const { t } = useTranslation('cashier')
  const name = useId()
  return (
    <fieldset className="withdraw-accounts">
      <legend>{max === null ? t('withdraw.your_accounts') : t('withdraw.accounts', { n: accounts.length, max })}</legend>
      <Swiper modules={[A11y]} slidesPerView={1.15} spaceBetween={10} a11y={{ enabled: true }}>
        {accounts.map((account) => {
          const active = account.isWithdrawActive === 'Y'
          return (
            <SwiperSlide key={account.bankCardId}>
              <label className="withdraw-account" data-disabled={!active || undefined}>
                <input
                  type="radio"
                  name={name}
                  className="deposit-channel__choice"
                  disabled={!active}
                  checked={account.bankCardId === chosen}
                  onChange={() => onChoose(account.bankCardId)}
                />
                <span className="withdraw-account__bank">{account.bankName}</span>
                <span className="withdraw-account__number">{account.cardNumber}</span>
                <span className="withdraw-account__name">{account.accountName}</span>
                {!active && (
                  <span className="withdraw-account__maintenance">
                    {t('withdraw.account_maintenance', {
                      from: account.maintenanceStartTime ?? '',
                      to: account.maintenanceEndTime ?? '',
                    })}
                  </span>
                )}
              </label>
              {deleteOf && (
                // Beside the card's label, not in it: a link inside would take the card's tap.
                <Link
                  href={deleteOf(account)}
                  className="withdraw-account__delete"
                  aria-label={t('withdraw.delete_account', { last: lastFourOf(account.cardNumber) })}
                >
                  <DeleteIcon />
                </Link>
              )}
            </SwiperSlide>
          )
        })}
      </Swiper>
      {(max === null || accounts.length < max) && (
        <Link href={addAccount} className="cashier-link">
          {t('withdraw.add_account')}
        </Link>
      )}
    </fieldset>
  )
}
