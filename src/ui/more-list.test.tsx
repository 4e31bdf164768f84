import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MoreList } from './more-list'
import type { Paging } from './record-list'
import { renderWithApp } from '../../tests/kit/render'

const failedPaging = (failure: string | null, retry: () => void): Paging<string> => ({
  items: [],
  hasMore: false,
  loading: false,
  failed: true,
  failure,
  refreshing: false,
  more: () => {},
  retry,
  refresh: () => {},
})

const list = (paging: Paging<string>) => (
  <MoreList label="History" paging={paging} getKey={(item) => item} renderItem={(item) => <li>{item}</li>} emptyMessage="None yet" />
)

describe('MoreList', () => {
  it("a failed first page says what failed, in the platform's words when it gave them, with Retry", () => {
    const retry = vi.fn()
    const { rerender } = renderWithApp(list(failedPaging('Your previous game has not finished yet', retry)))
    expect(screen.getByText('Your previous game has not finished yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
    rerender(list(failedPaging(null, retry)))
    expect(screen.getByText('Could not load this. Please try again.')).toBeTruthy()
  })

  it('offers Show more while pages remain', () => {
    const more = vi.fn()
    renderWithApp(list({ ...failedPaging(null, () => {}), items: ['a', 'b'], hasMore: true, failed: false, more }))
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(more).toHaveBeenCalledTimes(1)
  })

  it('a later page that failed: the rows stay, the failure is said, and Retry takes Show more’s place', () => {
    const retry = vi.fn()
    renderWithApp(list({ ...failedPaging('Network is slow or offline', retry), items: ['a', 'b'], hasMore: true }))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('alert').textContent).toContain('Network is slow or offline')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
