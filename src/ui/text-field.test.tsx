import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextField } from './text-field'

/** What a screen reader reads with the field: the texts its aria-describedby names, in order. */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

describe('TextField', () => {
  it('is described by its own hint, then by the guidance the form shows elsewhere', () => {
    render(
      <>
        <TextField label="Amount" hint="Min ₱100" describedBy="limit" value="" onChange={() => {}} />
        <p id="limit">Your daily deposit limit leaves ₱800 today.</p>
      </>,
    )
    expect(descriptionOf(screen.getByLabelText('Amount'))).toEqual(['Min ₱100', 'Your daily deposit limit leaves ₱800 today.'])
  })

  it("an error takes the hint's place, and marks the field invalid", () => {
    render(
      <>
        <TextField label="Amount" hint="Min ₱100" error="The minimum is ₱100" describedBy="limit" value="50" onChange={() => {}} />
        <p id="limit">Your daily deposit limit leaves ₱800 today.</p>
      </>,
    )
    const input = screen.getByLabelText('Amount')
    expect(descriptionOf(input)).toEqual(['The minimum is ₱100', 'Your daily deposit limit leaves ₱800 today.'])
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('with nothing to say, no description at all', () => {
    render(<TextField label="Amount" value="" onChange={() => {}} />)
    expect(screen.getByLabelText('Amount').hasAttribute('aria-describedby')).toBe(false)
  })
})
