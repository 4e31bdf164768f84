import { Exit } from 'effect'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { peso } from '@/lib/format/money'
import { exitFailureMessage } from '@/lib/http/errors'
import { toast } from '@/ui'
import { TextField } from '@/ui/text-field'
import { promoCodeAtom, promoCodeDraftAtom } from '../promotions-atoms'
import '@/ui/card.css'

/**
 * The promo-code box (PLATFORM.md §6 PROMOFE_claimPromoCode): a code typed and redeemed, sent once
 * per tap. A refused code keeps what was typed, with the dictionary's reason under it.
 */
export function PromoCodeBox({ onNeedsGate }: { readonly onNeedsGate: () => boolean }) {
  const { t } = useTranslation(['promotions', 'common'])
  const redeem = useSetAtom(promoCodeAtom)
  const sending = useAtomValue(promoCodeAtom).waiting
  const [code, setCode] = useAtom(promoCodeDraftAtom)
  const [message, setMessage] = useState<string | null>(null)
  const heading = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() === '') return setMessage(t('code.required'))
    if (onNeedsGate()) return
    setMessage(null)
    const outcome = await redeem(code)
    if (outcome === 'locked') return
    if (Exit.isSuccess(outcome)) {
      setCode('')
      toast.success(t('code.done', { name: outcome.value.promotionName, amount: peso(outcome.value.claimedMoney) }))
      return
    }
    setMessage(exitFailureMessage(outcome, (key) => t(`common:${key}`)))
  }

  return (
    <section className="ui-card promo-code" aria-labelledby={heading}>
      <h2 id={heading} className="promo-code__heading">
        {t('code.heading')}
      </h2>
      <form className="promo-code__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('code.label')}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          error={message}
          onChange={(event) => setCode(event.target.value)}
          addon={
            <button type="submit" className="btn btn-primary promo-code__redeem" disabled={sending} aria-busy={sending || undefined}>
              {t('code.redeem')}
            </button>
          }
        />
      </form>
    </section>
  )
}
