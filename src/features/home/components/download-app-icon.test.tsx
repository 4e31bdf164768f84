import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DownloadAppIcon } from './download-app-icon'
import { renderWithApp } from '../../../../tests/kit/render'

describe('DownloadAppIcon', () => {
  it('is a named icon button that calls onTap', () => {
    const onTap = vi.fn()
    renderWithApp(<DownloadAppIcon visible onTap={onTap} />)
    fireEvent.click(screen.getByRole('button', { name: 'Download the app' }))
    expect(onTap).toHaveBeenCalledTimes(1)
  })

  it('renders nothing when the page hides it', () => {
    const { container } = renderWithApp(<DownloadAppIcon visible={false} onTap={() => {}} />)
    expect(container.innerHTML).toBe('')
  })
})
