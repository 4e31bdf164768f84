import { Exit } from 'effect'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { peso } from '@/lib/format/money'
import { exitFailureMessage } from '@/lib/http/errors'
import { useQueryParams } from '@/lib/query'
import { href, routeQueries } from '@/lib/routes/paths'
import { viewerAtom } from '@/lib/session/session-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { EmptyState, Tabs, toast } from '@/ui'
import { QueryView, Skeleton } from '@/ui/query-view'
import { actGate, allCategory, categoriesShown, inCategory, offersPromoCodes, type PromotionAction } from '../promotion-rules'
import { claimAtom, joinAtom, promoCodeEnabledQuery, promotionsAtom, promotionsQuery } from '../promotions-atoms'
import type { Promotion, Promotions } from '../promotions-schema'
import { ApplyForm } from './apply-form'
import { PromoCodeBox } from './promo-code-box'
import { PromotionCard } from './promotion-card'
import { PromotionDetail } from './promotion-detail'
import './promotions.css'

/** The cards whose banners are on the first screen (loaded at once, not lazily). */
const eagerCards = 2

/**
 * Promotions (/m/activity, SPEC §2 and §6; issue 14): the operator's categories as tabs, a card per
 * promotion with its banner, period and status, its details and sanitised rules, and joining,
 * applying or claiming by its kind; a promo-code box at the foot where the site takes codes. Anyone may look; a guest is sent
 * to log in when acting (and comes back to the promotion), an account without a real wallet is
 * refused with free_reject. `?id=` opens a promotion at once (the PROMO deep link).
 */
export default function PromotionsPage() {
  const messageOf = useApiErrorMessage()
  const result = useAtomValue(promotionsAtom)
  const refresh = useSetAtom(promotionsQuery)
  // Asked beside the list, not once it is drawn: the box at the foot comes with it, or after it.
  const codes = offersPromoCodes(useAtomValue(promoCodeEnabledQuery))
  return (
    <div className="page-plain promo-page">
      <QueryView
        result={result}
        onRetry={() => refresh('refresh')}
        messageOf={messageOf}
        skeleton={<Skeleton lines={1} tiles={0} className="promo-skeleton" />}
      >
        {(value) => <PromotionBoard promotions={value} codes={codes} />}
      </QueryView>
    </div>
  )
}

function PromotionBoard({ promotions, codes }: { readonly promotions: Promotions; readonly codes: boolean }) {
  const { t } = useTranslation(['promotions', 'common'])
  const [, navigate] = useLocation()
  const viewer = useAtomValue(viewerAtom)
  const { id: linked } = useQueryParams(routeQueries.activity)
  const [category, setCategory] = useState(allCategory)
  const [openId, setOpenId] = useState<string | null>(linked || null)
  const [applying, setApplying] = useState<Promotion | null>(null)
  const [actingId, setActingId] = useState<string | null>(null)
  // Why a promotion's last Join or Claim did not go through, on its card and in its details.
  const [failed, setFailed] = useState<{ readonly id: string; readonly text: string | null } | null>(null)
  const failureOf = (promotion: Promotion) => (failed?.id === promotion.promotionId ? failed.text : null)
  // A join or claim that succeeded records the card's new status, which renders as a background
  // transition (background-transitions.ts) and takes the button away. The card stays busy until
  // that list is drawn: given back before it, the button took a double tap's second tap, and the
  // claim was sent twice.
  useEffect(() => setActingId(null), [promotions])
  const join = useSetAtom(joinAtom)
  const claim = useSetAtom(claimAtom)

  const tabs = [
    { id: allCategory, label: t('all') },
    ...categoriesShown(promotions.categories, promotions.list).map((each) => ({ id: each.code, label: each.name })),
  ]
  const shown = inCategory(promotions.list, category)
  const open = promotions.list.find((promotion) => promotion.promotionId === openId) ?? null

  /** The gate before any action: true when it stopped the member (sent to log in, or refused). */
  const gated = (backTo: string) => {
    const gate = actGate(viewer)
    if (gate === 'login') navigate(href('login', { redirect: backTo }))
    if (gate === 'free_reject') toast.info(t('common:errors.free_reject'), policies.freeRejectToast)
    return gate !== null
  }

  const act = async (promotion: Promotion, action: PromotionAction) => {
    if (gated(href('activity', { id: promotion.promotionId }))) return
    if (action === 'apply') {
      setOpenId(null)
      return setApplying(promotion)
    }
    setActingId(promotion.promotionId)
    setFailed(null)
    const outcome = action === 'join' ? await join(promotion.promotionId) : await claim(promotion)
    // Locked: the call in flight gives the button back when it ends.
    if (outcome === 'locked') return
    if (Exit.isFailure(outcome)) {
      setActingId(null)
      return setFailed({ id: promotion.promotionId, text: exitFailureMessage(outcome, (key) => t(`common:${key}`)) })
    }
    if (action === 'join') toast.success(t('joined', { name: promotion.promotionName }))
    else toast.success(t('claimed', { amount: peso(outcome.value.claimedMoney ?? 0) }))
  }

  return (
    <>
      <Tabs label={t('tabs')} tabs={tabs} selected={category} onSelect={setCategory} className="promo-tabs">
        {shown.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <ul className="promo-list" role="list">
            {shown.map((promotion, index) => (
              <li key={promotion.promotionId}>
                <PromotionCard
                  promotion={promotion}
                  eager={index < eagerCards}
                  busy={actingId === promotion.promotionId}
                  failure={failureOf(promotion)}
                  onOpen={() => setOpenId(promotion.promotionId)}
                  onAct={(action) => void act(promotion, action)}
                />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
      {codes && <PromoCodeBox onNeedsGate={() => gated(href('activity'))} />}
      <PromotionDetail
        promotion={open}
        busy={open !== null && actingId === open.promotionId}
        failure={open && failureOf(open)}
        onClose={() => setOpenId(null)}
        onAct={(action) => open && void act(open, action)}
      />
      {applying && <ApplyForm promotion={applying} onClose={() => setApplying(null)} />}
    </>
  )
}
