import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { preloadSelect } from '@/ui/select'
import { tap } from '@/ui/test-input'
import { Footer, hotNewsFrameOf, type FooterProps } from './footer'
import { renderWithApp } from '../../../../tests/kit/render'

const props = (overrides: Partial<FooterProps> = {}): FooterProps => ({
  languages: ['EN', 'TY'],
  language: 'EN',
  onLanguage: () => {},
  videoBanners: [{ id: 'v1', url: '', linkage: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'How to deposit' }],
  socialLinks: { facebook: 'https://facebook.example/wps', telegram: 'https://t.example/wps', youtube: '' },
  helpTitles: ['How to register', 'Deposits and withdrawals'],
  onHelp: () => {},
  ...overrides,
})

// The select's sheet arrives after first paint in the app; here it is loaded before the tests.
beforeAll(async () => {
  await preloadSelect()
})

describe('Footer', () => {
  afterEach(() => vi.unstubAllGlobals())
  it('changes language through the selector', async () => {
    // Base UI opens the sheet one animation frame after the press: fake timers play that frame
    // (on a loaded CI machine, a real one once never came within the wait).
    vi.useFakeTimers()
    try {
      const onLanguage = vi.fn()
      renderWithApp(<Footer {...props({ onLanguage })} />)
      const select = screen.getByRole('combobox', { name: 'Language' })
      expect(select.textContent).toContain('English')
      tap(select)
      await act(() => vi.advanceTimersByTimeAsync(20))
      tap(screen.getByRole('option', { name: 'Tagalog' }))
      expect(onLanguage).toHaveBeenCalledWith('TY')
    } finally {
      vi.useRealTimers()
    }
  })

  it('plays m_video links in the Hot News carousel: a poster until tapped, then a no-cookie player without related videos', async () => {
    // The carousel comes as it nears the screen; without an IntersectionObserver it is near at once.
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = renderWithApp(<Footer {...props()} />)
    const play = await screen.findByRole('button', { name: 'Play video: How to deposit' })
    expect(container.querySelector('iframe')).toBeNull()
    fireEvent.click(play)
    const frame = await screen.findByTitle('How to deposit')
    const src = new URL(frame.getAttribute('src')!)
    expect(`${src.origin}${src.pathname}`).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(src.searchParams.get('autoplay')).toBe('1')
    expect(src.searchParams.get('rel')).toBe('0')
  })

  it('links only the networks that have a link, in a new tab without opener', () => {
    renderWithApp(<Footer {...props()} />)
    const social = screen.getByRole('navigation', { name: 'Follow us' })
    const links = within(social).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Facebook (opens in a new tab)', 'Telegram (opens in a new tab)'])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
  })

  it('hides the social block when no network has a link', () => {
    renderWithApp(<Footer {...props({ socialLinks: {} })} />)
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).toBeNull()
  })

  it('shows the payment marks (defaults, or the ones given)', () => {
    const { unmount } = renderWithApp(<Footer {...props()} />)
    expect(within(screen.getByRole('region', { name: 'Payment methods' })).getAllByRole('listitem')).toHaveLength(4)
    unmount()
    renderWithApp(<Footer {...props({ paymentIcons: ['ewallet', 'cash'] })} />)
    const items = within(screen.getByRole('region', { name: 'Payment methods' })).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['E-wallet', 'Cash payment'])
  })

  it('lists help titles that open /m/help?i={index} through onHelp', () => {
    const onHelp = vi.fn()
    renderWithApp(<Footer {...props({ onHelp })} />)
    const link = screen.getByRole('link', { name: 'Deposits and withdrawals' })
    expect(link.getAttribute('href')).toBe('/m/help?i=1')
    fireEvent.click(link)
    expect(onHelp).toHaveBeenCalledWith(1)
  })

  it('holds the rows of help topics still loading, hidden from assistive technology, and no links', () => {
    const { container } = renderWithApp(<Footer {...props({ helpTitles: [], helpPending: 4 })} />)
    expect(screen.queryByRole('heading', { name: 'Help' })).toBeNull()
    expect(container.querySelectorAll('[aria-hidden="true"] .home-footer__help li')).toHaveLength(4)
    expect(container.querySelectorAll('.home-footer__help a')).toHaveLength(0)
  })

  it("holds the Hot News carousel's frame while the m_video banners load, with its caption line as last time", () => {
    const frame = (videosPending: FooterProps['videosPending']) =>
      renderWithApp(<Footer {...props({ videoBanners: [], videosPending })} />).container.querySelector('.home-hot-news')
    expect(frame('captioned')?.querySelector('.home-hot-news__caption')).not.toBeNull()
    expect(frame('plain')?.querySelector('.home-hot-news__caption')).toBeNull()
    expect(frame('none')).toBeNull()
  })

  it.each([
    ['no banners', [], 'none'],
    ['no video link among them', [{ id: 'a', url: '', linkage: '/m/home', title: 'Promo' }], 'none'],
    ['videos without titles', [{ id: 'a', url: '', linkage: 'https://youtu.be/dQw4w9WgXcQ', title: '' }], 'plain'],
    ['a video with a title', [{ id: 'a', url: '', linkage: 'https://youtu.be/dQw4w9WgXcQ', title: 'How to' }], 'captioned'],
  ] as const)('the Hot News frame of %s is %s', (_, banners, frame) => {
    expect(hotNewsFrameOf(banners)).toBe(frame)
  })

  it('shows the 21+ badge with the age-consent wording, or the configured age', () => {
    const { unmount } = renderWithApp(<Footer {...props()} />)
    expect(screen.getByRole('img', { name: 'Adults only, 21 and over' }).textContent).toBe('21+')
    expect(screen.getByText(/You must be 21 years of age or older/)).toBeTruthy()
    unmount()
    renderWithApp(<Footer {...props({ ageLimit: 18 })} />)
    expect(screen.getByRole('img', { name: 'Adults only, 18 and over' }).textContent).toBe('18+')
  })
})
