/**
 * The project's lint (runs inside `npm test`): the import boundaries of docs/architecture.md as
 * eslint-plugin-boundaries elements, no literal user-facing text in JSX (every string is an i18n
 * key), one place for frames, the rules of hooks, jsx-a11y, and TypeScript's recommended set.
 * tests/unit/eslint-boundaries.test.ts pins the rules that guard the architecture.
 */
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import boundaries from 'eslint-plugin-boundaries'
import i18next from 'eslint-plugin-i18next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const aliasResolver = fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url))
/** Props whose string values reach the user. */
const textProps = ['aria-label', 'title', 'placeholder', 'alt', 'label', 'message', 'confirmLabel', 'cancelLabel']
const testsAndStories = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.e2e.ts', '**/test-*.{ts,tsx}']

/**
 * Files of src/lib that src/ui may use: the timing policies, countdown and the platform's clock
 * offset, i18n, and pure formatting/link helpers (no I/O).
 */
const uiMayUseFromLib = ['effect/policies.ts', 'effect/countdown.ts', 'effect/platform-clock.ts', 'i18n/**', 'format/**', 'deep-link.ts']

/** Every frame gets its sandbox and referrer policy from one place (tests and stories included). */
const bareFrame = {
  selector: "JSXOpeningElement[name.name='iframe']",
  message: 'Use SandboxedFrame from src/ui (sandbox and referrer policy in one place)',
}

/** An app path is written once, in the route table (src/lib/routes/paths.ts): link with href(id) or paths.id. */
const routeLiterals = [
  { selector: 'Literal[value=/^\\/m\\//]', message: "A '/m/...' path: use href() or paths from src/lib/routes/paths.ts" },
  { selector: 'TemplateElement[value.raw=/^\\/m\\//]', message: "A '/m/...' path: use href() or paths from src/lib/routes/paths.ts" },
]

/** docs/architecture.md "Boundaries", one policy per row (the last matching policy decides). */
const boundaryPolicies = [
  {
    // src/ui may import only src/ui, lib/effect/policies, lib/i18n, lib/format and lib/deep-link
    from: { element: { type: 'ui' } },
    allow: {
      to: [
        { element: { type: 'ui' } },
        { element: { type: 'lib', fileInternalPath: uiMayUseFromLib } },
        // The records' date ranges: a pure rule the range bar reads (and the harness too).
        { element: { type: 'domain', fileInternalPath: ['date-range.ts'] } },
      ],
    },
  },
  {
    // src/lib and src/domain may import only each other
    from: { element: { types: { anyOf: ['domain', 'lib'] } } },
    allow: { to: { element: { types: { anyOf: ['domain', 'lib'] } } } },
  },
  {
    // a feature may import ui, lib, domain and itself, not another feature or app (compose features in app)
    from: { element: { type: 'feature' } },
    allow: {
      to: [
        { element: { types: { anyOf: ['ui', 'lib', 'domain'] } } },
        { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
      ],
    },
  },
  {
    // src/app may import everything in src, not the harness or fixtures
    from: { element: { type: 'app' } },
    allow: { to: { element: { types: { anyOf: ['ui', 'lib', 'domain', 'feature', 'app'] } } } },
  },
  {
    // src/main.tsx may import src, and harness/browser only through a dynamic import
    from: { element: { type: 'main' } },
    allow: [
      { to: { element: { types: { anyOf: ['ui', 'lib', 'domain', 'app'] } } } },
      // The dev harness: one dynamic import behind import.meta.env.DEV, so production drops it.
      { to: { file: { path: 'harness/browser.ts' } }, dependency: { nodeKind: 'dynamic-import' } },
    ],
  },
  {
    // the harness may import only src/domain, src/features/*/*-schema.ts, endpoint declarations and fixtures
    from: { element: { type: 'harness' } },
    allow: [
      { to: { element: { types: { anyOf: ['harness', 'fixtures', 'domain'] } } } },
      // Shared with the app: the schemas and endpoint declarations, never screens or atoms.
      { to: { file: { path: ['src/features/*/*-schema.ts', 'src/features/*/*-endpoints.ts', 'src/lib/http/endpoint*.ts'] } } },
    ],
  },
  {
    // fixtures may import only src/domain
    from: { element: { type: 'fixtures' } },
    allow: { to: { element: { types: { anyOf: ['fixtures', 'domain'] } } } },
  },
  {
    // Tests and stories run on the harness and its fixtures.
    from: { file: { categories: 'test' } },
    allow: { to: { element: { types: { anyOf: ['harness', 'fixtures', 'tests'] } } } },
  },
  {
    // tests/ may import anything
    from: { element: { type: 'tests' } },
    allow: { to: { element: { type: '*' } } },
  },
]

export default defineConfig(
  { ignores: ['dist/', 'dist-harness/', 'node_modules/', 'public/', 'build/', 'coverage/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { [key]: _dropped, ...rest } = record` is how a key is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // Effect declares an error without fields as `Data.TaggedError('Name')<{}>`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [aliasResolver]: {} },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'ui', pattern: 'src/ui', partialMatch: false },
        { type: 'domain', pattern: 'src/domain', partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        // Last of src: what is left is the entry, src/main.tsx (and vite-env.d.ts).
        { type: 'main', pattern: 'src', partialMatch: false },
        { type: 'harness', pattern: 'harness', partialMatch: false },
        { type: 'fixtures', pattern: 'fixtures', partialMatch: false },
        { type: 'tests', pattern: 'tests', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: testsAndStories }],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
  {
    // The React code (tests/e2e's useBrowser is a vitest fixture, not a hook).
    files: ['src/**/*.{ts,tsx}', 'harness/**/*.{ts,tsx}', '.ladle/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // React Compiler rules that flag patterns this code uses on purpose; turned off rather than
      // rewriting working components: a ref compared during render to tell a swipe from a tap
      // (frame, modal, login form, infinite list), state reset at the start of a loading effect
      // (the data-loading rewrite of issue 9 removes those effects), and Date.now/performance.now
      // inside event callbacks, which the compiler mistakes for calls during render.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari/VoiceOver drop the list semantics of a list styled with `list-style: none`: the
      // explicit role puts them back.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'], li: ['listitem'] }],
      // A scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Every user-facing string is an i18n key: no literal text in JSX ...
    files: ['src/**/*.tsx'],
    ignores: testsAndStories,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        // Text with a word in it (two letters in a row, any script); punctuation, numbers and symbols pass.
        { mode: 'jsx-text-only', words: { exclude: [/^(?![\s\S]*\p{L}{2})/u] } },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: testsAndStories,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // ... nor in the props whose string values reach the user.
          selector: `JSXAttribute[name.name=/^(${textProps.join('|')})$/] > Literal[value=/\\p{L}{2}/u]`,
          message: 'Literal text in a user-facing prop: use an i18n key',
        },
        bareFrame,
        ...routeLiterals,
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: [...testsAndStories, 'src/lib/routes/paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...routeLiterals] },
  },
  {
    files: testsAndStories.map((pattern) => `src/${pattern}`),
    rules: { 'no-restricted-syntax': ['error', bareFrame] },
  },
  {
    files: ['src/ui/sandboxed-frame.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
