import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { base64Of, compressImage, imageIssue, jpegName, uploadTypes } from '@/lib/image/image-upload'
import { PickImageButton } from '@/ui/pick-image'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { memberAtom } from '@/lib/session/session-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { failureText, kycFieldsQuery, kycStatusQuery, submitKycAtom, submitted, uploadIdImageAtom } from '../account-atoms'
import { kycFieldIssue, kycFormKeys, kycMobileField, kycSubmissionOf } from '../kyc-rules'
import type { KycField, KycStatus } from '../kyc-schema'
import { Field, MobileField, RulesForm, SelectField, SmsCodeField } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { useReturnAfterSaved } from './return-after-saved'
import { useAccountSettings, useContactCodeSender } from './use-account-forms'
import { byRule, useRulesForm } from './use-rules-form'
import './account.css'

/** An ID photo is read at up to this size; bigger is wasted bytes. */
const idImageSide = 1600

type Values = Record<string, string>

/** The operator's form, field by field: text, date, a choice, and the ID photo. */
function KycForm({ fields, onSubmitted }: { readonly fields: ReadonlyArray<KycField>; readonly onSubmitted: () => void }) {
  const { t } = useTranslation(['security', 'common'])
  const upload = useSetAtom(uploadIdImageAtom)
  const submit = useSetAtom(submitKycAtom)
  const member = useAtomValue(memberAtom)
  const { rules, countries } = useAccountSettings()
  const sendCode = useContactCodeSender()
  const form = useRulesForm<Values>({
    ...Object.fromEntries(fields.map((field) => [field.fieldId, ''])),
    [kycFormKeys.dialingCode]: member?.countryDialingCode || '+63',
    [kycFormKeys.smsCode]: '',
  })
  const [images, setImages] = useState<Readonly<Record<string, File>>>({})
  const [imageIssues, setImageIssues] = useState<Readonly<Record<string, string>>>({})
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)
  const common = (key: string) => t(`common:${key}`)
  const label = (field: KycField) => t(`identity.fields.${field.fieldId}`, { defaultValue: field.fieldId.replace(/_/g, ' ').toLowerCase() })
  const imageFields = fields.filter((field) => field.fieldType === 'IMAGE')

  const pick = (field: KycField) => (file: File) => {
    const refused = imageIssue(file)
    setImageIssues((issues) => ({ ...issues, [field.fieldId]: refused ? common(refused) : '' }))
    if (!refused) setImages((picked) => ({ ...picked, [field.fieldId]: file }))
  }

  /** The phone's code: the number checked by its rule first, then sent for the identity check. */
  const sendMobileCode = async () => {
    const values = form.getValues()
    const mobileNum = values[kycMobileField] ?? ''
    const issue = byRule(rules, 'mobileNum', true)(mobileNum, values)
    form.clearErrors()
    if (issue) {
      form.showIssue(kycMobileField, issue.key)
      return null
    }
    const countryDialingCode = values[kycFormKeys.dialingCode] ?? ''
    return sendCode({ kind: 'phone', countryDialingCode, mobileNum, operationType: 'KYC' })
  }

  /**
   * A required photo not picked says so, with its message, at every submit: also one the other
   * fields stop, so all that is missing shows at once. True when one is missing.
   */
  const photosMissing = () => {
    const missing = imageFields.filter((field) => field.required && !images[field.fieldId])
    setImageIssues(
      Object.fromEntries(missing.map((field) => [field.fieldId, common('validation.required').replace('{{field}}', label(field))])),
    )
    return missing.length > 0
  }

  const send = async (values: Values) => {
    if (photosMissing()) return
    setPending(true)
    const uploaded: Record<string, string> = {}
    for (const field of imageFields) {
      const file = images[field.fieldId]
      if (!file) continue
      const outcome = submitted(
        await upload({
          image: await base64Of(await compressImage(file, { maxWidth: idImageSide, maxHeight: idImageSide })),
          fileName: jpegName(file),
        }),
      )
      if (outcome === null) return setPending(false)
      if (!outcome.ok) {
        setPending(false)
        return setFailure(failureText(outcome, common))
      }
      uploaded[field.fieldId] = outcome.value.imageId
    }
    const outcome = submitted(await submit(kycSubmissionOf(fields, values, uploaded)))
    if (outcome === null) return
    if (!outcome.ok) {
      setPending(false)
      return setFailure(failureText(outcome, common))
    }
    toast.success(t('identity.submitted'), policies.toastSaved)
    onSubmitted()
  }

  return (
    <RulesForm form={form} className="auth-form" onSubmit={form.submit(send, () => void photosMissing())} aria-label={t('identity.title')}>
      <h2 className="payment-password__title">{t('identity.title')}</h2>
      <p className="payment-password__intro">{t('identity.intro')}</p>
      {fields.map((field) => {
        const check = (value: string) => {
          const key = kycFieldIssue(field, value)
          return key ? { field: 'idNumber' as const, key } : null
        }
        if (field.fieldId === kycMobileField) {
          return (
            <MobileFieldWithCode
              key={field.fieldId}
              label={label(field)}
              required={field.required}
              countries={countries}
              rules={rules}
              onSend={sendMobileCode}
            />
          )
        }
        switch (field.fieldType) {
          case 'SELECT':
            return (
              <SelectField
                key={field.fieldId}
                name={field.fieldId}
                label={label(field)}
                required={field.required}
                options={field.options ?? []}
              />
            )
          case 'IMAGE':
            return (
              <IdImageField
                key={field.fieldId}
                label={label(field)}
                required={field.required}
                file={images[field.fieldId] ?? null}
                issue={imageIssues[field.fieldId] || null}
                onPick={pick(field)}
              />
            )
          default:
            return (
              <Field
                key={field.fieldId}
                name={field.fieldId}
                label={label(field)}
                type={field.fieldType === 'DATE' ? 'date' : 'text'}
                required={field.required}
                check={check}
                {...(field.format?.description ? { placeholder: field.format.description } : {})}
              />
            )
        }
      })}
      <SubmitRow failure={failure} busy={pending} label={t('identity.submit')} />
    </RulesForm>
  )
}

