import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { lastFourOf } from '@/domain/card-deletion'
import { unknownMemberType, type Viewer } from '@/domain/member'
import type { ApiError } from '@/lib/http/errors'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { policies } from '@/lib/effect/policies'
import { href, paths, routeQueries } from '@/lib/routes/paths'
import { useQueryParams } from '@/lib/query'
import { memberAtom, viewerAtom } from '@/lib/session/session-atoms'
import { EmptyState, toast } from '@/ui'
import './profile.css'
import '@/ui/card.css'
import { QueryView, Skeleton } from '@/ui/query-view'
import { addBankCardAtom, bankCardsQueries, banksQueries, failureText, submitted } from '../account-atoms'
import { hasPaymentPasswordQuery } from '../password-atoms'
import { addCardRefusal, deleteCardRefusal } from '../card-rules'
import { accountNumberPatterns, type AccountKind, type Bank, type BankCard, type BankCards } from '../card-schema'
import { checkField } from '../field-rules'
import { Field, RulesForm, SelectField } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { useAccountSettings } from './use-account-forms'
import { useReturnAfterSaved } from './return-after-saved'
import { byRule, useRulesForm, type Check } from './use-rules-form'
import './account.css'

const memberTypeOf = (viewer: Viewer) => (viewer.kind === 'guest' ? unknownMemberType : viewer.type)

/** The texts of each kind of account: bank cards, e-wallets, crypto addresses. */
export const textsOf: Readonly<Record<AccountKind, string>> = { B: 'cards', E: 'ewallets', V: 'crypto' }
/** Where each kind's list lives. */
export const listPath: Readonly<Record<AccountKind, string>> = { B: paths.myBankCards, E: paths.myEWallet, V: paths.myVCards }

/**
 * The member's withdrawal accounts of one kind (issue 11): bank cards (/m/myBankCards), e-wallets
 * (/m/myEWallet) or crypto addresses (/m/myVCards). Each bound one (bank, last four characters,
 * holder, a frozen one marked), Delete where the site offers it (confirmed on its own page), and
 * 'Add …' while the site's limit allows; virtual accounts are told they may not bind one.
 */
export function BankCardsPage({ kind = 'B' }: { readonly kind?: AccountKind }) {
  const messageOf = useApiErrorMessage()
  const [cards, dispatch] = useAtom(bankCardsQueries[kind])
  return (
    <div className="page-plain bank-cards">
      <QueryView result={cards} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
        {(value) => <CardList list={value} kind={kind} />}
      </QueryView>
    </div>
  )
}

/** The member's e-wallets and crypto addresses: the same page for their kind (PLATFORM.md §1.12 routes). */
export const EWalletsPage = () => <BankCardsPage kind="E" />
export const CryptoAddressesPage = () => <BankCardsPage kind="V" />

