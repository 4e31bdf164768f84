/**
 * The QA panel (harness only, never in production). Its controls are generated from the Scenario
 * Schema (schema-form.tsx), so every field can be set. Every change is saved (the store persists
 * it) and the app is told to re-read the backend, so flips apply live.
 */
import { useState, useSyncExternalStore, type CSSProperties } from 'react'
import { createRoot } from 'react-dom/client'
import { Scenario, type MemberTypeChoice, type ScenarioPatch } from '../scenario'
import type { ScenarioStore } from '../store'
import { SchemaFields } from './schema-form'

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
  fab: {
    position: 'fixed',
    left: 8,
    bottom: 72,
    zIndex: 9999,
    width: 40,
    height: 40,
    borderRadius: 20,
    border: 0,
    background: '#7c3aed',
    color: '#fff',
    font: '700 12px system-ui',
    boxShadow: '0 2px 8px #0006',
  },
  sheet: {
    position: 'fixed',
    inset: '10% 0 0 0',
    zIndex: 9999,
    overflowY: 'auto',
    background: '#0f1020f2',
    color: '#e8e8f0',
    font: '13px system-ui',
    padding: 12,
    borderRadius: '12px 12px 0 0',
    maxWidth: 480,
    margin: '0 auto',
  },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, margin: '6px 0' },
} satisfies Record<string, CSSProperties>

export function QaPanel({ store }: { store: ScenarioStore }) {
  const scenario = useSyncExternalStore(store.subscribe, store.get)
  const [open, setOpen] = useState(false)
  /** Every field is a patch of its own; the store validates it against the Scenario Schema. */
  const set = (key: string, value: unknown) => {
    if (key === 'memberType') return void switchMemberType(store, value as MemberTypeChoice)
    store.set({ [key]: value } as ScenarioPatch)
    refreshApp()
  }

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
          <button
            type="button"
            onClick={() => {
              store.reset()
              refreshApp()
            }}
          >
            Reset
          </button>{' '}
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </span>
      </div>
      <SchemaFields ast={Scenario.ast} value={scenario} onChange={set} />
    </aside>
  )
}

export const mountQaPanel = (store: ScenarioStore) => {
  const host = document.createElement('div')
  host.id = 'qa-panel'
  document.body.append(host)
  createRoot(host).render(<QaPanel store={store} />)
}
