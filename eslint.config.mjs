// The linter: TypeScript, React hooks, accessibility, Next's rules, and the import directions of the layout.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layout's one-way imports (COMMON.md): src/app -> src/features -> src/components/ui, src/server, src/config,
 * src/content, src/i18n. Each entry forbids, in the files it names, imports of a folder by its `@/` alias or by a
 * relative path (`../features/…`, `../src/app/…`).
 */
function forbid(folder, message) {
  const escaped = folder.replace(/[/]/g, '\\/');
  return { regex: `^(@\\/|(\\.\\.\\/)+(src\\/)?)${escaped}(\\/|$)`, message };
}
const noApp = forbid('app', 'Routes (src/app) are the top of the layout: nothing imports them; move what is shared to a feature or src/server.');
const noFeature = forbid(
  'features',
  'Only routes and features import features: move what is shared to src/components/ui, src/server, src/config or src/content.',
);

function layoutRule(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

export default tseslint.config(
  {
    ignores: ['.next/**', 'dist/**', 'node_modules/**', 'public/**', 'coverage/**', 'screenshots/**', 'test-results/**', 'next-env.d.ts', 'drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Type-only imports stay type-only (they vanish from bundles; isolatedModules needs them marked).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // A `let` declared before the closure that reads it and assigned once later stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Two React Compiler rules are off: the site does not run the compiler, and the 30 places they flag (refs read
      // while rendering a ref-held socket, state set from an effect after hydration) are correct without it.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      // The site has no pages/ router, which is what this rule guards.
      '@next/next/no-html-link-for-pages': 'off',
      // A scrollable region must be focusable to scroll by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [], allowExpressionValues: true }],
    },
    settings: { next: { rootDir: '.' } },
  },
  // CLIs, benches and build scripts talk to the terminal.
  { files: ['scripts/**', 'tests/**', '**/fixtures/**', '**/*.test.ts', '**/*.test.tsx'], rules: { 'no-console': 'off' } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },

  // The layout.
  { files: ['src/features/**'], rules: layoutRule(noApp) },
  { files: ['src/components/ui/**'], rules: layoutRule(noApp, noFeature) },
  { files: ['src/server/**', 'src/config/**', 'src/content/**', 'src/i18n/**'], ignores: ['**/*.test.ts'], rules: layoutRule(noApp, noFeature) },
  { files: ['server/**'], rules: layoutRule(noApp) },
);
