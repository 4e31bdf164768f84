/**
 * The QA panel (harness only, never in production). It edits the scenario; every change is saved
 * (the store persists it) and the app is told to re-read the backend, so flips apply live.
 */
import { useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { moduleIds } from '../../src/domain/feature-flags'
import { memberTypeChoices, type MemberTypeChoice, type Scenario, type ScenarioPatch } from '../scenario'
import type { ScenarioStore } from '../store'

const refreshApp = () => window.dispatchEvent(new Event('wps:refresh'))
const hasSession = () => localStorage.getItem('MC_SESSION_INFO') !== null

/** Member type: a live session is re-typed; guest ends it; a type picked as guest signs QA in. */
const switchMemberType = async (store: ScenarioStore, memberType: MemberTypeChoice) => {
  store.set({ memberType })
  if (memberType === 'guest') {
    await fetch('/__harness/session', { method: 'DELETE' })
    return refreshApp()
  }
  if (hasSession()) return refreshApp()
  const { token } = (await (await fetch('/__harness/session', { method: 'POST' })).json()) as { token: string }
  const url = new URL(location.href)
  url.searchParams.set('token', token)
  location.assign(url)
}

const s = {
  fab: { position: 'fixed', left: 8, bottom: 72, zIndex: 9999, width: 40, height: 40, borderRadius: 20, border: 0, background: '#7c3aed', color: '#fff', font: '700 12px system-ui', boxShadow: '0 2px 8px #0006' },
  sheet: { position: 'fixed', inset: '10% 0 0 0', zIndex: 9999, overflowY: 'auto', background: '#0f1020f2', color: '#e8e8f0', font: '13px system-ui', padding: 12, borderRadius: '12px 12px 0 0', maxWidth: 480, margin: '0 auto' },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, margin: '6px 0' },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 },
  h: { font: '700 13px system-ui', margin: '12px 0 4px', color: '#c4b5fd' },
  input: { width: 170, font: '13px system-ui', padding: 4 },
} satisfies Record<string, CSSProperties>

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <label style={s.row}>
    <span>{label}</span>
    {children}
  </label>
)

