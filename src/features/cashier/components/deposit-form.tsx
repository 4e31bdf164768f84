import { useAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { depositRoom, fitsRoom, type DepositRoom } from '@/domain/deposit-limits'
import { cryptoAmountOf } from '@/domain/withdraw-window'
import { useWrite } from '@/lib/effect/use-write'
import type { ApiError } from '@/lib/http/errors'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { paths } from '@/lib/routes/paths'
import { depositLimitsQuery } from '@/lib/session/deposit-limits'
import { TextField } from '@/ui/text-field'
import { FailureOf } from '@/ui/failure-row'
import { FormError } from '@/ui/form-error'
import { depositAtom, depositPromotionsQuery } from '../cashier-atoms'
import {
  allowsFreeAmount,
  amountChips,
  amountIssue,
  minimumOf,
  promotionOptions,
  type AmountIssue,
  type PromotionOption,
} from '../deposit-rules'
import type { DepositChannel, DepositChannels, DepositMethod } from '../deposit-schema'
import { peso } from '../peso'
import { ChannelList, ChannelTabs } from './channel-picker'

export type DepositTemplate = 'new' | 'base'

/**
 * The deposit form (issue 12, /m/voucherCenter). The new template (dep_func 1) shows methods as
 * tabs and the channel, amount and promotion on one screen; the base one lists every channel
 * first and asks the amount on a second step. Both check the amount by the channel's rules
 * (deposit-rules), preview the promotion's bonus live, and send once.
 */
export function DepositForm({
  setup,
  template,
  inGame = false,
}: {
  readonly setup: DepositChannels
  readonly template: DepositTemplate
  /** Over a running game: no link leads away from it. */
  readonly inGame?: boolean
}) {
  const { t } = useTranslation('cashier')
  const firstOpen = (method: DepositMethod) => method.channels.find((channel) => !channel.maintenance)
  const initialMethod = setup.methods.find(firstOpen) ?? setup.methods[0]
  const [methodCode, setMethodCode] = useState(initialMethod?.methodCode ?? '')
  // The base template starts on its list; the new one on the first open channel.
  const [channelCode, setChannelCode] = useState<string | null>(
    template === 'new' && initialMethod ? (firstOpen(initialMethod)?.code ?? null) : null,
  )
  const channel = setup.methods.flatMap((each) => each.channels).find((each) => each.code === channelCode) ?? null

  const pickMethod = (code: string) => {
    setMethodCode(code)
    const picked = setup.methods.find((each) => each.methodCode === code)
    setChannelCode((picked && firstOpen(picked)?.code) ?? null)
  }

  if (template === 'base' && !channel) {
    return <ChannelList methods={setup.methods} onPick={(picked) => setChannelCode(picked.code)} />
  }
  return (
    <div className="deposit-form">
      {template === 'new' ? (
        <ChannelTabs
          methods={setup.methods}
          methodCode={methodCode}
          channelCode={channelCode}
          onMethod={pickMethod}
          onChannel={setChannelCode}
        />
      ) : (
        channel && <ChosenChannel channel={channel} onChange={() => setChannelCode(null)} />
      )}
      {channel ? (
        <AmountStep
          key={channel.code}
          channel={channel}
          minimum={minimumOf(channel, setup)}
          firstDeposit={setup.alreadyFirstDeposit === 'N'}
          inGame={inGame}
        />
      ) : (
        <p className="cashier-note">{t('deposit.method_closed')}</p>
      )}
    </div>
  )
}

/** The base template's chosen channel, with the way back to the list. */
function ChosenChannel({ channel, onChange }: { readonly channel: DepositChannel; readonly onChange: () => void }) {
  const { t } = useTranslation('cashier')
  return (
    <div className="deposit-chosen">
      {channel.icon && <img src={channel.icon} alt="" width={32} height={32} className="deposit-channel__icon" />}
      <span className="deposit-chosen__name">{channel.name}</span>
      <button type="button" className="btn btn-ghost" onClick={onChange}>
        {t('deposit.change_channel')}
      </button>
    </div>
  )
}

/** The amount (chips and a free amount), the promotion, and the submit of one channel. */
function AmountStep({
  channel,
  minimum,
  firstDeposit,
  inGame,
}: {
  readonly channel: DepositChannel
  readonly minimum: number
  readonly firstDeposit: boolean
  readonly inGame: boolean
}) {
  const { t } = useTranslation(['cashier', 'common'])
  const { send: deposit, busy, failure } = useWrite(depositAtom)
  const [typed, setTyped] = useState('')
  const [issue, setIssue] = useState<AmountIssue | null>(null)
  const [promotionId, setPromotionId] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const roomId = useId()
  const chips = amountChips(channel, minimum)
  const free = allowsFreeAmount(channel)
  // What the member's own limits leave (none for a site without RESPGAME3, or before they answer).
  const [limits, dispatchLimits] = useAtom(depositLimitsQuery)
  const room = depositRoom(AsyncResult.getOrElse(limits, () => null)?.depositLimits ?? [])
  const messageOf = useApiErrorMessage()
  const amount = amountIssue(typed, channel, minimum, room) === null ? Number(typed) : 0
  const [promotions, dispatchPromotions] = useAtom(depositPromotionsQuery)
  const options = promotionOptions(
    AsyncResult.getOrElse(promotions, () => []),
    amount,
  )
  // A promotion the amount no longer reaches is not sent (nor shown chosen); reaching it again brings it back.
  const joined = options.find((option) => option.open && option.promotion.promId === promotionId)?.promotion.promId ?? null

  const choose = (value: number) => {
    setTyped(String(value))
    setIssue(null)
  }

  const send = async () => {
    const found = amountIssue(typed, channel, minimum, room)
    setIssue(found)
    if (found) {
      input.current?.focus()
      return
    }
    // On success the page turns to the order (it reads the open order).
    await deposit({
      channel,
      request: {
        amount: Number(typed),
        bankCode: channel.bankCode,
        ...(channel.vendorId ? { vendorId: channel.vendorId } : {}),
        ...(joined ? { promotionId: joined } : {}),
        ...(channel.mcsDepositEndpoint === 'MCSFE_depositVirtualWallet' && channel.rate
          ? { virtualAmount: cryptoAmountOf(Number(typed), channel.rate) }
          : {}),
      },
    })
  }

  return (
    <form
      className="deposit-amount"
      noValidate
      aria-label={t('deposit.form', { channel: channel.name })}
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      {channel.message && <p className="cashier-note">{channel.message}</p>}
      {chips.length > 0 && (
        <div className="amount-chips" role="group" aria-label={t('deposit.amounts')}>
          {chips.map((chip) => (
            <button
              key={chip.amount}
              type="button"
              className="amount-chip"
              aria-pressed={typed === String(chip.amount)}
              // Past what the limits leave: dimmed, the line under the amount says why.
              disabled={!fitsRoom(chip.amount, room)}
              onClick={() => choose(chip.amount)}
            >
              <span className="amount-chip__amount">{peso(chip.amount)}</span>
              {chip.bonus > 0 && <span className="amount-chip__bonus">{t('deposit.chip_bonus', { bonus: peso(chip.bonus) })}</span>}
            </button>
          ))}
        </div>
      )}
      <TextField
        label={t('deposit.amount')}
        required
        inputMode="decimal"
        autoComplete="off"
        inputRef={input}
        value={typed}
        readOnly={!free}
        onChange={(event) => {
          setTyped(event.target.value.replace(/[^\d.]/g, ''))
          setIssue(null)
        }}
        error={issue ? t(issue.key, pesos(issue.values)) : null}
        describedBy={room ? `${hintId} ${roomId}` : hintId}
      />
      <p id={hintId} className="cashier-hint">
        {t('deposit.limits', { min: peso(minimum), max: peso(channel.max) })}
        {firstDeposit && minimum > channel.min && ` · ${t('deposit.first_floor', { min: peso(minimum) })}`}
      </p>
      {/* Limits that could not be read are said, not taken for none: the platform would refuse past them. */}
      <FailureOf result={limits} messageOf={messageOf} onRetry={() => dispatchLimits('refresh')}>
        {room && <RoomLeft id={roomId} room={room} withLink={!inGame} />}
      </FailureOf>
      <PromotionPicker
        options={options}
        value={joined}
        onChange={setPromotionId}
        loaded={promotions}
        onRetry={() => dispatchPromotions('refresh')}
      />
      <FormError message={failure} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {amount > 0 ? t('deposit.submit_amount', { amount: peso(amount) }) : t('deposit.submit')}
      </button>
    </form>
  )
}

/** Each amount of a message, written in pesos. */
const pesos = (values: AmountIssue['values']) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, peso(value)]))

