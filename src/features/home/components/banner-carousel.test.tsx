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

/** Lets the lazily imported swiper arrive and render. */
const settle = async () => {
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}
const bullet = (n: number) => screen.getByRole('button', { name: `Show banner ${n}` })
const currentBullet = () =>
  screen.getAllByRole('button', { name: /^Show banner \d$/ }).findIndex((b) => b.getAttribute('aria-current') === 'true') + 1

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('paints the first banner at once as a plain, eager, first-fetched image, without swiper', () => {
    const { container } = renderWithApp(<BannerCarousel banners={three} onTap={() => {}} />)
    const image = screen.getByRole('img', { name: 'Welcome bonus' })
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.getAttribute('fetchpriority')).toBe('high')
    expect(container.querySelector('.swiper')).toBeNull()
    expect(screen.getAllByRole('button', { name: /^Show banner \d$/ })).toHaveLength(3)
    expect(currentBullet()).toBe(1)
  })

  describe("the document's copy of the first banner (head-start.ts)", () => {
    const documentCopy = () => document.body.appendChild(Object.assign(document.createElement('img'), { className: 'boot-banner' }))
    const frames = () => act(async () => void (await vi.advanceTimersByTimeAsync(100)))

    it('stays over the page until its own first banner is decoded, then goes', async () => {
      const copy = documentCopy()
      renderWithApp(<BannerCarousel banners={three} onTap={() => {}} />)
      const image = screen.getByRole<HTMLImageElement>('img', { name: 'Welcome bonus' })
      let decoded = () => {}
      image.decode = () => new Promise<void>((done) => (decoded = done))
      fireEvent.load(image)
      await frames()
      expect(copy.isConnected).toBe(true)
      decoded()
      await frames()
      expect(copy.isConnected).toBe(false)
    })

    it('goes at once when there is no banner to draw, and with the carousel', async () => {
      const copy = documentCopy()
      const { rerender, unmount } = renderWithApp(<BannerCarousel banners={[]} loading onTap={() => {}} />)
      expect(copy.isConnected).toBe(true) // the answer is still to come
      rerender(<BannerCarousel banners={[]} onTap={() => {}} />)
      expect(copy.isConnected).toBe(false)

      const next = documentCopy()
      rerender(<BannerCarousel banners={three} onTap={() => {}} />)
      unmount()
      expect(next.isConnected).toBe(false)
    })
  })

  it('a tap on the first banner calls onTap with it (the page follows it in the same window)', () => {
    const onTap = vi.fn()
    renderWithApp(<BannerCarousel banners={three} onTap={onTap} />)
    fireEvent.click(screen.getByRole('button', { name: 'Welcome bonus' }))
    expect(onTap).toHaveBeenCalledWith(three[0])
  })

  it('moves on to banner 2 when policies.bannerAutoplay has passed, then every policies.bannerAutoplay', async () => {
    const { container } = renderWithApp(<BannerCarousel banners={three} onTap={() => {}} />)
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay - 1))
    expect(container.querySelector('.swiper')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    await settle()
    const active = () => container.querySelector('.swiper-slide-active img')?.getAttribute('alt')
    expect(active()).toBe('Daily cashback')
    expect(currentBullet()).toBe(2)
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay + 1000))
    expect(active()).toBe('Lucky spin')
  })

  it("waits for its turn with a timer, not a frame loop (swiper's Autoplay module asked for every frame while home was open)", async () => {
    const { container } = renderWithApp(<BannerCarousel banners={three} onTap={() => {}} />)
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay))
    await settle()
    act(() => vi.advanceTimersByTime(1000)) // the slide's move ends
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay - 1500))
    expect(frames).not.toHaveBeenCalled()
    expect(container.querySelector('.swiper-slide-active img')?.getAttribute('alt')).toBe('Daily cashback')
  })

  it('holds still while a bullet has focus, and moves on its turn after', async () => {
    const { container } = renderWithApp(<BannerCarousel banners={three} onTap={() => {}} />)
    fireEvent.click(bullet(2))
    await settle()
    const active = () => container.querySelector('.swiper-slide-active img')?.getAttribute('alt')
    expect(document.activeElement).toBe(bullet(2))
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay * 3))
    expect(active()).toBe('Daily cashback')
    act(() => bullet(2).blur())
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay - 1))
    expect(active()).toBe('Daily cashback')
    act(() => vi.advanceTimersByTime(1))
    expect(active()).toBe('Lucky spin')
  })

  it('a bullet brings that banner, and the carousel takes the tap on it', async () => {
    const onTap = vi.fn()
    const { container } = renderWithApp(<BannerCarousel banners={three} onTap={onTap} />)
    fireEvent.click(bullet(3))
    await settle()
    expect(container.querySelector('.swiper-slide-active img')?.getAttribute('alt')).toBe('Lucky spin')
    expect(currentBullet()).toBe(3)
    expect(document.activeElement).toBe(bullet(3))
    fireEvent.click(screen.getByRole('button', { name: 'Lucky spin' }))
    expect(onTap).toHaveBeenCalledWith(three[2])
  })

  it('a swipe across the plain banner moves it and follows no link; a tap does not move it', async () => {
    const onTap = vi.fn()
    const { container } = renderWithApp(<BannerCarousel banners={three} onTap={onTap} />)
    const region = screen.getByRole('region', { name: 'Featured promotions' })
    fireEvent.pointerDown(region, { clientX: 200 })
    fireEvent.pointerUp(region, { clientX: 195 })
    await settle()
    expect(container.querySelector('.swiper')).toBeNull()
    const image = screen.getByRole('button', { name: 'Welcome bonus' })
    fireEvent.pointerDown(image, { clientX: 200 })
    fireEvent.pointerUp(image, { clientX: 100 })
    fireEvent.click(image) // a mouse drag ends in a click
    expect(onTap).not.toHaveBeenCalled()
    await settle()
    expect(container.querySelector('.swiper-slide-active img')?.getAttribute('alt')).toBe('Daily cashback')
  })

  it('with one banner, has no pagination and never moves', async () => {
    const { container } = renderWithApp(<BannerCarousel banners={[banner('b1', 'Welcome bonus')]} onTap={() => {}} />)
    expect(screen.queryByRole('button', { name: /Show banner/ })).toBeNull()
    act(() => vi.advanceTimersByTime(policies.bannerAutoplay * 3))
    await settle()
    expect(container.querySelector('.swiper')).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(1)
  })

  it('while loading, keeps an empty tile of the banner size; with no banners, shows the default artwork', () => {
    const { container, rerender } = renderWithApp(<BannerCarousel banners={[]} loading onTap={() => {}} />)
    expect(container.querySelector('.home-banners__frame')?.children).toHaveLength(0)
    rerender(<BannerCarousel banners={[]} onTap={() => {}} />)
    expect(container.querySelector('.home-banners__frame .home-default-image')).not.toBeNull()
  })

  it('shows the default artwork when a banner image fails, and names untitled banners by position', async () => {
    renderWithApp(<BannerCarousel banners={[banner('b1', ''), banner('b2', '')]} onTap={() => {}} />)
    expect(screen.getByRole('button', { name: 'Banner 1 of 2' })).toBeTruthy()
    fireEvent.click(bullet(2))
    await settle()
    const second = screen.getByRole('img', { name: 'Banner 2 of 2' })
    fireEvent.error(second)
    expect(screen.getByRole('img', { name: 'Banner 2 of 2' }).tagName.toLowerCase()).toBe('svg')
  })
})