/** The identity check's phone: the number with its country code, and the SMS code sent to it. */
function MobileFieldWithCode({
  label,
  required,
  countries,
  rules,
  onSend,
}: {
  readonly label: string
  readonly required: boolean
  readonly countries: Parameters<typeof MobileField>[0]['countries']
  readonly rules: Parameters<typeof byRule>[0]
  readonly onSend: () => Promise<number | null>
}) {
  const { t } = useTranslation('security')
  return (
    <>
      <MobileField
        label={label}
        name={kycMobileField}
        required={required}
        countries={countries}
        check={byRule(rules, 'mobileNum', required)}
      />
      <SmsCodeField
        label={t('verify.code')}
        name={kycFormKeys.smsCode}
        required={required}
        resume="kyc"
        onSend={onSend}
        check={byRule(rules, 'verificationCode', required)}
      />
    </>
  )
}

/** The ID photo: PNG or JPG of at most 5 MB (refused before sending), shown before it is sent. */
function IdImageField({
  label,
  required,
  file,
  issue,
  onPick,
}: {
  label: string
  required: boolean
  file: File | null
  issue: string | null
  onPick: (file: File) => void
}) {
  const { t } = useTranslation(['security', 'common'])
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  return (
    <div className="field kyc-image">
      <span className="field-head">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {'*'}
          </span>
        )}
      </span>
      {preview && <img src={preview} alt={t('identity.preview', { field: label })} className="kyc-image__preview" />}
      <PickImageButton
        accept={uploadTypes}
        onPick={onPick}
        label={file ? t('identity.change_photo', { field: label }) : t('identity.choose_photo', { field: label })}
      />
      {issue && (
        <p className="field-message" role="alert">
          {issue}
        </p>
      )}
    </div>
  )
}

function KycState({ status, onSubmitted }: { readonly status: KycStatus; readonly onSubmitted: () => void }) {
  const messageOf = useApiErrorMessage()
  const { t } = useTranslation(['security', 'common'])
  const [fields, fieldsDispatch] = useAtom(kycFieldsQuery)
  const state = status.verifyStatus === 'VERIFIED' ? 'VERIFIED' : status.statusForFE
  const done = status.verifyStatus === 'VERIFIED' || status.statusForFE === 'PENDING'
  return (
    <>
      <section className="auth-form" aria-label={t('identity.status')}>
        <h2 className="payment-password__title">{t('identity.status')}</h2>
        <p className="kyc-state" data-state={state}>
          {t(`identity.state.${state}`, { defaultValue: state })}
        </p>
      </section>
      {!done && (
        <QueryView result={fields} onRetry={() => fieldsDispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={5} />}>
          {(value) => <KycForm fields={value} onSubmitted={onSubmitted} />}
        </QueryView>
      )}
    </>
  )
}

/**
 * The identity check (issue 11, /m/identifyStatus): its state (not submitted, under review, rejected,
 * verified) and, until it is submitted or verified, the operator's form with the ID photo.
 */
export default function IdentityPage() {
  const messageOf = useApiErrorMessage()
  const [status, dispatch] = useAtom(kycStatusQuery)
  // Here, not in the form: the answer puts the check under review and the form gives way to the state.
  const returnAfterSaved = useReturnAfterSaved()
  const onSubmitted = () => returnAfterSaved(paths.securityCenter)
  return (
    <div className="auth-page">
      <QueryView result={status} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
        {(value) => <KycState status={value} onSubmitted={onSubmitted} />}
      </QueryView>
    </div>
  )
}
