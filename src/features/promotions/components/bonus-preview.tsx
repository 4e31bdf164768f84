import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bonusFor, type BonusRule, type BonusTier } from '@/domain/bonus'
import { amountPattern, peso } from '@/lib/format/money'
import { TextField } from '@/ui/text-field'

/** One step in words: from which deposit, what it adds, within which floor and cap. */
const useStepWords = () => {
  const { t } = useTranslation('promotions')
  return (rule: BonusRule, tier: BonusTier) => {
    const from = peso(tier.minDepositDetail)
    if (rule.bonusType === 'FIXED') return t('bonus.step_fixed', { from, bonus: peso(tier.bonusAmtDetail) })
    const percent = tier.bonusAmtDetail
    if (tier.maxBonusDetail != null && tier.minBonusDetail != null)
      return t('bonus.step_between', { from, percent, min: peso(tier.minBonusDetail), max: peso(tier.maxBonusDetail) })
    if (tier.maxBonusDetail != null) return t('bonus.step_up_to', { from, percent, max: peso(tier.maxBonusDetail) })
    return t('bonus.step_percent', { from, percent })
  }
}

/**
 * A deposit promotion's bonus (PLATFORM.md §10 "one pure bonus-preview function"): its steps in
 * words, and what a deposit the member types would earn, by the same rule the deposit screen uses.
 */
export function BonusPreview({ rule }: { readonly rule: BonusRule }) {
  const { t } = useTranslation('promotions')
  const heading = useId()
  const stepWords = useStepWords()
  const steps = [...rule.tiers].sort((a, b) => a.minDepositDetail - b.minDepositDetail)
  const [typed, setTyped] = useState(() => String(steps[0]?.minDepositDetail ?? ''))
  const amount = amountPattern.test(typed.trim()) ? Number(typed.trim()) : null
  return (
    <section className="promo-bonus" aria-labelledby={heading}>
      <h3 id={heading} className="promo-detail__rules-title">
        {t('bonus.heading')}
      </h3>
      <ul className="promo-bonus__steps">
        {steps.map((tier) => (
          <li key={tier.minDepositDetail}>{stepWords(rule, tier)}</li>
        ))}
      </ul>
      <TextField
        label={t('bonus.if_deposit')}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={typed.trim() !== '' && amount === null ? t('bonus.amount_format') : null}
      />
      <p className="promo-bonus__result" role="status">
        {amount === null ? '\u00a0' : t('bonus.you_get', { bonus: peso(bonusFor(rule, amount)) })}
      </p>
    </section>
  )
}
