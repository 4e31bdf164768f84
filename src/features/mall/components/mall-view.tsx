import { AsyncResult } from 'effect/reactivity'
import { useAtom, useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { EmptyState, PageMessage, Tabs } from '@/ui'
import { onDemand } from '@/ui/on-demand'
import { OperatorHtmlOnDemand, useOperatorHtmlSoon } from '@/ui/operator-html-on-demand'
import { QueryView, Skeleton } from '@/ui/query-view'
import { configQuery, itemsQuery, mallRefusalAtom, pointsQuery, typesQuery } from '../mall-atoms'
import { redeemableOf } from '../mall-rules'
import type { ConversionType, PointConversion, PointReward } from '../mall-schema'
import { ConvertDialog } from './convert-dialog'
import { ItemCard } from './item-card'
import { RedeemDialog } from './redeem-dialog'
import '@/ui/card.css'
import './mall.css'

/** The History tab (its windowed list): not on the mall's first screen. */
const history = onDemand<object>(() => import('./mall-history').then((module) => module.History))

type View = 'shop' | 'history' | 'rules'
const views: ReadonlyArray<View> = ['shop', 'history', 'rules']

/**
 * The points mall (/m/mall/mallHome, issue 14; PLATFORM.md §6): the member's points (converted into
 * cash where the operator allows it), the items by kind with their cost and what is left, redeeming
 * with the payment password, the redemptions so far and the rules. A trial account is refused
 * (free_reject) and asks for nothing.
 */
export function MallView({ hasPaymentPassword }: { readonly hasPaymentPassword: boolean }) {
  const { t } = useTranslation(['mall', 'common'])
  const refusal = useAtomValue(mallRefusalAtom)
  const [config, configDispatch] = useAtom(configQuery)
  const [view, setView] = useState<View>('shop')
  history.useSoon(view === 'history')
  useOperatorHtmlSoon(view === 'rules')
  const messageOf = useApiErrorMessage()
  if (refusal) return <PageMessage message={t(`common:${refusal}`)} />
  return (
    <div className="page-plain mall-page">
      <QueryView result={config} onRetry={() => configDispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={4} />}>
        {(settings) =>
          settings.mallEnabled ? (
            <>
              <PointsCard conversion={settings.conversion ?? null} hasPaymentPassword={hasPaymentPassword} />
              <Tabs
                label={t('views')}
                tabs={views.map((id) => ({ id, label: t(`view.${id}`) }))}
                selected={view}
                onSelect={(id) => setView(id as View)}
              >
                {view === 'shop' && <Shop hasPaymentPassword={hasPaymentPassword} />}
                {view === 'history' && <history.Component />}
                {view === 'rules' && <OperatorHtmlOnDemand html={settings.rulesHtml} className="mall-rules" />}
              </Tabs>
            </>
          ) : (
            <EmptyState message={t('closed')} />
          )
        }
      </QueryView>
    </div>
  )
}

/** The member's points, and the way to convert them into cash where the operator allows it. */
function PointsCard({
  conversion,
  hasPaymentPassword,
}: {
  readonly conversion: PointConversion | null
  readonly hasPaymentPassword: boolean
}) {
  const { t } = useTranslation('mall')
  const heading = useId()
  const [points, dispatch] = useAtom(pointsQuery)
  const [converting, setConverting] = useState(false)
  const known = AsyncResult.getOrElse(points, () => null)?.pointBalance ?? null
  const messageOf = useApiErrorMessage()
  return (
    <section className={conversion ? 'ui-card mall-points mall-points--convert' : 'ui-card mall-points'} aria-labelledby={heading}>
      <h2 id={heading} className="mall-points__heading">
        {t('my_points')}
      </h2>
      <QueryView
        result={points}
        onRetry={() => dispatch('refresh')}
        messageOf={messageOf}
        skeleton={<Skeleton lines={1} className="mall-points__skeleton" />}
      >
        {(balance) => <p className="mall-points__value">{formatAmount(balance.pointBalance)}</p>}
      </QueryView>
      {/* Beside the figure from the first frame (drawn with it, it made the card taller), usable once the points are known. */}
      {conversion && (
        <button type="button" className="btn btn-ghost mall-points__convert" disabled={known === null} onClick={() => setConverting(true)}>
          {t('convert.open')}
        </button>
      )}
      {conversion && converting && known !== null && (
        <ConvertDialog terms={conversion} points={known} hasPaymentPassword={hasPaymentPassword} onClose={() => setConverting(false)} />
      )}
    </section>
  )
}

function Shop({ hasPaymentPassword }: { readonly hasPaymentPassword: boolean }) {
  const { t } = useTranslation('mall')
  const [types, dispatch] = useAtom(typesQuery)
  const [selected, setSelected] = useState<string | null>(null)
  const messageOf = useApiErrorMessage()
  return (
    <QueryView result={types} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<KindsSkeleton />}>
      {(kinds: ReadonlyArray<ConversionType>) => {
        const current = selected ?? kinds[0]?.conversionType ?? null
        if (current === null) return <EmptyState message={t('empty')} />
        return (
          <Tabs
            label={t('kinds')}
            className="mall-kinds"
            tabs={kinds.map((kind) => ({ id: kind.conversionType, label: kind.name }))}
            selected={current}
            onSelect={setSelected}
          >
            <Items conversionType={current} hasPaymentPassword={hasPaymentPassword} />
          </Tabs>
        )
      }}
    </QueryView>
  )
}

/** Two rows of tiles where the item grid will be, its first row where the grid's first row comes. */
const ItemsSkeleton = () => <Skeleton lines={0} tiles={4} />

/** The kinds' tab row (a bar of its height and place), then the items' skeleton under it. */
function KindsSkeleton() {
  return (
    <div className="mall-kinds-skeleton" aria-hidden="true">
      <span className="ui-skeleton__line" />
      <ItemsSkeleton />
    </div>
  )
}

/** The item as the list now has it: its stock and the member's count move after each redemption. */
const latest = (list: ReadonlyArray<PointReward>, item: PointReward) => list.find(({ rewardId }) => rewardId === item.rewardId) ?? item

function Items({ conversionType, hasPaymentPassword }: { readonly conversionType: string; readonly hasPaymentPassword: boolean }) {
  const { t } = useTranslation('mall')
  const [items, dispatch] = useAtom(itemsQuery(conversionType))
  const points = useAtomValue(pointsQuery)
  const balance = AsyncResult.getOrElse(points, () => null)?.pointBalance ?? null
  const [redeeming, setRedeeming] = useState<PointReward | null>(null)
  const messageOf = useApiErrorMessage()
  return (
    <QueryView result={items} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<ItemsSkeleton />}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <>
            <ul className="mall-items" role="list">
              {list.map((item) => (
                <li key={item.rewardId}>
                  <ItemCard item={item} redeemable={redeemableOf(item, balance)} onRedeem={() => setRedeeming(item)} />
                </li>
              ))}
            </ul>
            {redeeming && balance !== null && (
              <RedeemDialog
                item={latest(list, redeeming)}
                points={balance}
                hasPaymentPassword={hasPaymentPassword}
                onClose={() => setRedeeming(null)}
              />
            )}
          </>
        )
      }
    </QueryView>
  )
}