/** What the member's tightest deposit limit leaves this period, and (off a game) where to change it. */
function RoomLeft({ id, room, withLink }: { readonly id: string; readonly room: DepositRoom; readonly withLink: boolean }) {
  const { t } = useTranslation('cashier')
  return (
    <p id={id} className="cashier-hint">
      {room.left > 0 ? t(`deposit.limit_left.${room.period}`, { left: peso(room.left) }) : t(`deposit.limit_reached.${room.period}`)}{' '}
      {withLink && <Link href={paths.responsible}>{t('deposit.limit_change')}</Link>}
    </p>
  )
}

/**
 * The promotions a deposit can join (none by default), each with the bonus it would add to this
 * amount; one whose minimum the amount does not reach cannot be chosen. A bonus the player came
 * for: a failed read says so under the list kept from before (which stays choosable), so that
 * nobody deposits without it unknowing.
 */
function PromotionPicker({
  options,
  value,
  onChange,
  loaded,
  onRetry,
}: {
  readonly options: ReadonlyArray<PromotionOption>
  readonly value: string | null
  readonly onChange: (id: string | null) => void
  /** The promotions' read, for its failure. */
  readonly loaded: AsyncResult.AsyncResult<unknown, ApiError>
  readonly onRetry: () => void
}) {
  const { t } = useTranslation('cashier')
  const messageOf = useApiErrorMessage()
  const name = useId()
  if (options.length === 0 && !AsyncResult.isFailure(loaded)) return null
  return (
    <fieldset className="promotion-picker">
      <legend>{t('deposit.promotion')}</legend>
      {options.length > 0 && (
        <label className="promotion-option">
          <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
          <span className="promotion-option__name">{t('deposit.no_promotion')}</span>
        </label>
      )}
      {options.map(({ promotion, open, bonus }) => (
        <label key={promotion.promId} className="promotion-option" data-disabled={!open || undefined}>
          <input
            type="radio"
            name={name}
            disabled={!open}
            checked={value === promotion.promId}
            onChange={() => onChange(promotion.promId)}
          />
          <span className="promotion-option__name">{promotion.promName}</span>
          <span className="promotion-option__detail">
            {open ? t('deposit.bonus_preview', { bonus: peso(bonus) }) : t('deposit.promotion_min', { min: peso(promotion.minDeposit) })}
          </span>
        </label>
      ))}
      <FailureOf result={loaded} messageOf={messageOf} onRetry={onRetry} />
    </fieldset>
  )
}
