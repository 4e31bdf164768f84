import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import common from '@/lib/i18n/locales/en/common.json'
import ui from '@/lib/i18n/locales/en/ui.json'
import type { FieldRules } from '../field-rules'
import { Field, NewPasswordFields, RulesForm, SelectField } from './fields'
import { byRule, useRulesForm } from './use-rules-form'

const i18n = i18next.createInstance()
void i18n.init({
  lng: 'en',
  ns: ['common', 'ui'],
  defaultNS: 'common',
  resources: { en: { common, ui } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})
const wrapper = ({ children }: { children?: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>

const rules: FieldRules = {
  username: { enabled: true, required: true, regExp: '^[a-z0-9]{6,16}$' },
  email: { enabled: true, required: false, regExp: '^[^@]+@[^@]+$' },
  password: { enabled: true, required: true, regExp: '^.{6,}$' },
}

/** A form built the way every account form is: fields in screen order, checked by their rules. */
function SignUp({ onSend }: { onSend: (values: Record<string, string>) => void }) {
  const form = useRulesForm({ username: '', email: '', newPassword: '', confirmPassword: '' })
  return (
    <RulesForm form={form} aria-label="Sign up" onSubmit={(event) => void form.submit(onSend)(event)}>
      <Field label="Username" name="username" required check={byRule(rules, 'username')} />
      <Field label="E-mail" name="email" check={byRule(rules, 'email')} />
      <NewPasswordFields labels={{ next: 'New password', confirm: 'Confirm password' }} check={byRule(rules, 'password', true)} />
      <button type="submit">Send</button>
    </RulesForm>
  )
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true })
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }))

describe('an account form on the field rules', () => {
  it('marks required fields for assistive tech, outside the label', () => {
    render(<SignUp onSend={() => {}} />, { wrapper })
    expect(input('Username').getAttribute('aria-required')).toBe('true')
    expect(input('E-mail').getAttribute('aria-required')).toBeNull()
  })

  it('a submit shows each rule’s message, focuses the first invalid field in screen order, sends nothing and keeps what was typed', async () => {
    const onSend = vi.fn()
    render(<SignUp onSend={onSend} />, { wrapper })
    type('Username', 'player01')
    type('E-mail', 'nope')
    type('New password', 'abc')
    send()
    await screen.findByText('E-mail format incorrect')
    expect(screen.getByText('Password format incorrect')).toBeTruthy()
    expect(screen.getByText('Enter password')).toBeTruthy()
    expect(document.activeElement).toBe(input('E-mail'))
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('true')
    expect(input('Username').value).toBe('player01')
    expect(onSend).not.toHaveBeenCalled()
  })

  it('messages stay while typing and are checked again on the next submit', async () => {
    const onSend = vi.fn()
    render(<SignUp onSend={onSend} />, { wrapper })
    send()
    await screen.findByText('Username is required')
    expect(document.activeElement).toBe(input('Username'))
    type('Username', 'player01')
    expect(screen.getByText('Username is required')).toBeTruthy()
    type('New password', 'secret1')
    type('Confirm password', 'secret2')
    send()
    await screen.findByText('Confirmation password not matched')
    expect(screen.queryByText('Username is required')).toBeNull()
    type('Confirm password', 'secret1')
    send()
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce())
    expect(onSend.mock.calls[0]![0]).toEqual({ username: 'player01', email: '', newPassword: 'secret1', confirmPassword: 'secret1' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a double tap sends once: a second submit before the answer is ignored, one after it is not', async () => {
    let answer = () => {}
    const onSend = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)))
    render(<SignUp onSend={onSend} />, { wrapper })
    type('Username', 'player01')
    type('New password', 'secret1')
    type('Confirm password', 'secret1')
    send()
    send()
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce())
    send()
    expect(onSend).toHaveBeenCalledOnce()
    answer()
    // Once answered, the next tap sends again (and holds the lock, unanswered, from then on).
    await waitFor(() => {
      send()
      expect(onSend).toHaveBeenCalledTimes(2)
    })
  })
})

/** A form with one choice, required or not (an operator's KYC field says which). */
function Choice({ required, onSend }: { required: boolean; onSend: (values: Record<string, string>) => void }) {
  const form = useRulesForm({ job: '' })
  return (
    <RulesForm form={form} aria-label="Details" onSubmit={(event) => void form.submit(onSend)(event)}>
      <SelectField name="job" label="Job" required={required} options={[{ value: 'DEV', label: 'Developer' }]} />
      <button type="submit">Send</button>
    </RulesForm>
  )
}

describe('a choice from a list', () => {
  it('required: left empty it says so and nothing is sent', async () => {
    const onSend = vi.fn()
    render(<Choice required onSend={onSend} />, { wrapper })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByText('Job is required')
    expect(onSend).not.toHaveBeenCalled()
  })

  it('optional: no asterisk, and left empty the form is sent', async () => {
    const onSend = vi.fn()
    render(<Choice required={false} onSend={onSend} />, { wrapper })
    expect(screen.getByRole('combobox', { name: 'Job' }).getAttribute('aria-required')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
    expect(screen.queryByText('Job is required')).toBeNull()
  })
})
