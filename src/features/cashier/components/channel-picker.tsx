import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs } from '@/ui'
import type { DepositChannel, DepositMethod } from '../deposit-schema'
import { peso } from '../peso'

const limitsOf = (channel: DepositChannel) => `${peso(channel.min)} – ${peso(channel.max)}`

/** A channel's icon, name, and its limits or its maintenance. */
function ChannelFace({ channel }: { readonly channel: DepositChannel }) {
  const { t } = useTranslation('cashier')
  return (
    <>
      {channel.icon ? (
        <img src={channel.icon} alt="" width={32} height={32} className="deposit-channel__icon" />
      ) : (
        <span className="deposit-channel__icon" aria-hidden="true" />
      )}
      <span className="deposit-channel__name">{channel.name}</span>
      <span className="deposit-channel__detail" data-maintenance={channel.maintenance || undefined}>
        {channel.maintenance ? t('deposit.maintenance') : limitsOf(channel)}
      </span>
    </>
  )
}

/**
 * The new template's picker: methods as tabs, the method's channels as a choice under them. A
 * channel under maintenance is shown, and cannot be chosen.
 */
export function ChannelTabs({
  methods,
  methodCode,
  channelCode,
  onMethod,
  onChannel,
}: {
  readonly methods: ReadonlyArray<DepositMethod>
  readonly methodCode: string
  readonly channelCode: string | null
  readonly onMethod: (code: string) => void
  readonly onChannel: (code: string) => void
}) {
  const { t } = useTranslation('cashier')
  const name = useId()
  const method = methods.find((each) => each.methodCode === methodCode)
  return (
    <Tabs
      label={t('deposit.methods')}
      tabs={methods.map((each) => ({ id: each.methodCode, label: each.methodName }))}
      selected={methodCode}
      onSelect={onMethod}
    >
      <fieldset className="deposit-channels">
        <legend className="visually-hidden">{t('deposit.channels')}</legend>
        {method?.channels.map((channel) => (
          <label key={channel.code} className="deposit-channel" data-disabled={channel.maintenance || undefined}>
            <input
              type="radio"
              name={name}
              className="deposit-channel__choice"
              disabled={channel.maintenance}
              checked={channel.code === channelCode}
              onChange={() => onChannel(channel.code)}
            />
            <ChannelFace channel={channel} />
          </label>
        ))}
      </fieldset>
    </Tabs>
  )
}

/** The base template's first step: every channel, grouped by method; choosing one asks the amount. */
export function ChannelList({
  methods,
  onPick,
}: {
  readonly methods: ReadonlyArray<DepositMethod>
  readonly onPick: (channel: DepositChannel) => void
}) {
  const base = useId()
  return (
    <div className="deposit-list">
      {methods.map((method) => (
        <section key={method.methodCode} aria-labelledby={`${base}-${method.methodCode}`}>
          <h2 id={`${base}-${method.methodCode}`} className="deposit-list__method">
            {method.methodName}
          </h2>
          <ul className="deposit-list__channels">
            {method.channels.map((channel) => (
              <li key={channel.code}>
                <button
                  type="button"
                  className="deposit-channel deposit-channel--row"
                  disabled={channel.maintenance}
                  onClick={() => onPick(channel)}
                >
                  <ChannelFace channel={channel} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
