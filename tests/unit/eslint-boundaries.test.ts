// @vitest-environment node
/**
 * Pins the rules of eslint.config.js that guard the architecture (docs/architecture.md
 * "Boundaries"): each snippet is linted as if it were the named file of the tree.
 */
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, 'eslint.config.js') })

// The first lint loads the plugins and the React Compiler: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: resolve(root, 'src/ui/warm-up.ts') }), 60_000)

/** The rules pinned here. */
const pinned = new Set([
  'boundaries/dependencies',
  'i18next/no-literal-string',
  'no-restricted-syntax',
  'react-hooks/rules-of-hooks',
  'jsx-a11y/alt-text',
])

/** The pinned rules a snippet breaks, linted as the file at `path` (a parse error fails the test). */
const broken = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) })
  const messages = result?.messages ?? []
  expect(messages.filter((message) => message.fatal)).toEqual([])
  return [...new Set(messages.flatMap((message) => (message.ruleId && pinned.has(message.ruleId) ? [message.ruleId] : [])))]
}

describe('import boundaries', () => {
  it.each([
    ['src/ui/probe.ts', "import { imageUrl } from '@/lib/site/image-cdn'"],
    ['src/ui/probe.ts', "import { imageUrl } from '../lib/site/image-cdn'"],
    ['src/ui/probe.ts', "import { sessionAtom } from '@/lib/session/session-atoms'"],
    ['src/ui/probe.ts', "import { Api } from '@/lib/http/api'"],
    ['src/ui/probe.ts', "import { GameTile } from '@/features/games/components/game-tile'"],
    ['src/ui/probe.ts', "import { appStore } from '@/app/runtime'"],
    ['src/lib/probe.ts', "import { messagesAtom } from '@/features/messages/messages-atoms'"],
    ['src/domain/probe.ts', "import { routes } from '@/app/routes'"],
    ['src/features/games/probe.ts', "import { sessionFlows } from '@/features/account/account-atoms'"],
    ['src/features/games/pages/probe.tsx', "import { FooterIcons } from '../../home/components/footer-icons'"],
    ['src/features/games/probe.ts', "import { appStore } from '@/app/runtime'"],
    ['src/app/probe.ts', "import { handlers } from '@harness/handlers'"],
    ['src/app/probe.ts', "import { accounts } from '@fixtures/accounts'"],
    ['src/main.tsx', "import { startBrowserHarness } from '../harness/browser'"],
    ['harness/probe.ts', "import { HomePage } from '@/app/pages/home-page'"],
    ['harness/probe.ts', "import { LoginForm } from '@/features/account/components/login-form'"],
    ['harness/probe.ts', "import { sessionAtom } from '@/lib/session/session-atoms'"],
    ['fixtures/probe.ts', "import { config } from '@/lib/config'"],
  ])('%s may not: %s', async (path, code) => {
    expect(await broken(path, code)).toEqual(['boundaries/dependencies'])
  })

  it.each([
    ['src/ui/probe.ts', "import { policies } from '@/lib/effect/policies'\nimport { Badge } from './badge'"],
    [
      'src/ui/probe.ts',
      "import { linkTargetOf } from '@/lib/deep-link'\nimport { sanitizeOperatorHtml } from '@/lib/format/operator-html'",
    ],
    ['src/lib/probe.ts', "import { MemberInfo } from '@/domain/member'\nimport { keys } from '@/lib/state/keys'"],
    [
      'src/features/games/probe.ts',
      "import { gamesApi } from './games-api'\nimport { sessionAtom } from '@/lib/session/session-atoms'\nimport { Badge } from '@/ui'",
    ],
    [
      'src/app/probe.ts',
      "import { LoginForm } from '@/features/account/components/login-form'\nimport { GameTile } from '@/features/games/components/game-tile'",
    ],
    ['src/main.tsx', "export const start = () => import('../harness/browser')"],
    [
      'harness/probe.ts',
      "import { MemberInfo } from '@/domain/member'\nimport { LoginRequest } from '@/features/account/account-schema'\nimport { accounts } from '@fixtures/accounts'",
    ],
    [
      'harness/probe.ts',
      "import { endpoint } from '@/lib/http/endpoint'\nimport { gameList } from '@/features/games/games-endpoints'\nimport { memberInfo } from '@/domain/endpoints'",
    ],
    ['fixtures/probe.ts', "import { MemberInfo } from '@/domain/member'"],
    ['src/ui/probe.test.ts', "import { site } from '@fixtures/site'\nimport { handlers } from '@harness/handlers'"],
  ])('%s may: %s', async (path, code) => {
    expect(await broken(path, code)).toEqual([])
  })
})

