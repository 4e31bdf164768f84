import { useAtomValue, useSetAtom } from 'jotai'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OpenDeposit } from '@/domain/deposit'
import { paymentImageAllowed } from '@/lib/deep-link'
import { formatClock } from '@/lib/format/date-time'
import { imageIssue, uploadTypes } from '@/lib/image/image-upload'
import { useSendFeedback } from '@/lib/effect/use-send-feedback'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { ConfirmDialog, lazyRetry, toast } from '@/ui'
import { CopyButton } from '@/ui/copy-button'
import { FormError } from '@/ui/form-error'
import { PickImageButton } from '@/ui/pick-image'
import type { QrCodeProps } from '@/ui/qr-code'
import { useSecondsLeft } from '@/ui/use-seconds-left'
import { depositCancelAtom, depositPaidAtom, depositReceiptAtom } from '../cashier-atoms'
import { resultKindOf } from '../deposit-rules'
import { peso } from '../peso'
import { receiptImage } from '../receipt'
import { ExternalButton } from './external-button'

/** The QR drawer (9 KB of encoder) only for the crypto screen that shows one. */
const QrCode = lazyRetry<QrCodeProps>(() => import('@/ui/qr-code').then((module) => ({ default: module.QrCode })))

/** A value the member copies into their bank or wallet app, with its own copy control. */
function CopyRow({ label, value, copyValue = value }: { readonly label: string; readonly value: string; readonly copyValue?: string }) {
  return (
    <div className="copy-row">
      <dt>{label}</dt>
      <dd>
        <span className="copy-row__value">{value}</span>
        <CopyButton className="btn btn-ghost copy-row__copy" label={label} value={copyValue} />
      </dd>
    </div>
  )
}

/**
 * A bank-transfer order the cashier confirms by hand (`confirmationRequired`): the receipt
 * (checked before it is sent, made smaller first) and "I have paid", each sent once per tap.
 */
