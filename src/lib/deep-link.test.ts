import { describe, expect, it, vi } from 'vitest'
import { benignHtml, hostileHtml } from '../../fixtures/hostile-html'
import { deepLinkOf, imageSourceAllowed, linkTargetOf, paymentImageAllowed } from './deep-link'

/**
 * The deep-link router's table. DOMPurify itself cannot run under happy-dom 21 (its
 * Node.prototype.nodeName getter answers '' for elements, so DOMPurify drops every element), and
 * mutation XSS depends on a real browser's parser anyway: the sanitiser's payload table runs in
 * Chromium, over the real help page (tests/e2e/operator-html.e2e.ts), with the same fixtures.
 */
const origin = 'https://app.example'

describe('linkTargetOf', () => {
  it.each(hostileHtml.flatMap((entry) => (entry.hrefs ?? []).map((href) => [entry.id, href] as const)))('%s: blocks %j', (_, href) => {
    expect(linkTargetOf(href, origin)).toEqual({ kind: 'blocked' })
  })

  it.each([
    ['', { kind: 'blocked' }],
    ['#top', { kind: 'blocked' }],
    ['notice', { kind: 'blocked' }],
    ['/home', { kind: 'blocked' }],
    ['/mx', { kind: 'blocked' }],
    ['//evil.example', { kind: 'blocked' }],
    ['/\\evil.example', { kind: 'blocked' }],
    ['\\\\evil.example', { kind: 'blocked' }],
    ['https:evil.example', { kind: 'external', href: 'https://evil.example/' }],
    ['http://', { kind: 'blocked' }],
    ['ftp://files.example/x', { kind: 'blocked' }],
    ['file:///etc/passwd', { kind: 'blocked' }],
    ['blob:https://app.example/1', { kind: 'blocked' }],
    ['/m/notice', { kind: 'internal', path: '/m/notice' }],
    ['/m', { kind: 'internal', path: '/m' }],
    ['  /m/help?i=2#faq ', { kind: 'internal', path: '/m/help?i=2#faq' }],
    ['/m/./game?x=1', { kind: 'internal', path: '/m/game?x=1' }],
    ['/m/../wps/system/publicKey', { kind: 'blocked' }],
    ['https://example.com/rules', { kind: 'external', href: 'https://example.com/rules' }],
    [' HTTPS://Example.com/a b', { kind: 'external', href: 'https://example.com/a%20b' }],
    ['http://example.com', { kind: 'external', href: 'http://example.com/' }],
    ['https://app.example/m/notice', { kind: 'external', href: 'https://app.example/m/notice' }],
    ['mailto:support@example.com', { kind: 'contact', href: 'mailto:support@example.com' }],
    ['TEL:+63 917 123 4501', { kind: 'contact', href: 'TEL:+63 917 123 4501' }],
  ] as const)('%j -> %j', (href, expected) => {
    expect(linkTargetOf(href, origin)).toEqual(expected)
  })

  it('keeps the benign fixtures routable', () => {
    const kinds = benignHtml.flatMap((entry) => entry.hrefs ?? []).map((href) => linkTargetOf(href, origin).kind)
    expect(kinds).toEqual(['internal', 'external', 'contact', 'contact'])
  })
})

describe('imageSourceAllowed', () => {
  it.each([
    ['https://cdn.example/a.png', true],
    ['/harness-img/tile.svg?text=a', true],
    ['HTTPS://cdn.example/a.png', true],
    ['http://cdn.example/a.png', false],
    ['//cdn.example/a.png', false],
    ['/\\cdn.example/a.png', false],
    ['a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', false],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['https://', false],
    ['', false],
  ] as const)('%j -> %s', (src, allowed) => {
    expect(imageSourceAllowed(src, origin)).toBe(allowed)
  })
})

