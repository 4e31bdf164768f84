import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/ui'
import { FormError } from '@/ui/form-error'
import { failureText } from '../account-atoms'
import { answerChallengeAtom, cancelChallengeAtom, openChallengeAtom, settlePassedChallengeAtom } from '../human-verification'
import './slider-challenge.css'

/**
 * The platform's own human check: slide the piece into the gap on the picture, then Verify. The
 * slider is a range input, so a thumb, a mouse or the arrow keys all work. A miss brings a new
 * picture; closing gives up (the form stays as typed).
 */
export function SliderChallenge() {
  const { t } = useTranslation()
  const open = useAtomValue(openChallengeAtom)
  const answer = useSetAtom(answerChallengeAtom)
  const cancel = useSetAtom(cancelChallengeAtom)
  const settlePassed = useSetAtom(settlePassedChallengeAtom)
  const passed = open?.pass !== undefined
  // After the commit that closed the dialog (and gave the page back): the form goes on from here.
  useEffect(() => {
    if (passed) settlePassed()
  }, [passed, settlePassed])
  // Leaving the page gives up a challenge left open: it belongs to this page's form, and would
  // otherwise open again over the next page that draws one.
  useEffect(() => () => cancel(), [cancel])
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const hintId = useId()
  const challengeId = open?.challenge.id
  // A new picture starts at 0: the slide belongs to the challenge it was made on. Derived in the
  // render, not reset by an effect, which could run after the player's first move and undo it.
  const [slide, setSlide] = useState({ challengeId, position: 0 })
  const position = slide.challengeId === challengeId ? slide.position : 0
  const setPosition = (next: number) => setSlide({ challengeId, position: next })

  const verify = async () => {
    if (pending) return
    setPending(true)
    const outcome = await answer(position)
    setPending(false)
    setError(outcome.ok ? null : failureText(outcome, t))
  }

  return (
    <Modal
      open={open !== null && !passed}
      onClose={() => {
        setError(null)
        cancel()
      }}
      title={t('verification.title')}
      closeOnMask={false}
      buttons={[{ label: t('verification.verify'), onClick: () => void verify(), variant: 'primary' }]}
    >
      {open && (
        <div className="slider-challenge">
          <div className="slider-challenge__track">
            <img src={open.challenge.image} alt="" />
            <span
              className="slider-challenge__piece"
              style={{ left: `${(position / 100) * 86.67}%`, top: `${(open.challenge.pieceTop / 100) * 71.4}%` }}
              aria-hidden="true"
            />
          </div>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={position}
            aria-label={t('verification.slider')}
            aria-describedby={hintId}
            onChange={(event) => setPosition(Number(event.target.value))}
          />
          <p id={hintId} className="slider-challenge__hint">
            {t('verification.hint')}
          </p>
          <FormError message={error} />
        </div>
      )}
    </Modal>
  )
}
