// The linter: TypeScript, React hooks, accessibility, Next's rules, and the import directions of the layout.
import { readdirSync } from 'node:fs';
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

/**
 * A feature reaches another only through that feature's declared public entries: `public.ts` (types and pure
 * functions, safe in any bundle), `server.ts` (server-side API), `ui.ts` (components for other pages), `tables.ts`
 * (its database tables, for the console that reads them and for foreign keys) and, for Darky, `page.ts` (the tiny
 * helpers a page loads first). Its internals stay its own.
 */
const PUBLIC_ENTRIES = ['public', 'server', 'ui', 'page', 'tables'];
function otherFeatureInternals(feature) {
  return {
    regex: `^@\\/features\\/(?!${feature}\\/)[^/]+\\/(?!(${PUBLIC_ENTRIES.join('|')})$).+`,
    message: `Import another feature through its public entry (@/features/<feature>/${PUBLIC_ENTRIES.join('|')}), never its internals.`,
  };
}
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Server modules start with `import 'server-only'`, so a client component that reaches one fails the build instead of
 * shipping it. Not the database layer (it also runs in the PGlite worker thread, under tsx's CommonJS hook in
 * development) nor `'use server'` action files (the directive already keeps them on the server).
 */
const requireServerOnly = {
  meta: { type: 'problem', schema: [], messages: { missing: "A server module starts with `import 'server-only';`." } },
  create(context) {
    return {
      Program(program) {
        const directives = program.body.filter((node) => node.type === 'ExpressionStatement' && node.directive);
        if (directives.some((node) => node.directive === 'use server')) return;
        const marked = program.body.some((node) => node.type === 'ImportDeclaration' && node.source.value === 'server-only');
        if (!marked) context.report({ node: program, messageId: 'missing' });
      },
    };
  },
};

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
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: layoutRule(noApp, otherFeatureInternals(feature)),
  })),
  { files: ['src/components/ui/**'], rules: layoutRule(noApp, noFeature) },
  { files: ['src/server/**', 'src/config/**', 'src/content/**', 'src/i18n/**'], ignores: ['**/*.test.ts'], rules: layoutRule(noApp, noFeature) },
  { files: ['server/**'], rules: layoutRule(noApp) },
  {
    files: ['src/server/**/*.ts', 'src/features/**/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/fixtures/**', 'src/server/db/**', 'src/server/outbox/outbox-columns.ts'],
    plugins: { site: { rules: { 'server-only': requireServerOnly } } },
    rules: { 'site/server-only': 'error' },
  },
);
