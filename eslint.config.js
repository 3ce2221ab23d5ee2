import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Forbids imports that break the dependency direction of ARCHITECTURE.md. A later entry matching the same files
 * replaces an earlier one's options (flat config), so each entry lists every group its files must not import.
 */
const forbid = (files, ...groups) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }] },
});
const noServer = [['**/server/**'], 'The web app never imports the server; share code through src/contract.'];

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
  forbid(['src/contract/**'], [['**/server/**', '**/web/**'], 'The contract imports zod only.']),
  forbid(['src/server/**'], [['**/web/**'], 'The server never imports the web app.']),
  forbid(['src/web/**'], noServer),
  forbid(webShared, noServer, [['**/phone/**', '**/desktop/**', '**/admin/**', '**/app/**'], 'Shared web code never imports a site.']),
  forbid(['src/web/phone/**'], noServer, [['**/desktop/**', '**/admin/**'], 'The phone site never imports another site.']),
  forbid(['src/web/desktop/**'], noServer, [['**/phone/**', '**/admin/**'], 'The desktop site never imports another site.']),
  forbid(['src/web/admin/**'], noServer, [['**/phone/**', '**/desktop/**'], 'The console never imports another site.']),
);
