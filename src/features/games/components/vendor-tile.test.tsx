import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sampleVendor } from './test-games'
import { renderWithApp } from '../../../../tests/kit/render'
import { VendorTile } from './vendor-tile'

describe('VendorTile', () => {
  it('is a button named by the vendor that launches it', () => {
    const onLaunch = vi.fn()
    const vendor = sampleVendor()
    renderWithApp(<VendorTile vendor={vendor} onLaunch={onLaunch} />)
    fireEvent.click(screen.getByRole('button', { name: 'Evolution' }))
    expect(onLaunch).toHaveBeenCalledWith(vendor)
  })

  it('shows the large mobile icon, and the default image when it fails', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = renderWithApp(<VendorTile vendor={sampleVendor()} onLaunch={() => {}} />)
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/vendors/evo.png')
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg.games-default-image')).not.toBeNull()
    vi.unstubAllGlobals()
  })
})
