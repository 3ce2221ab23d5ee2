import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids imports that break the dependency direction of ARCHITECTURE.md. */
const forbid = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

const webShared = ['src/web/components/**', 'src/web/stores/**', 'src/web/api/**', 'src/web/routing/**'];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.test-output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  forbid(['src/contract/**'], ['**/server/**', '**/web/**'], 'The contract imports zod only.'),
  forbid(['src/server/**'], ['**/web/**'], 'The server never imports the web app.'),
  forbid(['src/web/**'], ['**/server/**'], 'The web app never imports the server; share code through src/contract.'),
  forbid(webShared, ['**/phone/**', '**/desktop/**', '**/admin/**', '**/app/**'], 'Shared web code never imports a site.'),
  forbid(['src/web/phone/**'], ['**/desktop/**', '**/admin/**'], 'The phone site never imports another site.'),
  forbid(['src/web/desktop/**'], ['**/phone/**', '**/admin/**'], 'The desktop site never imports another site.'),
);
