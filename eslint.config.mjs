// ESLint for the whole repository (npm run lint, and a tier of npm test). typescript-eslint's
// recommended rules without type information (a full run stays in seconds), React's hook rules for the
// PWA, and the repository's import boundaries (scripts/eslint/boundaries.mjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dev-dist/**',
      'backend/src/generated/**',
      'pwa/src/api/schema.d.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/coverage/**',
      // npm start's data (uploads, HLS segments named *.ts that are video, not TypeScript).
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { local },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. The plugin's React Compiler rules are left out: this app does not use
    // the compiler, and they target its memoisation model rather than bugs.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // CommonJS files (the face worker runs as a plain Node worker thread; Prisma loads the generator).
    files: ['backend/src/**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Code passed to page.evaluate() runs in the browser.
    files: ['scripts/measure-*.mjs', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
