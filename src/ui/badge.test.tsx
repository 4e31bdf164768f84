import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from './badge'
import { renderWithApp } from '../../tests/kit/render'

describe('Badge', () => {
  it('shows the count with an accessible name', () => {
    renderWithApp(<Badge count={5} />)
    expect(screen.getByRole('img', { name: '5 new' }).textContent).toBe('5')
  })

  it('shows 99 as is and 99+ above the default cap', () => {
    const { rerender } = renderWithApp(<Badge count={99} />)
    expect(screen.getByRole('img').textContent).toBe('99')
    rerender(<Badge count={100} />)
    expect(screen.getByRole('img', { name: '100 new' }).textContent).toBe('99+')
    rerender(<Badge count={1000} />)
    expect(screen.getByRole('img').textContent).toBe('99+')
  })

  it('honours a custom cap', () => {
    renderWithApp(<Badge count={10} cap={9} />)
    expect(screen.getByRole('img').textContent).toBe('9+')
  })

  it('is hidden when the count is zero or negative but keeps its children', () => {
    const { rerender } = renderWithApp(<Badge count={0} />)
    expect(screen.queryByRole('img')).toBeNull()
    rerender(
      <Badge count={-3}>
        <span>Inbox</span>
      </Badge>,
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Inbox')).toBeTruthy()
  })

  it('on a control, draws its number from data-count (not text of the control label) and keeps its name', () => {
    renderWithApp(
      <button type="button" aria-label="Inbox">
        <Badge count={120} label="120 unread">
          <svg />
        </Badge>
      </button>,
    )
    const badge = screen.getByRole('img', { name: '120 unread' })
    expect(badge.textContent).toBe('')
    expect(badge.getAttribute('data-count')).toBe('99+')
  })

  it('dot mode shows no number and a "new" label', () => {
    renderWithApp(<Badge count={7} dot />)
    const dot = screen.getByRole('img', { name: 'New' })
    expect(dot.textContent).toBe('')
  })
})