function Panel({ store }: { store: ScenarioStore }) {
  const scenario = useSyncExternalStore(store.subscribe, store.get)
  const [open, setOpen] = useState(false)
  const set = (patch: ScenarioPatch) => {
    store.set(patch)
    refreshApp()
  }
  const flag = (id: Scenario['whitelabel'][number], on: boolean) =>
    set({ whitelabel: on ? [...scenario.whitelabel, id] : scenario.whitelabel.filter((x) => x !== id) })
  const num = (value: string) => (Number.isFinite(Number(value)) ? Number(value) : 0)

  if (!open)
    return (
      <button type="button" style={s.fab} onClick={() => setOpen(true)} aria-label="Open QA panel">
        QA
      </button>
    )
  return (
    <aside style={s.sheet} aria-label="QA panel">
      <div style={s.row}>
        <strong>QA harness</strong>
        <span>
          <button type="button" onClick={() => { store.reset(); refreshApp() }}>Reset</button>{' '}
          <button type="button" onClick={() => setOpen(false)}>Close</button>
        </span>
      </div>
      <p style={s.h}>Member</p>
      <Row label="Member type">
        <select
          aria-label="Member type"
          value={String(scenario.memberType)}
          onChange={(event) => {
            const value = event.target.value
            void switchMemberType(store, value === 'guest' ? 'guest' : (Number(value) as MemberTypeChoice))
          }}
        >
          {memberTypeChoices.map((choice) => (
            <option key={choice} value={String(choice)}>{choice === 'guest' ? 'guest (no session)' : `type ${choice}`}</option>
          ))}
        </select>
      </Row>
      <p style={s.h}>System</p>
      <Row label="System status">
        <select aria-label="System status" value={scenario.systemStatus} onChange={(event) => set({ systemStatus: Number(event.target.value) as 0 | 1 | 2 })}>
          <option value={0}>0 running</option>
          <option value={1}>1 blocked / maintenance</option>
          <option value={2}>2 service down / region</option>
        </select>
      </Row>
      <Row label="mem_cen (new member centre)">
        <input type="checkbox" checked={scenario.mobileTemplate.mem_cen === 1} onChange={(e) => set({ mobileTemplate: { ...scenario.mobileTemplate, mem_cen: e.target.checked ? 1 : 0 } })} />
      </Row>
      <Row label="dep_func (new deposit detail)">
        <input type="checkbox" checked={scenario.mobileTemplate.dep_func === 1} onChange={(e) => set({ mobileTemplate: { ...scenario.mobileTemplate, dep_func: e.target.checked ? 1 : 0 } })} />
      </Row>
      <p style={s.h}>Whitelabel modules</p>
      <div style={s.grid}>
        {moduleIds.map((id) => (
          <label key={id}>
            <input type="checkbox" checked={scenario.whitelabel.includes(id)} onChange={(e) => flag(id, e.target.checked)} /> {id}
          </label>
        ))}
      </div>
      <p style={s.h}>Links (empty = none)</p>
      {(Object.keys(scenario.links) as Array<keyof Scenario['links']>).map((key) => (
        <Row key={key} label={key}>
          <input style={s.input} value={scenario.links[key]} onChange={(e) => set({ links: { ...scenario.links, [key]: e.target.value } })} />
        </Row>
      ))}
      <p style={s.h}>Faults</p>
      <Row label="Login limit">
        <select aria-label="Login limit" value={scenario.loginLimit} onChange={(e) => set({ loginLimit: e.target.value as Scenario['loginLimit'] })}>
          <option value="any">any account</option>
          <option value="members">members only</option>
          <option value="agents">agents only</option>
        </select>
      </Row>
      <Row label="Identity service (social login)">
        <input type="checkbox" checked={scenario.identity} onChange={(e) => set({ identity: e.target.checked })} />
      </Row>
      <Row label="SMS code life (s)">
        <input type="number" min={0} value={scenario.smsTtlSeconds} onChange={(e) => set({ smsTtlSeconds: Number(e.target.value) })} />
      </Row>
      <Row label="Age of consent">
        <input type="number" min={18} value={scenario.ageLimit} onChange={(e) => set({ ageLimit: Number(e.target.value) })} />
      </Row>
      <p style={s.h}>Pending agent contracts</p>
      {(['salary', 'dividend', 'hourly'] as const).map((kind) => (
        <Row key={kind} label={kind}>
          <input
            type="checkbox"
            checked={scenario.pendingContracts.includes(kind)}
            onChange={(e) =>
              set({ pendingContracts: e.target.checked ? [...scenario.pendingContracts, kind] : scenario.pendingContracts.filter((x) => x !== kind) })
            }
          />
        </Row>
      ))}
      <Row label="Latency ms">
        <input style={s.input} type="number" min={0} value={scenario.latencyMs} onChange={(e) => set({ latencyMs: num(e.target.value) })} />
      </Row>
      <Row label="Error rate (0-1)">
        <input style={s.input} type="number" min={0} max={1} step={0.05} value={scenario.errorRate} onChange={(e) => set({ errorRate: num(e.target.value) })} />
      </Row>
      <Row label="Fail next N calls (503)">
        <input style={s.input} type="number" min={0} value={scenario.failNext} onChange={(e) => set({ failNext: num(e.target.value) })} />
      </Row>
      <Row label="Malformed bodies">
        <input type="checkbox" checked={scenario.malformed} onChange={(e) => set({ malformed: e.target.checked })} />
      </Row>
      <Row label="Offline">
        <input type="checkbox" checked={scenario.offline} onChange={(e) => set({ offline: e.target.checked })} />
      </Row>
      <Row label="Session expired">
        <input type="checkbox" checked={scenario.sessionExpired} onChange={(e) => set({ sessionExpired: e.target.checked })} />
      </Row>
      <Row label="Hostile HTML (help, notices)">
        <input type="checkbox" checked={scenario.hostileHtml} onChange={(e) => set({ hostileHtml: e.target.checked })} />
      </Row>
    </aside>
  )
}

export const mountQaPanel = (store: ScenarioStore) => {
  const host = document.createElement('div')
  host.id = 'qa-panel'
  document.body.append(host)
  createRoot(host).render(<Panel store={store} />)
}