describe('paymentImageAllowed (a deposit order QR)', () => {
  const origin = 'https://m.example.test'
  it.each([
    ['https://cdn.pay.example.test/qr.png', true],
    ['/qr/D1.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml;charset=utf-8,%3Csvg%3E', true],
    ['data:text/html,<script>alert(1)</script>', false],
    ['javascript:alert(1)', false],
    ['http://pay.example.test/qr.png', false],
  ])('%s → %s', (src, allowed) => {
    expect(paymentImageAllowed(src, origin)).toBe(allowed)
  })
})

describe('deepLinkOf (the platform link codes, PLATFORM.md §7)', () => {
  it('APP_DOWNLOAD opens nothing inside the app or the installed web app (PLATFORM.md §7: hidden there)', () => {
    const standalone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('standalone'), media: query }) as MediaQueryList)
    try {
      expect(deepLinkOf('APP_DOWNLOAD', origin)).toEqual({ kind: 'blocked' })
    } finally {
      standalone.mockRestore()
    }
  })

  it.each([
    ['REGISTER', { kind: 'internal', path: '/m/register' }],
    ['DEPOSIT', { kind: 'internal', path: '/m/voucherCenter' }],
    ['REWARD_CENTER', { kind: 'internal', path: '/m/rewardCenter' }],
    ['INVITE_FRIENDS', { kind: 'internal', path: '/m/inviteFriends' }],
    ['POINT_MARKET', { kind: 'internal', path: '/m/mall/mallHome' }],
    ['PROMO:spring-88', { kind: 'internal', path: '/m/activity?id=spring-88' }],
    [' PROMO:spring-88 ', { kind: 'internal', path: '/m/activity?id=spring-88' }],
    ['APP_DOWNLOAD', { kind: 'app-download' }],
    ['MEMBER_TURNOVER', { kind: 'internal', path: '/m/member/manualRebate' }],
    ['GAME_LINKAGE:PP:RNG:vs20olympgate', { kind: 'game', vendor: 'PP', gameType: 'RNG', gameCode: 'vs20olympgate' }],
    ['REDIRECT_URL:https://promo.example/x?a=1', { kind: 'external', href: 'https://promo.example/x?a=1' }],
    ['REDIRECT_URL:/m/activity', { kind: 'internal', path: '/m/activity' }],
    // Values that do not fit their code, and codes we do not know: nothing opens.
    ['PROMO', { kind: 'unknown', link: 'PROMO' }],
    ['PROMO:../../etc', { kind: 'unknown', link: 'PROMO:../../etc' }],
    ['PROMO:<script>', { kind: 'unknown', link: 'PROMO:<script>' }],
    ['GAME_LINKAGE:PP:RNG', { kind: 'unknown', link: 'GAME_LINKAGE:PP:RNG' }],
    ['GAME_LINKAGE:PP:RNG:a:b', { kind: 'unknown', link: 'GAME_LINKAGE:PP:RNG:a:b' }],
    ['REDIRECT_URL:javascript:alert(1)', { kind: 'unknown', link: 'REDIRECT_URL:javascript:alert(1)' }],
    ['REDIRECT_URL://evil.example', { kind: 'unknown', link: 'REDIRECT_URL://evil.example' }],
    ['MISSION', { kind: 'internal', path: '/m/leaderBoard' }],
    ['MEMBER', { kind: 'internal', path: '/m/member/benefits' }],
    ['LUCKY_WHEEL:3', { kind: 'unknown', link: 'LUCKY_WHEEL:3' }],
    // Addresses are judged as links are.
    ['/m/notice', { kind: 'internal', path: '/m/notice' }],
    ['https://promo.example/', { kind: 'external', href: 'https://promo.example/' }],
    ['HTTPS://promo.example/', { kind: 'external', href: 'https://promo.example/' }],
    ['javascript:alert(1)', { kind: 'blocked' }],
    ['', { kind: 'blocked' }],
    [null, { kind: 'blocked' }],
  ] as const)('%j -> %j', (link, expected) => {
    expect(deepLinkOf(link, origin)).toEqual(expected)
  })
})
