import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSendFeedback } from '@/lib/effect/use-send-feedback'
import { base64Of, compressImage, imageIssue, jpegName, uploadTypes } from '@/lib/image/image-upload'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
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
  const messageOf = useApiErrorMessage()
  const { t } = useTranslation(['member', 'common'])
  const [set, setDispatch] = useAtom(avatarSetQuery)
  const choose = useSetAtom(chooseAvatarAtom)
  const upload = useSetAtom(uploadAvatarAtom)
  // One write at a time from this dialog (each submit atom locks its own call too); saved, it closes.
  const { busy, issue, refuse, send } = useSendFeedback(current, (done) => {
    toast.success(done)
    onDone()
  })
  const saved = t('my_account.avatar.saved')

  const onFile = async (file: File) => {
    const refused = imageIssue(file)
    if (refused) return refuse(refused)
    await send(async () => {
      const image = await base64Of(await compressImage(file, { maxWidth: avatarSide, maxHeight: avatarSide }))
      return upload({ image, fileName: jpegName(file) })
    }, saved)
  }

  return (
    <div className="avatar-choices">
      <QueryView result={set} onRetry={() => setDispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton tiles={8} />}>
        {({ icons }) => (
          <ul className="avatar-choices__grid">
            {icons.map((icon, index) => (
              <li key={icon.id}>
                <button
                  type="button"
                  aria-label={t('my_account.avatar.preset', { n: index + 1 })}
                  aria-pressed={icon.url === current}
                  disabled={busy}
                  onClick={() => void send(() => choose(icon.id), saved)}
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
