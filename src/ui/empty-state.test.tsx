import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EmptyState } from './empty-state'
import { renderWithApp } from '../../tests/kit/render'

describe('EmptyState', () => {
  it('says "No data" by default and has no button', () => {
    renderWithApp(<EmptyState />)
    expect(screen.getByText('No data')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows a custom message and a retry action', () => {
    const onAction = vi.fn()
    renderWithApp(<EmptyState message="No games found" onAction={onAction} />)
    expect(screen.getByText('No games found')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onAction).toHaveBeenCalledTimes(1)
  })

  it('uses a custom action label', () => {
    renderWithApp(<EmptyState onAction={() => {}} actionLabel="Browse games" />)
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeTruthy()
  })
})
