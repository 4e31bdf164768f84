import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '@/lib/routes/paths'
import { peso } from '@/lib/format/money'
import { useWrite } from '@/lib/effect/use-write'
import { Modal, toast } from '@/ui'
import { TextField } from '@/ui/text-field'
import { SubmitRow } from '@/ui/submit-row'
import type { DownlineMember } from '../downline-schema'
import { transferToMemberAtom, type downlinesQuery } from '../team-atoms'
import { isPaymentPasswordTyped, PaymentPasswordField, SetPaymentPassword } from '@/ui/payment-password'
import { amountOf } from './payment-fields'

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
  const transfer = useWrite(transferToMemberAtom)
  const refreshList = useSetAtom(listAtom)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const sum = amountOf(amount)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (transfer.busy || sum === null || !isPaymentPasswordTyped(password)) return
    await transfer.send({ userName: member.userName, amount: sum, paymentPassword: password }, () => {
      toast.success(t('members.transferred', { amount: peso(sum), name: member.userName }))
      void refreshList('refresh')
      onDone()
    })
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
            error={shown && sum === null ? t('members.amount_invalid') : null}
          />
          <PaymentPasswordField value={password} onChange={setPassword} shown={shown} />
          <SubmitRow failure={transfer.failure} busy={transfer.busy} label={t('members.send')} />
        </form>
      ) : (
        <SetPaymentPassword className="team-transfer" href={paths.fundsPassword} />
      )}
    </Modal>
  )
}