function CardList({ list, kind }: { readonly list: BankCards; readonly kind: AccountKind }) {
  const { t } = useTranslation(['security', 'common'])
  const texts = textsOf[kind]
  const viewer = useAtomValue(viewerAtom)
  const refusal = addCardRefusal(memberTypeOf(viewer), list)

  return (
    <>
      {list.cards.length === 0 ? (
        <EmptyState message={t(`${texts}.none`)} />
      ) : (
        <ul className="bank-cards__list" aria-label={t(`${texts}.list`)}>
          {list.cards.map((card) => (
            <li key={card.bankCardId} className="ui-card bank-card" data-frozen={card.status === 'FROZEN' || undefined}>
              <CardSummary card={card} />
              {deleteCardRefusal(kind, list, card) === null && (
                <Link
                  href={href('deleteCard', { bankCardId: card.bankCardId, type: kind })}
                  className="btn btn-ghost bank-card__delete"
                  aria-label={t(`${texts}.delete_card`, { last: lastFourOf(card.cardNumber) })}
                >
                  {t('cards.delete')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {refusal === null ? (
        <Link href={href('addBankCard', { type: kind })} className="btn btn-primary btn-block">
          {t(`${texts}.add`)}
        </Link>
      ) : (
        <p className="payment-password__intro">
          {refusal === 'max_reached' ? t(`${texts}.max_reached`, { n: list.max }) : t('common:errors.no_permissions')}
        </p>
      )}
    </>
  )
}

/** An account as the member knows it: the bank, its last four characters, the holder, frozen or not. */
export function CardSummary({ card }: { readonly card: BankCard }) {
  const { t } = useTranslation('security')
  return (
    <>
      <span className="bank-card__bank">{card.bankName}</span>
      <span className="bank-card__number">{card.cardNumber}</span>
      <span className="bank-card__holder">{card.accountName}</span>
      {card.status === 'FROZEN' && <span className="profile-badge">{t('cards.frozen')}</span>}
    </>
  )
}

interface Values {
  bankCode: string
  cardNumber: string
  accountName: string
  paymentPassword: string
}

/**
 * Adding a withdrawal account (issue 11, /m/securityCenter/addBankCard?type=B|E|V): the bank,
 * e-wallet or network from the platform's list, the number or address, the holder for a card or an
 * e-wallet (the payee name: withdrawals are paid in the member's own name, so an existing payee name
 * is fixed here) and the payment password that confirms it. Sealed; sent once; a refusal keeps
 * what was typed.
 */
export function AddBankCardPage() {
  const { type: kind, group } = useQueryParams(routeQueries.addBankCard)
  // Asked with the member's accounts, not after them: the form needs the list to offer.
  const [banks, dispatchBanks] = useAtom(banksQueries[kind])
  return (
    <WithAccounts kind={kind}>
      {(list) => <AddBankCard kind={kind} group={group} list={list} banks={banks} onRetryBanks={() => dispatchBanks('refresh')} />}
    </WithAccounts>
  )
}

/**
 * A form over the member's accounts of one kind (adding one, deleting one), drawn once they and
 * whether a payment password is set are known: drawn before, the password field gave way to the
 * notice to set one and moved the button.
 */
export function WithAccounts({ kind, children }: { readonly kind: AccountKind; readonly children: (list: BankCards) => ReactNode }) {
  const messageOf = useApiErrorMessage()
  const [cards, dispatch] = useAtom(bankCardsQueries[kind])
  const passwordKnown = !AsyncResult.isInitial(useAtomValue(hasPaymentPasswordQuery))
  const skeleton = <Skeleton lines={5} className="page-plain" />
  return (
    <QueryView result={cards} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={skeleton}>
      {(list) => (passwordKnown ? children(list) : skeleton)}
    </QueryView>
  )
}

/** The form, or why no account can be added: the site's limit reached, or a virtual account. */
function AddBankCard({
  kind,
  group,
  list,
  banks,
  onRetryBanks,
}: {
  readonly kind: AccountKind
  /** The e-wallet group the withdraw's tab named ('' none): its wallet comes chosen. */
  readonly group: string
  readonly list: BankCards
  readonly banks: AsyncResult.AsyncResult<ReadonlyArray<Bank>, ApiError>
  readonly onRetryBanks: () => void
}) {
  const { t } = useTranslation(['security', 'common'])
  const messageOf = useApiErrorMessage()
  const viewer = useAtomValue(viewerAtom)
  // Here, not in the form: the account just added may reach the site's limit, and the way back to
  // the list must outlive the form giving way to that message.
  const returnAfterSaved = useReturnAfterSaved()
  const [added, setAdded] = useState(false)
  const refusal = added ? null : addCardRefusal(memberTypeOf(viewer), list)
  if (refusal !== null) {
    return (
      <div className="page-plain">
        <EmptyState
          message={refusal === 'max_reached' ? t(`${textsOf[kind]}.max_reached`, { n: list.max }) : t('common:errors.no_permissions')}
        />
      </div>
    )
  }
  return (
    <div className="auth-page">
      {/* Without the list the bank select would offer nothing: its failure says so, with Retry. */}
      <QueryView result={banks} onRetry={onRetryBanks} messageOf={messageOf} skeleton={<Skeleton lines={5} />}>
        {(offered) => (
          <AddBankCardForm
            key={kind}
            kind={kind}
            banks={offered}
            chosen={offered.some((bank) => bank.bankCode === group) ? group : ''}
            onAdded={() => {
              setAdded(true)
              returnAfterSaved(listPath[kind])
            }}
          />
        )}
      </QueryView>
    </div>
  )
}

function AddBankCardForm({
  kind,
  banks,
  chosen,
  onAdded,
}: {
  readonly kind: AccountKind
  readonly banks: ReadonlyArray<Bank>
  /** The bank or e-wallet chosen to begin with ('' none). */
  readonly chosen: string
  readonly onAdded: () => void
}) {
  const { t } = useTranslation(['security', 'common'])
  const texts = textsOf[kind]
  const member = useAtomValue(memberAtom)
  const { rules } = useAccountSettings()
  const add = useSetAtom(addBankCardAtom)
  const payeeName = member?.payeeName ?? ''
  // A card is confirmed with the payment password: without one, setting it comes first.
  const hasPassword = AsyncResult.getOrElse(useAtomValue(hasPaymentPasswordQuery), () => true)
  const form = useRulesForm<Values>({ bankCode: chosen, cardNumber: '', accountName: payeeName, paymentPassword: '' })
  // The member's details may arrive after the form is drawn: the holder then becomes the payee name
  // (read-only from then on), rather than staying the empty default.
  const { setValue } = form
  useEffect(() => {
    if (payeeName !== '') setValue('accountName', payeeName)
  }, [payeeName, setValue])
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)

  const numberCheck: Check = (value) =>
    value === ''
      ? { field: 'idNumber', key: 'validation.required' }
      : accountNumberPatterns[kind].test(value)
        ? null
        : { field: 'idNumber', key: 'validation.field_format' }

  const save = async (values: Values) => {
    setPending(true)
    const outcome = submitted(
      await add({
        type: kind,
        bankCode: values.bankCode,
        cardNumber: values.cardNumber,
        accountName: values.accountName.trim(),
        paymentPassword: values.paymentPassword,
      }),
    )
    if (outcome === null) return
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, (key) => t(`common:${key}`)))
      return
    }
    toast.success(t(`${texts}.added`), policies.toastSaved)
    onAdded()
  }

  return (
    <RulesForm form={form} className="auth-form" onSubmit={form.submit(save)} aria-label={t(`${texts}.add`)}>
      <h2 className="payment-password__title">{t(`${texts}.add`)}</h2>
      <p className="payment-password__intro">{t(`${texts}.intro`)}</p>
      <SelectField
        name="bankCode"
        label={t(`${texts}.bank`)}
        options={banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
      />
      <Field
        label={t(`${texts}.number`)}
        name="cardNumber"
        autoComplete="off"
        required
        check={numberCheck}
        // Bank and e-wallet numbers are digits (the number pad); a crypto address is typed or pasted as it is.
        {...(kind === 'V' ? {} : { inputMode: 'numeric' as const, normalize: (typed: string) => typed.replace(/\D/g, '') })}
      />
      {kind !== 'V' && (
        <Field
          label={t('cards.holder')}
          name="accountName"
          autoComplete="name"
          required
          readOnly={payeeName !== ''}
          check={(value) => checkField(rules, 'payeeName', value.trim(), true)}
        />
      )}
      {hasPassword ? (
        <Field
          label={t('cards.payment_password')}
          name="paymentPassword"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          check={byRule(rules, 'paymentPassword', true)}
        />
      ) : (
        <p className="form-notice">
          {t('cards.needs_payment_password')} <Link href={paths.fundsPassword}>{t('funds.set_title')}</Link>
        </p>
      )}
      <SubmitRow failure={failure} busy={pending} disabled={!hasPassword} label={t(`${texts}.add`)} />
    </RulesForm>
  )
}
