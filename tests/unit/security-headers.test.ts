import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  buildPolicy,
  documentHeaders,
  inlineScriptHashes,
  inlineStyleHashes,
  originList,
  policyConfigFromEnv,
  policyOfHtml,
  withPolicyMeta,
} from '../../scripts/security-headers'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('content security policy (scripts/security-headers.ts)', () => {
  it('defaults fit the harness: same origin, the harness frame origin, YouTube embeds', () => {
    const policy = buildPolicy(policyConfigFromEnv({}), [])
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'http://localhost:*', 'https://www.youtube-nocookie.com'])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(policy).not.toMatch(/unsafe-/)
  })

  it('takes its origins from the configuration', () => {
    const policy = buildPolicy(
      policyConfigFromEnv({
        VITE_API_BASE_URL: 'https://api.operator.example/',
        VITE_LOTTERY_URL: 'https://lotto.operator.example/h5/',
        VITE_FRAME_ORIGINS: 'https://games.vendor.example, https://*.chat.example',
        VITE_IMAGE_ORIGINS: 'https://cdn1.example https://cdn2.example',
        VITE_SERVICE_ORIGINS: 'https://www.gstatic.com',
      }),
      ["'sha256-abc='"],
    )
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", 'https://www.gstatic.com'])
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.operator.example', 'https://www.gstatic.com'])
    expect(directive(policy, 'frame-src')).toEqual([
      'https://lotto.operator.example',
      'https://games.vendor.example',
      'https://*.chat.example',
      'https://www.youtube-nocookie.com',
      'https://www.gstatic.com',
    ])
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn1.example',
      'https://cdn2.example',
      'https://www.gstatic.com',
    ])
  })

  it('refuses anything that is not an origin (no directive injection)', () => {
    expect(() => originList('VITE_FRAME_ORIGINS', "https://a.example; script-src 'unsafe-inline'")).toThrow(/not an origin/)
    expect(() => originList('VITE_IMAGE_ORIGINS', 'cdn.example')).toThrow(/not an origin/)
  })

  it('hashes the inline stylesheet and pins it in style-src, next to self', () => {
    const html = '<html><head><style>.boot-splash{display:grid}</style><link rel="stylesheet" href="/x.css"></head></html>'
    const hashes = inlineStyleHashes(html)
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('.boot-splash{display:grid}').digest('base64')}'`])
    expect(directive(buildPolicy(policyConfigFromEnv({}), [], hashes), 'style-src')).toEqual(["'self'", ...hashes])
    expect(directive(buildPolicy(policyConfigFromEnv({}), []), 'style-src')).toEqual(["'self'"])
  })

  it('hashes inline scripts only and puts the meta first in head; the header adds frame-ancestors', () => {
    const html = '<html><head><meta charset="UTF-8" /><script>var a = 1</script><script type="module" src="/x.js"></script></head></html>'
    const hashes = inlineScriptHashes(html)
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('var a = 1').digest('base64')}'`])
    const out = withPolicyMeta(html, "script-src 'self'")
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'))
    expect(policyOfHtml(out)).toBe("script-src 'self'")
    expect(documentHeaders("script-src 'self'")['content-security-policy']).toBe("script-src 'self'; frame-ancestors 'none'")
  })
})