describe('user-facing text and frames', () => {
  const component = (jsx: string) =>
    `import { useTranslation } from 'react-i18next'\nexport function Probe() {\n  const { t } = useTranslation()\n  return ${jsx}\n}\n`

  it('rejects literal text in JSX and in the props that reach the user', async () => {
    expect(await broken('src/features/games/probe.tsx', component('<p>Login</p>'))).toEqual(['i18next/no-literal-string'])
    expect(await broken('src/ui/probe.tsx', component('<p>登录</p>'))).toEqual(['i18next/no-literal-string'])
    expect(await broken('src/ui/probe.tsx', component('<button type="button" aria-label="Close">×</button>'))).toEqual([
      'no-restricted-syntax',
    ])
    expect(await broken('src/app/probe.tsx', component('<input placeholder="Username" />'))).toEqual(['no-restricted-syntax'])
  })

  it('accepts i18n keys, punctuation and numbers, and literal text in tests and stories', async () => {
    expect(await broken('src/features/games/probe.tsx', component("<p title={t('a.title')}>{t('a.body')} · 99+</p>"))).toEqual([])
    expect(await broken('src/ui/probe.stories.tsx', component('<p>Login</p>'))).toEqual([])
  })

  it('allows a bare <iframe> only in src/ui/sandboxed-frame.tsx', async () => {
    const frame = component('<iframe title={t(\'frame\')} src="https://example.test" />')
    expect(await broken('src/features/games/probe.tsx', frame)).toEqual(['no-restricted-syntax'])
    expect(await broken('src/features/games/probe.test.tsx', frame)).toEqual(['no-restricted-syntax'])
    expect(await broken('src/ui/sandboxed-frame.tsx', frame)).toEqual([])
  })
})

describe('route paths', () => {
  it("refuses a '/m/...' literal outside the route table, in code and in JSX", async () => {
    expect(await broken('src/features/games/probe.ts', "export const to = '/m/home'\n")).toEqual(['no-restricted-syntax'])
    expect(await broken('src/lib/probe.ts', 'export const to = (i: number) => `/m/help?i=${i}`\n')).toEqual(['no-restricted-syntax'])
    expect(await broken('src/app/probe.tsx', 'export const Probe = () => <a href="/m/login">·</a>\n')).toEqual(['no-restricted-syntax'])
  })

  it('allows them in the route table, tests and stories, and allows a pattern over /m/', async () => {
    expect(await broken('src/lib/routes/paths.ts', "export const paths = { home: '/m/home' }\n")).toEqual([])
    expect(await broken('src/app/probe.test.ts', "export const to = '/m/home'\n")).toEqual([])
    expect(await broken('src/lib/probe.ts', 'export const inApp = /^\\/m\\//\n')).toEqual([])
  })
})

describe('hooks and accessibility', () => {
  it('rejects a hook called conditionally and an image without alt', async () => {
    const conditional =
      "import { useState } from 'react'\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0)\n  return null\n}\n"
    expect(await broken('src/ui/probe.tsx', conditional)).toContain('react-hooks/rules-of-hooks')
    expect(await broken('src/ui/probe.tsx', 'export const Probe = () => <img src="/a.png" />\n')).toEqual(['jsx-a11y/alt-text'])
  })
})
