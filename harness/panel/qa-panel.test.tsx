import { fireEvent, render, screen, within } from '@testing-library/react'
import { SchemaAST } from 'effect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Scenario, defaultScenario } from '../scenario'
import { makeScenarioStore } from '../store'
import { QaPanel } from './qa-panel'

let refreshes = 0
const countRefresh = () => void refreshes++
beforeEach(() => {
  refreshes = 0
  window.addEventListener('wps:refresh', countRefresh)
})
afterEach(() => window.removeEventListener('wps:refresh', countRefresh))

const openPanel = () => {
  const store = makeScenarioStore()
  render(<QaPanel store={store} />)
  fireEvent.click(screen.getByRole('button', { name: 'Open QA panel' }))
  return { store, panel: screen.getByRole('complementary', { name: 'QA panel' }) }
}

describe('the QA panel', () => {
  it('has a control for every field of the Scenario', () => {
    const { panel } = openPanel()
    for (const { name, type } of Scenario.ast.propertySignatures) {
      const title = SchemaAST.resolveTitle(type) ?? ''
      expect(title, `a title for ${String(name)}`).not.toBe('')
      // A row's control is labelled by the title (a JSON field adds " (JSON)"); a struct or a set of choices is a group.
      const controls = [
        ...within(panel).queryAllByLabelText(title),
        ...within(panel).queryAllByLabelText(`${title} (JSON)`),
        ...within(panel).queryAllByRole('group', { name: title }),
      ]
      expect(controls, String(name)).not.toHaveLength(0)
    }
  })

  it('sets the fields the hand-written panel could not: languages, seed, identity phones', () => {
    const { store, panel } = openPanel()
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Offered languages' })).getByRole('checkbox', { name: 'TH' }))
    expect(store.get().languages).toEqual(defaultScenario.languages.filter((code) => code !== 'TH'))
    fireEvent.change(within(panel).getByLabelText('Error rate seed'), { target: { value: '42' } })
    expect(store.get().seed).toBe(42)
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Identity service proves phones' }))
    expect(store.get().identityPhone).toBe(true)
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Login limit' }), { target: { value: '1' } })
    expect(store.get().loginLimit).toBe('members')
    expect(refreshes).toBe(4)
  })

  it('edits nested structs field by field', () => {
    const { store, panel } = openPanel()
    fireEvent.change(within(panel).getByRole('combobox', { name: 'dep_func (new deposit detail)' }), { target: { value: '0' } })
    expect(store.get().mobileTemplate).toEqual({ mem_cen: 1, dep_func: 0 })
    fireEvent.change(within(within(panel).getByRole('group', { name: 'Links' })).getByLabelText('mobileconfig'), {
      target: { value: '/x.mobileconfig' },
    })
    expect(store.get().links).toEqual({ ...defaultScenario.links, mobileconfig: '/x.mobileconfig' })
  })

  it('takes field rules as JSON, checked against the Scenario Schema when the field is left', () => {
    const { store, panel } = openPanel()
    const json = within(panel).getByLabelText('Field rules (JSON)')
    fireEvent.change(json, { target: { value: '{ "email": { "enabled": "yes" } }' } })
    fireEvent.blur(json)
    expect(within(panel).getByRole('alert').textContent).toMatch(/enabled/)
    expect(json.getAttribute('aria-invalid')).toBe('true')
    expect(store.get().fieldRules).toEqual({})
    fireEvent.change(json, { target: { value: '{ "email": ' } })
    fireEvent.blur(json)
    expect(within(panel).getByRole('alert').textContent).toMatch(/JSON/)
    const rules = { email: { enabled: true, required: true, regExp: '^\\S+@\\S+$' } }
    fireEvent.change(json, { target: { value: JSON.stringify(rules) } })
    fireEvent.blur(json)
    expect(store.get().fieldRules).toEqual(rules)
    expect(within(panel).queryByRole('alert')).toBeNull()
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual(rules)
  })

  it('puts every field back on Reset', () => {
    const { store, panel } = openPanel()
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Offline' }))
    expect(store.get().offline).toBe(true)
    fireEvent.click(within(panel).getByRole('button', { name: 'Reset' }))
    expect(store.get()).toEqual(defaultScenario)
    expect((within(panel).getByRole('checkbox', { name: 'Offline' }) as HTMLInputElement).checked).toBe(false)
  })
})
