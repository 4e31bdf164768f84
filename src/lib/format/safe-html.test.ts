import { describe, expect, it } from 'vitest'
import { safeHtml } from './safe-html'

describe('safeHtml', () => {
  it('keeps formatting', () => {
    expect(safeHtml('<h3>Deposit</h3><p>Open <b>Deposit</b></p><ul><li>₱100</li></ul>')).toBe(
      '<h3>Deposit</h3><p>Open <b>Deposit</b></p><ul><li>₱100</li></ul>',
    )
  })
  it('drops scripts, frames and inline handlers', () => {
    const out = safeHtml('<p onclick="x()">a</p><script>alert(1)</script><iframe></iframe><img src="x" onerror="y()">')
    expect(out).toBe('<p>a</p><img src="x">')
  })
  it('drops javascript: links but keeps the text', () => {
    expect(safeHtml('<a href="javascript:alert(1)">terms</a>')).toBe('<a>terms</a>')
    expect(safeHtml('<a href="/m/regTerms">terms</a>')).toBe('<a href="/m/regTerms">terms</a>')
  })
})
