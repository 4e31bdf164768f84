import { useSetAtom } from 'jotai'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { MemberInfo } from '@/domain/member'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { toast } from '@/ui'
import { failureText, saveProfileAtom, submitted } from '../account-atoms'
import type { FieldRules } from '../field-rules'
import { editableProfile, profileValue, type ProfileField } from '../profile-rules'
import { Field, RulesForm } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { useAccountSettings } from './use-account-forms'
import { byRule, useRulesForm } from './use-rules-form'
import './account.css'
import './profile.css'
import '@/ui/card.css'

const labelKey: Readonly<Record<ProfileField, string>> = {
  nickname: 'my_account.field.nickname',
  email: 'my_account.field.email',
  payeeName: 'my_account.field.payee_name',
}

/**
 * My account's details (issue 11): account, nickname, e-mail, payee name and mobile with their
 * verification state, registration date and last login. Each editable field opens its own small
 * form, checked by the server's rule of that field; a failed save keeps what was typed.
 */
export function ProfileDetails({ member }: { readonly member: MemberInfo }) {
  const { t } = useTranslation(['member', 'common'])
  const { rules } = useAccountSettings()
  const editable = editableProfile(rules, member)
  const [editing, setEditing] = useState<ProfileField | null>(null)
  const notSet = <span className="profile-row__empty">{t('my_account.not_set')}</span>
  const verified = (yes: boolean | undefined) => (
    <span className="profile-badge" data-verified={yes ? true : undefined}>
      {yes ? t('my_account.verified') : t('my_account.not_verified')}
    </span>
  )

  const editableRow = (field: ProfileField, badge?: ReactNode) => {
    const label = t(labelKey[field])
    const value = profileValue(member, field)
    if (editing === field) {
      return <ProfileFieldForm key={field} field={field} label={label} initial={value} rules={rules} onDone={() => setEditing(null)} />
    }
    return (
      <Row label={label}>
        {value ? <span>{value}</span> : notSet}
        {badge}
        {editable[field] ? (
          <button
            type="button"
            className="btn btn-ghost profile-row__action"
            aria-label={t('my_account.edit_field', { field: label })}
            onClick={() => setEditing(field)}
          >
            {t('my_account.edit')}
          </button>
        ) : (
          <span className="profile-row__locked">{t('my_account.locked')}</span>
        )}
      </Row>
    )
  }

  return (
    <section className="ui-card profile-details" aria-label={t('my_account.title')}>
      <dl>
        <Row label={t('my_account.field.account')}>
          <span>{member.account}</span>
        </Row>
        {editableRow('nickname')}
        {editableRow('email', member.email ? verified(member.isEmailVerification) : null)}
        {editableRow('payeeName')}
        <Row label={t('my_account.field.mobile')}>
          {member.mobile ? <span>{`${member.countryDialingCode ?? ''} ${member.mobile}`.trim()}</span> : notSet}
          {member.mobile && verified(member.mobileVerified)}
          {!member.mobileVerified && (
            <Link href={paths.securityCenter} className="btn btn-ghost profile-row__action">
              {t('my_account.verify')}
            </Link>
          )}
        </Row>
        <Row label={t('my_account.field.reg_date')}>{member.regDate ? <span>{member.regDate}</span> : notSet}</Row>
        <Row label={t('my_account.field.last_login')}>{member.lastLogin ? <span>{member.lastLogin}</span> : notSet}</Row>
        <Row label={t('my_account.field.last_login_ip')}>{member.lastLoginIp ? <span>{member.lastLoginIp}</span> : notSet}</Row>
      </dl>
    </section>
  )
}

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** One profile field's form: saved once per tap, 'Changes saved' for 1 s, and on failure the message with the input kept. */
function ProfileFieldForm(props: {
  readonly field: ProfileField
  readonly label: string
  readonly initial: string
  readonly rules: FieldRules
  readonly onDone: () => void
}) {
  const { field, label, initial, rules, onDone } = props
  const { t } = useTranslation(['member', 'common'])
  const save = useSetAtom(saveProfileAtom)
  const form = useRulesForm<{ value: string }>({ value: initial })
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)
  // The edit was asked for by a tap on its Edit button: the typing goes straight to the field.
  const { setFocus } = form
  useEffect(() => setFocus('value'), [setFocus])

  const send = async ({ value }: { value: string }) => {
    setPending(true)
    const outcome = submitted(await save({ field, value: value.trim() }))
    setPending(false)
    if (outcome === null) return // a second tap while the first is on its way
    if (!outcome.ok) return setFailure(failureText(outcome, (key) => t(`common:${key}`)))
    toast.success(t('my_account.saved'), policies.toastSaved)
    onDone()
  }

  return (
    <RulesForm form={form} className="profile-form" onSubmit={form.submit(send)} aria-label={t('my_account.edit_field', { field: label })}>
      <Field
        label={label}
        name="value"
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={field === 'email' ? 'email' : field === 'nickname' ? 'nickname' : 'name'}
        required
        check={byRule(rules, field, true)}
      />
      <SubmitRow failure={failure} busy={pending} label={t('my_account.save')} />
      <button type="button" className="btn btn-ghost btn-block" onClick={onDone}>
        {t('my_account.cancel')}
      </button>
    </RulesForm>
  )
}
