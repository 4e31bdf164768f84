import { Exit } from 'effect'
import { useSetAtom } from 'jotai'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { exitFailureMessage } from '@/lib/http/errors'
import { base64Of, compressImage, imageIssue, uploadTypes } from '@/lib/image/image-upload'
import { Modal, toast } from '@/ui'
import { PickImageButton } from '@/ui/pick-image'
import { applyAtom } from '../promotions-atoms'
import { applyCommentMax, applyImagesMax, type Promotion } from '../promotions-schema'

/** How far an application's images are shrunk before they are sent: enough to read a receipt. */
const imageSide = 1600

/** A picked image and its preview address (revoked when it is removed or the form goes). */
interface Picked {
  readonly file: File
  readonly url: string
}

/**
 * The application for a promotion the operator reviews (SPEC §9): a comment of at most 140
 * characters and up to three PNG or JPG images of at most 5 MB each, checked as they are picked,
 * shown before they are sent and removable. A failed send keeps everything for another try.
 */
export function ApplyForm({ promotion, onClose }: { readonly promotion: Promotion; readonly onClose: () => void }) {
  const { t } = useTranslation(['promotions', 'common'])
  const apply = useSetAtom(applyAtom)
  const [comment, setComment] = useState('')
  const [images, setImages] = useState<ReadonlyArray<Picked>>([])
  const [imageMessage, setImageMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // From the tap, not from the call: the images are made smaller first, which takes a moment on a
  // phone, and the write's own lock starts only with the call, so a second tap in that moment would
  // send a second application.
  const [busy, setBusy] = useState(false)
  const tapped = useRef(false)
  const ids = { comment: useId(), counter: useId(), images: useId(), form: useId() }

  // The previews' addresses go with the form.
  const [urls] = useState(() => new Set<string>())
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls])

  const pick = (file: File) => {
    const issue = imageIssue(file)
    if (issue) return setImageMessage(t(`common:${issue}`))
    if (images.length >= applyImagesMax) return setImageMessage(t('apply.too_many', { max: applyImagesMax }))
    const url = URL.createObjectURL(file)
    urls.add(url)
    setImageMessage(null)
    setImages([...images, { file, url }])
  }
  const remove = (index: number) => {
    const gone = images[index]
    if (gone) {
      URL.revokeObjectURL(gone.url)
      urls.delete(gone.url)
    }
    setImages(images.filter((_, at) => at !== index))
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (tapped.current) return
    tapped.current = true
    setBusy(true)
    setFailure(null)
    try {
      const encoded = await Promise.all(
        images.map(({ file }) => compressImage(file, { maxWidth: imageSide, maxHeight: imageSide }).then(base64Of)),
      )
      const outcome = await apply({ promotionId: promotion.promotionId, comment: comment.trim(), images: encoded })
      if (outcome === 'locked') return
      if (Exit.isSuccess(outcome)) {
        toast.success(t('applied'))
        return onClose()
      }
      setFailure(exitFailureMessage(outcome, (key) => t(`common:${key}`)))
    } finally {
      tapped.current = false
      setBusy(false)
    }
  }

  return (
    <Modal open onClose={onClose} title={t('apply.title', { name: promotion.promotionName })} className="promo-apply" closeOnMask={false}>
      <form id={ids.form} className="promo-apply__form" onSubmit={(event) => void send(event)} noValidate>
        <div className="field">
          <div className="field-head">
            <label htmlFor={ids.comment}>{t('apply.comment')}</label>
            <span id={ids.counter} className="promo-apply__counter">
              {t('apply.counter', { n: comment.length, max: applyCommentMax })}
            </span>
          </div>
          <textarea
            id={ids.comment}
            className="promo-apply__comment"
            value={comment}
            maxLength={applyCommentMax}
            rows={3}
            aria-describedby={ids.counter}
            onChange={(event) => setComment(event.target.value.slice(0, applyCommentMax))}
          />
        </div>
        <fieldset className="promo-apply__images" aria-describedby={ids.images}>
          <legend>{t('apply.images')}</legend>
          <p id={ids.images} className="promo-apply__hint">
            {t('apply.images_hint', { max: applyImagesMax })}
          </p>
          {images.length > 0 && (
            <ul className="promo-apply__previews" role="list">
              {images.map((image, index) => (
                <li key={image.url}>
                  <img src={image.url} alt={t('apply.preview', { n: index + 1 })} width={88} height={88} />
                  <button type="button" className="promo-apply__remove" onClick={() => remove(index)}>
                    {t('apply.remove', { n: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {images.length < applyImagesMax && (
            <PickImageButton label={t('apply.add')} accept={uploadTypes} onPick={pick} className="btn btn-ghost btn-block" />
          )}
          {imageMessage && (
            <p className="field-message" role="alert">
              {imageMessage}
            </p>
          )}
        </fieldset>
        {failure && (
          <p className="field-message" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
          {t('apply.send')}
        </button>
      </form>
    </Modal>
  )
}
