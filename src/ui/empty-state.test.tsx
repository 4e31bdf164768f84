import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EmptyState } from './empty-state'
import { renderUi } from './test-i18n'

describe('EmptyState', () => {
  it('says "No data" by default and has no button', () => {
    renderUi(<EmptyState />)
    expect(screen.getByText('No data')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows a custom message and a retry action', () => {
    const onAction = vi.fn()
    renderUi(<EmptyState message="No games found" onAction={onAction} />)
    expect(screen.getByText('No games found')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onAction).toHaveBeenCalledTimes(1)
  })

  it('uses a custom action label', () => {
    renderUi(<EmptyState onAction={() => {}} actionLabel="Browse games" />)
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeTruthy()
  })
})
