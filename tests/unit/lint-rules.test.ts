import { sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { boundaryViolation, hasWords } from '../../scripts/lint-rules'

const p = (path: string) => path.split('/').join(sep)

describe('import boundaries (DESIGN.md §3)', () => {
  it.each([
    ['src/ui/modal.tsx', 'src/features/account/account-atoms', false],
    ['src/ui/modal.tsx', 'src/app/runtime', false],
    ['src/ui/modal.tsx', 'src/lib/http/api', false],
    ['src/lib/session/session-atoms.ts', 'src/features/messages/messages-api', false],
    ['src/domain/member.ts', 'src/app/frame-rules', false],
    ['src/features/account/account-atoms.ts', 'src/features/messages/messages-atoms', false],
    ['src/features/account/account-atoms.ts', 'src/app/runtime', false],
    ['src/app/app.tsx', 'harness/handlers', false],
    ['src/app/app.tsx', 'fixtures/accounts', true],
    ['src/main.tsx', 'harness/browser', false],
    ['harness/handlers.ts', 'src/lib/session/session-atoms', false],
    ['harness/handlers.ts', 'src/app/frame/frame', false],
    ['fixtures/site.ts', 'src/lib/config', false],
  ])('%s may not import %s', (from, to, dynamic) => {
    expect(boundaryViolation(p(from), p(to), dynamic)).not.toBeNull()
  })

  it.each([
    ['src/ui/modal.tsx', 'src/lib/effect/policies', false],
    ['src/features/account/account-atoms.ts', 'src/lib/session/session-atoms', false],
    ['src/features/account/components/login-page.tsx', 'src/features/account/account-atoms', false],
    ['src/app/frame/frame.tsx', 'src/features/messages/messages-atoms', false],
    ['src/main.tsx', 'harness/browser', true],
    ['harness/handlers.ts', 'src/domain/member', false],
    ['harness/handlers.ts', 'src/features/account/account-schema', false],
    ['fixtures/accounts.ts', 'src/domain/member', false],
    ['src/lib/crypto/body-cipher.test.ts', 'harness/crypto', false],
    ['src/ui/badge.stories.tsx', 'fixtures/site', false],
  ])('%s may import %s', (from, to, dynamic) => {
    expect(boundaryViolation(p(from), p(to), dynamic)).toBeNull()
  })
})

describe('literal text detection', () => {
  it('flags words and ignores punctuation, numbers and whitespace', () => {
    expect(hasWords('Login')).toBe(true)
    expect(hasWords('登录')).toBe(true)
    expect(hasWords(' · ')).toBe(false)
    expect(hasWords('99+')).toBe(false)
  })
})