function PaidSteps({ open }: { readonly open: OpenDeposit }) {
  const { t } = useTranslation(['cashier', 'common'])
  const sendReceipt = useSetAtom(depositReceiptAtom)
  const reportPaid = useSetAtom(depositPaidAtom)
  const { busy, locked, issue, refuse, send } = useSendFeedback(open, toast.success)
  // Where the site takes no receipts (DEPUPDATEREM3 off) the gateway refuses them: none is asked for.
  const takesReceipts = useAtomValue(whitelabelAtom).has('DEPUPDATEREM3')
  const { depositId } = open.order

  const onReceipt = (file: File) => {
    const refused = imageIssue(file)
    if (refused) return refuse(refused)
    void send(async () => sendReceipt({ depositId, ...(await receiptImage(file)) }), t('result.receipt_sent'))
  }

  const reported = open.paidReported === true
  // Reported, the section keeps its shape and the button its place (disabled): a double tap's
  // second tap lands on it, not on "New deposit" moved up under the finger.
  return (
    <section className="deposit-paid" aria-labelledby="deposit-paid-title">
      <h3 id="deposit-paid-title" className="deposit-paid__title">
        {t('result.paid_title')}
      </h3>
      <p className="cashier-note">{t('result.paid_hint')}</p>
      {open.receiptSent ? (
        <p className="deposit-paid__done">{t('result.receipt_sent')}</p>
      ) : (
        takesReceipts && (
          <PickImageButton accept={uploadTypes} onPick={onReceipt} disabled={locked} busy={busy} label={t('result.upload_receipt')} />
        )
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={locked || reported}
        aria-busy={busy}
        onClick={() => void send(() => reportPaid(depositId), t('result.paid_reported'))}
      >
        {reported ? t('result.paid_done') : t('result.i_have_paid')}
      </button>
      {reported && (
        <p className="cashier-note" role="status">
          {t('result.paid_reported')}
        </p>
      )}
      <FormError message={issue} />
    </section>
  )
}

/**
 * Cancelling an order the member will not pay (PLATFORM.md §3 `cancelDeposit`), asked first:
 * money sent to a cancelled order is the cashier's to trace. Once reported paid it is the
 * cashier's to settle, and the button is not offered.
 */
function CancelOrder({ open }: { readonly open: OpenDeposit }) {
  const { t } = useTranslation(['cashier', 'common'])
  const cancel = useSetAtom(depositCancelAtom)
  const [asking, setAsking] = useState(false)
  const { busy, locked, issue, send } = useSendFeedback(open, toast.success)
  const confirm = () => {
    setAsking(false)
    void send(() => cancel(open.order.depositId), t('result.cancelled'))
  }
  return (
    <>
      <button type="button" className="btn btn-ghost btn-block" disabled={locked} aria-busy={busy} onClick={() => setAsking(true)}>
        {t('result.cancel')}
      </button>
      <FormError message={issue} />
      <ConfirmDialog
        open={asking}
        title={t('result.cancel_title')}
        message={t('result.cancel_body')}
        confirmLabel={t('result.cancel')}
        cancelLabel={t('result.keep')}
        destructive
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}

/**
 * The order a deposit opened (PLATFORM.md §3 "Five result screens"): the payment page to go on
 * to, a QR code or a crypto address with the order's countdown, the bank details with a copy
 * control per field, or the chat that takes the deposit. Remembered: coming back resumes it, and
 * its countdown goes on from the order's own expiry. `onDone` closes it for a new deposit.
 */
export function DepositResult({ open, onDone }: { readonly open: OpenDeposit; readonly onDone: () => void }) {
  const { t } = useTranslation(['cashier', 'common'])
  const { order, amount, channelName } = open
  const kind = resultKindOf(order)
  const left = useSecondsLeft(order.expireTime)
  const expired = left === 0

  return (
    <section className="deposit-result" aria-labelledby="deposit-result-title">
      <h2 id="deposit-result-title" className="deposit-result__title">
        {expired ? t('result.expired_title') : t('result.title')}
      </h2>
      <dl className="deposit-result__facts">
        <CopyRow label={t('result.order')} value={order.depositId} />
        <div className="copy-row">
          <dt>{t('result.amount')}</dt>
          <dd>{peso(amount)}</dd>
        </div>
        <div className="copy-row">
          <dt>{t('result.channel')}</dt>
          <dd>{channelName}</dd>
        </div>
      </dl>
      {expired ? (
        <p className="cashier-note">{t('result.expired')}</p>
      ) : (
        <>
          {left !== null && (
            <p className="deposit-result__timer" role="timer" aria-live="off">
              {t('result.pay_within', { time: formatClock(left) })}
            </p>
          )}
          {kind === 'redirect' && (
            <>
              <p className="cashier-note">{t('result.redirect', { channel: channelName })}</p>
              <ExternalButton href={order.redirectUrl} label={t('result.go_pay', { channel: channelName })} />
            </>
          )}
          {kind === 'qr' && order.qrImageUrl && paymentImageAllowed(order.qrImageUrl, window.location.origin) && (
            <>
              <p className="cashier-note">{t('result.scan', { channel: channelName })}</p>
              <img className="deposit-result__qr" src={order.qrImageUrl} alt={t('result.qr_label')} width={200} height={200} />
            </>
          )}
          {kind === 'crypto' && order.walletAddress && (
            <>
              <p className="cashier-note">{t('result.crypto', { currency: open.currency ?? '' })}</p>
              <Suspense fallback={<div className="deposit-result__qr-space" />}>
                <QrCode value={order.walletAddress} label={t('result.address_qr')} size={180} />
              </Suspense>
              <dl className="deposit-result__facts">
                <CopyRow label={t('result.address')} value={order.walletAddress} />
                {order.sourceAmount !== undefined && (
                  <CopyRow
                    label={t('result.send_exactly')}
                    value={`${order.sourceAmount} ${open.currency ?? ''}`.trim()}
                    copyValue={String(order.sourceAmount)}
                  />
                )}
              </dl>
            </>
          )}
          {kind === 'bank' && (
            <>
              <p className="cashier-note">{t('result.bank')}</p>
              <dl className="deposit-result__facts">
                {order.bankName && <CopyRow label={t('result.bank_name')} value={order.bankName} />}
                {order.bankBranch && <CopyRow label={t('result.branch')} value={order.bankBranch} />}
                {order.accountNumber && (
                  <CopyRow
                    label={t('result.account_number')}
                    value={order.accountNumber}
                    copyValue={order.accountNumber.replace(/\s/g, '')}
                  />
                )}
                {order.accountHolderName && <CopyRow label={t('result.account_name')} value={order.accountHolderName} />}
                <CopyRow label={t('result.amount')} value={peso(amount)} copyValue={amount.toFixed(2)} />
                {order.remarks && <CopyRow label={t('result.reference')} value={order.remarks} />}
              </dl>
              {order.confirmationRequired === 'Y' && <PaidSteps open={open} />}
            </>
          )}
          {kind === 'chat' && (
            <>
              <p className="cashier-note">{t('result.chat')}</p>
              <ExternalButton href={order.chatLinkUrl} label={t('result.open_chat')} />
            </>
          )}
          {kind === 'created' && <p className="cashier-note">{t('result.created')}</p>}
        </>
      )}
      <button type="button" className={expired ? 'btn btn-primary btn-block' : 'btn btn-ghost btn-block'} onClick={onDone}>
        {t('result.again')}
      </button>
      {!expired && !open.paidReported && <CancelOrder open={open} />}
    </section>
  )
}
