import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { policies } from '@/lib/effect/policies'
import BannerCarousel from './banner-carousel'
import { renderWithApp } from '../../../../tests/kit/render'

// Shaped like the content feature's Banner: the page passes those as they are.
const banner = (id: string, title: string) => ({
  id,
  url: `https://cdn.example.com/${id}.png`,
  groupName: 'm_home' as const,
  linkage: `/m/activity?id=${id}`,
  title,
})

const three = [banner('b1', 'Welcome bonus'), banner('b2', 'Daily cashback'), banner('b3', 'Lucky spin')]

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls onTap with the tapped banner (the page follows it in the same window)', () => {
    const onTap = vi.fn()
    renderWithApp(<BannerCarousel banners={three} onTap={onTap} />)
    fireEvent.click(screen.getByRole('button', { name: 'Daily cashback' }))
    expect(onTap).toHaveBeenCalledWith(three[1])
  })

  it('with several banners, shows pagination and moves on every policies.bannerAutoplay', () => {
    const { container } = renderWithApp(<BannerCarousel banners={three} onTap={() => {}} />)
    expect(screen.getAllByRole('button', { name: /^Show banner \d$/ })).toHaveLength(3)
    const active = () => container.querySelector('.swiper-slide-active img')?.getAttribute('alt')
    expect(active()).toBe('Welcome bonus')
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay - 500))
    expect(active()).toBe('Welcome bonus')
    act(() => vi.advanceTimersByTime(1500))
    expect(active()).toBe('Daily cashback')
  })

  it('with one banner, has no pagination, no loop and does not move', () => {
    const { container } = renderWithApp(<BannerCarousel banners={[banner('b1', 'Welcome bonus')]} onTap={() => {}} />)
    expect(screen.queryByRole('button', { name: /Show banner/ })).toBeNull()
    expect(container.querySelector('.swiper-pagination')).toBeNull()
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay * 3))
    expect(container.querySelector('.swiper-slide-active img')?.getAttribute('alt')).toBe('Welcome bonus')
    expect(screen.getAllByRole('button')).toHaveLength(1)
  })

  it('lazy-loads all but the first image and shows the default artwork when one fails', () => {
    renderWithApp(<BannerCarousel banners={three} onTap={() => {}} />)
    expect(screen.getByRole('img', { name: 'Welcome bonus' }).getAttribute('loading')).toBe('eager')
    const second = screen.getByRole('img', { name: 'Daily cashback' })
    expect(second.getAttribute('loading')).toBe('lazy')
    fireEvent.error(second)
    const fallback = screen.getByRole('img', { name: 'Daily cashback' })
    expect(fallback.tagName.toLowerCase()).toBe('svg')
  })

  it('names untitled banners by position', () => {
    renderWithApp(<BannerCarousel banners={[banner('b1', ''), banner('b2', '')]} onTap={() => {}} />)
    expect(screen.getByRole('button', { name: 'Banner 2 of 2' })).toBeTruthy()
  })
})
