import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import type { Exit } from 'effect'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessageKey, exitFailureMessage, type ApiError } from '@/lib/http/errors'
import { base64Of, compressImage, imageIssue, jpegName, uploadTypes } from '@/lib/image/image-upload'
import { PickImageButton } from '@/ui/pick-image'
import { Modal, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { FormError } from '@/ui/form-error'
import { avatarQuery, avatarSetQuery, chooseAvatarAtom, uploadAvatarAtom } from '../member-atoms'
import { MemberIcon } from './member-icons'
import './member.css'
import '@/ui/card.css'

/** The avatar is drawn at 96 px at most: a bigger upload is wasted bytes. */
const avatarSide = 256

/**
 * My account's avatar (issue 11): the current picture and 'Change avatar', which opens a dialog
 * with the platform's set and an upload. An upload must be PNG or JPG of at most 5 MB (refused
 * before anything is sent), and is re-encoded to a small JPEG in the browser first.
 */
export function AvatarPicker() {
  const { t } = useTranslation(['member', 'common'])
  const avatar = AsyncResult.getOrElse(useAtomValue(avatarQuery), () => null)
  const [open, setOpen] = useState(false)
  return (
    <section className="ui-card avatar-picker" aria-label={t('avatar')}>
      <span className="member-header__avatar avatar-picker__current">
        {avatar?.avatar ? <img src={avatar.avatar} alt={t('avatar')} width={80} height={80} /> : <MemberIcon name="my_account" />}
      </span>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
        {t('my_account.avatar.change')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('my_account.avatar.pick')}>
        {open && <AvatarChoices current={avatar?.avatar ?? null} onDone={() => setOpen(false)} />}
      </Modal>
    </section>
  )
}

function AvatarChoices({ current, onDone }: { readonly current: string | null; readonly onDone: () => void }) {
  const { t } = useTranslation(['member', 'common'])
  const [set, setDispatch] = useAtom(avatarSetQuery)
  const choose = useSetAtom(chooseAvatarAtom)
  const upload = useSetAtom(uploadAvatarAtom)
  const [busy, setBusy] = useState(false)
  const [issue, setIssue] = useState<string | null>(null)

  /** One write at a time from this dialog; the submit atoms lock each call too. */
  const settle = async (send: () => Promise<Exit.Exit<unknown, ApiError> | 'locked'>) => {
    if (busy) return
    setBusy(true)
    setIssue(null)
    const outcome = await send()
    setBusy(false)
    if (outcome === 'locked') return
    const failure = exitFailureMessage(outcome, (key) => t(`common:${key}`))
    if (failure !== null) return setIssue(failure)
    toast.success(t('my_account.avatar.saved'))
    onDone()
  }

  const onFile = async (file: File) => {
    const refused = imageIssue(file)
    if (refused) return setIssue(t(`common:${refused}`))
    await settle(async () => {
      const image = await base64Of(await compressImage(file, { maxWidth: avatarSide, maxHeight: avatarSide }))
      return upload({ image, fileName: jpegName(file) })
    })
  }

  return (
    <div className="avatar-choices">
      <QueryView
        result={set}
        onRetry={() => setDispatch('refresh')}
        messageOf={(error) => t(`common:${errorMessageKey(error)}`)}
        skeleton={<Skeleton tiles={8} />}
      >
        {({ icons }) => (
          <ul className="avatar-choices__grid">
            {icons.map((icon, index) => (
              <li key={icon.id}>
                <button
                  type="button"
                  aria-label={t('my_account.avatar.preset', { n: index + 1 })}
                  aria-pressed={icon.url === current}
                  disabled={busy}
                  onClick={() => void settle(() => choose(icon.id))}
                >
                  <img src={icon.url} alt="" width={64} height={64} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <PickImageButton
        accept={uploadTypes}
        onPick={(file) => void onFile(file)}
        className="btn btn-primary btn-block"
        disabled={busy}
        busy={busy}
        label={t('my_account.avatar.upload')}
      />
      <p className="avatar-choices__hint">{t('my_account.avatar.upload_hint')}</p>
      <FormError message={issue} />
    </div>
  )
}
