import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { TeamKpi } from '../agent-schema'
import './agent.css'

/** The footer's figures, in the SPEC's order. */
const figures = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
] as const satisfies ReadonlyArray<keyof TeamKpi>

const countFormat = new Intl.NumberFormat('en-US')

/** SPEC §2 agent home's team footer: today's logged-in, betting, registered and online downlines. */
export function TeamKpiFooter({ kpi }: { readonly kpi: TeamKpi }) {
  const { t } = useTranslation('agent')
  const heading = useId()
  return (
    <section className="ui-card team-kpi" aria-labelledby={heading}>
      <h2 id={heading} className="team-kpi__heading">
        {t('kpi.heading')}
      </h2>
      <dl className="team-kpi__figures">
        {figures.map((name) => (
          <div key={name} className="team-kpi__figure">
            <dt>{t(`kpi.${name}`)}</dt>
            <dd>{countFormat.format(kpi[name])}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
