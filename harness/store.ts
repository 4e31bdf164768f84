import { Option, Schema } from 'effect'
import { Scenario, defaultScenario, type ScenarioPatch } from './scenario'

/** Where a scenario survives reloads: localStorage in the browser, nothing in the Node server. */
export interface ScenarioPersistence {
  readonly load: () => unknown
  readonly save: (scenario: Scenario) => void
}

export const memoryPersistence: ScenarioPersistence = { load: () => undefined, save: () => {} }

export const browserPersistence = (key = 'harness:scenario'): ScenarioPersistence => ({
  load: () => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null')
    } catch {
      return undefined
    }
  },
  save: (scenario) => localStorage.setItem(key, JSON.stringify(scenario)),
})

export type ScenarioStore = ReturnType<typeof makeScenarioStore>

export const makeScenarioStore = (persistence: ScenarioPersistence = memoryPersistence) => {
  // A stored scenario from an older build may miss fields: lay it over the defaults, then validate.
  const loaded = persistence.load()
  const merged = typeof loaded === 'object' && loaded !== null ? { ...defaultScenario, ...loaded } : defaultScenario
  let current: Scenario = Option.getOrElse(Schema.decodeUnknownOption(Scenario)(merged), () => defaultScenario)
  const listeners = new Set<(scenario: Scenario) => void>()
  return {
    get: () => current,
    set: (patch: ScenarioPatch) => {
      current = Schema.decodeUnknownSync(Scenario)({ ...current, ...patch })
      persistence.save(current)
      for (const listener of listeners) listener(current)
      return current
    },
    reset: () => {
      current = defaultScenario
      persistence.save(current)
      for (const listener of listeners) listener(current)
      return current
    },
    subscribe: (listener: (scenario: Scenario) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
