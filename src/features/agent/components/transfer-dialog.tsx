import { Exit } from 'effect'
import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { amountPattern, peso } from '@/lib/format/money'
import { exitFailureMessage } from '@/lib/http/errors'
import { paths } from '@/lib/routes/paths'
import { Modal, toast } from '@/ui'
import { TextField } from '@/ui/text-field'
import type { DownlineMember } from '../downline-schema'
import { transferToMemberAtom, type downlinesQuery } from '../team-atoms'

/** The platform's payment passwords are at least 6 digits (the withdraw and the mall ask the same). */
const passwordMin = 6

/**
 * Money to a member (issue 15; /wps/agent/transferDownline): the amount and the agent's payment
 * password, sealed and sent once. A refusal (wrong password, not enough balance) shows the
 * platform's words and keeps what was typed; success says so and the list shows the new balance.
 */
export function TransferDialog({
  member,
  hasPaymentPassword,
  listAtom,
  onDone,
}: {
  readonly member: DownlineMember
  readonly hasPaymentPassword: boolean
  readonly listAtom: ReturnType<typeof downlinesQuery>
  readonly onDone: () => void
}) {
  const { t } = useTranslation(['agent', 'common'])
  const transfer = useSetAtom(transferToMemberAtom)
  const refreshList = useSetAtom(listAtom)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const amountIssue = amountPattern.test(amount.trim()) && Number(amount) > 0 ? null : t('members.amount_invalid')
  const passwordIssue = password.length >= passwordMin ? null : t('members.password_short')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || amountIssue || passwordIssue) return
    setFailure(null)
    setBusy(true)
    const outcome = await transfer({ userName: member.userName, amount: Number(amount.trim()), paymentPassword: password })
    setBusy(false)
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) {
      toast.success(t('members.transferred', { amount: peso(Number(amount.trim())), name: member.userName }))
      void refreshList('refresh')
      return onDone()
    }
    setFailure(exitFailureMessage(outcome, (key) => t(`common:${key}`)))
  }

  return (
    <Modal open onClose={onDone} title={t('members.transfer_to', { name: member.userName })} className="team-dialog">
      {hasPaymentPassword ? (
        <form className="team-transfer" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('members.amount')}
            required
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={shown ? amountIssue : null}
          />
          <TextField
            label={t('common:titles.payment_password')}
            required
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={shown ? passwordIssue : null}
          />
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
            {t('members.send')}
          </button>
        </form>
      ) : (
        <div className="team-transfer">
          <p role="alert">{t('common:errors.no_payment_password')}</p>
          <Link className="btn btn-primary btn-block" href={paths.fundsPassword}>
            {t('members.set_password')}
          </Link>
        </div>
      )}
    </Modal>
  )
}
