import { useAtomValue, useSetAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { paths, routeQueries } from '@/lib/routes/paths'
import { useQueryParams } from '@/lib/query'
import { EmptyState, toast } from '@/ui'
import { SetPaymentPassword } from '@/ui/payment-password'
import { SubmitRow } from '@/ui/submit-row'
import '@/ui/card.css'
import { deleteBankCardAtom, failureText, submitted } from '../account-atoms'
import { deleteCardRefusal } from '../card-rules'
import type { AccountKind, BankCard, BankCards } from '../card-schema'
import { hasPaymentPasswordQuery } from '../password-atoms'
import { CardSummary, listPath, textsOf, WithAccounts } from './bank-cards'
import { Field, RulesForm } from './fields'
import { useReturnAfterSaved } from './return-after-saved'
import { useAccountSettings } from './use-account-forms'
import { byRule, useRulesForm } from './use-rules-form'
import './account.css'
import './profile.css'

/**
 * Deleting a withdrawal account (the operator's /m/securityCenter/deleteCardAuth?bankCardId=,
 * PLATFORM.md §1.12, §4): the account as the member knows it, confirmed with the payment password,
 * sealed and sent once; then back to its list. Where the site does not offer deleting, or the
 * account is frozen, the page says so instead of a form that can only be refused.
 */
export default function DeleteCardPage() {
  const { bankCardId, type: kind } = useQueryParams(routeQueries.deleteCard)
  return <WithAccounts kind={kind}>{(list) => <DeleteCard kind={kind} list={list} bankCardId={bankCardId} />}</WithAccounts>
}

function DeleteCard({ kind, list, bankCardId }: { readonly kind: AccountKind; readonly list: BankCards; readonly bankCardId: string }) {
  const { t } = useTranslation(['security', 'common'])
  const returnAfterSaved = useReturnAfterSaved()
  // Kept once deleted: the list asked again no longer has it, and the page stays as it was until it leaves.
  const [deleted, setDeleted] = useState<BankCard | null>(null)
  const card = deleted ?? list.cards.find((candidate) => candidate.bankCardId === bankCardId)
  const backToList = (
    <Link href={listPath[kind]} className="btn btn-ghost btn-block">
      {t(`${textsOf[kind]}.list`)}
    </Link>
  )
  if (!card) {
    return (
      <div className="page-plain">
        <EmptyState message={t('cards.not_bound')} />
        {backToList}
      </div>
    )
  }
  const refusal = deleted ? null : deleteCardRefusal(kind, list, card)
  return (
    <div className="auth-page">
      <div className="ui-card bank-card bank-card--deleting" data-frozen={card.status === 'FROZEN' || undefined}>
        <CardSummary card={card} />
      </div>
      {refusal === null ? (
        <DeleteCardForm
          kind={kind}
          card={card}
          onDeleted={() => {
            setDeleted(card)
            returnAfterSaved(listPath[kind])
          }}
        />
      ) : (
        <>
          <p className="payment-password__intro" role="status">
            {refusal === 'frozen' ? t('common:errors.bank_card_frozen') : t('cards.delete_not_offered')}
          </p>
          {backToList}
        </>
      )}
    </div>
  )
}

function DeleteCardForm({
  kind,
  card,
  onDeleted,
}: {
  readonly kind: AccountKind
  readonly card: BankCard
  readonly onDeleted: () => void
}) {
  const { t } = useTranslation(['security', 'common'])
  const texts = textsOf[kind]
  const { rules } = useAccountSettings()
  const remove = useSetAtom(deleteBankCardAtom)
  const hasPassword = AsyncResult.getOrElse(useAtomValue(hasPaymentPasswordQuery), () => true)
  const form = useRulesForm<{ paymentPassword: string }>({ paymentPassword: '' })
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)

  const send = async ({ paymentPassword }: { paymentPassword: string }) => {
    setPending(true)
    const outcome = submitted(await remove({ type: kind, bankCardId: card.bankCardId, paymentPassword }))
    if (outcome === null) return
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, (key) => t(`common:${key}`)))
      return
    }
    toast.success(t(`${texts}.deleted`), policies.toastSaved)
    onDeleted()
  }

  if (!hasPassword) return <SetPaymentPassword className="auth-form" href={paths.fundsPassword} />
  return (
    <RulesForm form={form} className="auth-form" onSubmit={form.submit(send)} aria-label={t(`${texts}.delete_title`)}>
      <h2 className="payment-password__title">{t(`${texts}.delete_title`)}</h2>
      <p className="payment-password__intro">{t('cards.delete_intro')}</p>
      <Field
        label={t('cards.payment_password')}
        name="paymentPassword"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        required
        check={byRule(rules, 'paymentPassword', true)}
      />
      <SubmitRow failure={failure} busy={pending} label={t('cards.delete')} />
    </RulesForm>
  )
}
