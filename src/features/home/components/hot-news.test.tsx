import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import HotNews, { pauseCommand } from './hot-news'
import { renderWithApp } from '../../../../tests/kit/render'

const video = (id: string, videoId: string, title: string) => ({
  id,
  url: '',
  groupName: 'm_video' as const,
  linkage: `https://www.youtube.com/watch?v=${videoId}`,
  title,
})

const banners = [
  video('v1', 'aaaaaaaaaaa', 'Grand jackpot'),
  video('v2', 'bbbbbbbbbbb', 'New slots'),
  video('v3', 'ccccccccccc', 'Cockfight finals'),
]

describe('HotNews', () => {
  // happy-dom does not load iframe pages; it reports that on console.error.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => vi.restoreAllMocks())

  it('is hidden without banners (or without a playable link)', () => {
    const { container, rerender } = renderWithApp(<HotNews banners={[]} />)
    expect(container.innerHTML).toBe('')
    rerender(<HotNews banners={[{ ...banners[0]!, linkage: 'javascript:alert(1)' }]} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows a play button per video and no player until one is tapped', () => {
    const { container } = renderWithApp(<HotNews banners={banners} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('button', { name: 'Play video: Grand jackpot' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Play video: Cockfight finals' })).toBeTruthy()
  })

  it("the tap creates that video's player, playing (JS API on, no related videos), focused", async () => {
    const { container } = renderWithApp(<HotNews banners={banners} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play video: New slots' })))
    const frame = screen.getByTitle('New slots')
    expect(frame.getAttribute('src')!.startsWith('https://www.youtube-nocookie.com/embed/bbbbbbbbbbb?autoplay=1&rel=0&enablejsapi=1')).toBe(
      true,
    )
    expect(frame.getAttribute('allow')).toContain('autoplay')
    expect(document.activeElement).toBe(frame)
    expect(container.querySelectorAll('iframe')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Play video: New slots' })).toBeNull()
  })

  it("posters show the banner's image when it has one, and a drawn placeholder when it has none or it fails", () => {
    const { container } = renderWithApp(<HotNews banners={[{ ...banners[0]!, url: '/img/jackpot.jpg' }, banners[1]!]} />)
    const posters = container.querySelectorAll('.home-hot-news__poster')
    const image = posters[0]!.querySelector('img')!
    expect(image.getAttribute('src')).toContain('/img/jackpot.jpg')
    expect(image.getAttribute('alt')).toBe('')
    expect(posters[1]!.querySelector('img')).toBeNull()
    act(() => {
      fireEvent.error(image)
    })
    expect(posters[0]!.querySelector('img')).toBeNull()
    expect(posters[0]!.querySelector('svg')).not.toBeNull()
  })

  it('moves with next/previous, pausing the video that slides away', async () => {
    const onChange = vi.fn()
    renderWithApp(<HotNews banners={banners} onChange={onChange} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play video: Grand jackpot' })))
    const first = screen.getByTitle('Grand jackpot') as HTMLIFrameElement
    const postMessage = vi.fn()
    Object.defineProperty(first, 'contentWindow', { value: { postMessage } })

    const previous = screen.getByRole('button', { name: 'Previous video' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Next video' }) as HTMLButtonElement
    expect(previous.disabled).toBe(true)

    await act(async () => fireEvent.click(next))
    expect(postMessage).toHaveBeenCalledWith(pauseCommand, 'https://www.youtube-nocookie.com')
    expect(JSON.parse(pauseCommand)).toMatchObject({ event: 'command', func: 'pauseVideo' })
    expect(onChange).toHaveBeenLastCalledWith(1, banners[1])
    expect(previous.disabled).toBe(false)

    await act(async () => fireEvent.click(next))
    expect(onChange).toHaveBeenLastCalledWith(2, banners[2])
    expect(next.disabled).toBe(true)

    await act(async () => fireEvent.click(previous))
    expect(onChange).toHaveBeenLastCalledWith(1, banners[1])
  })

  it('has no arrows for a single video', () => {
    renderWithApp(<HotNews banners={banners.slice(0, 1)} />)
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Play video: Grand jackpot'])
    expect(screen.getByRole('heading', { name: 'Hot News' })).toBeTruthy()
  })
})
