import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * The server's features and the features each may import (decision 030): one direction only, so no two features
 * depend on each other. Infrastructure outside features/ (db, plugins, providers, config…) is open to all.
 */
const featureImports = {
  health: [],
  operators: [],
  accounts: [],
  uploads: ['operators'],
  auth: ['accounts'],
  catalog: ['accounts', 'operators', 'uploads'],
  content: ['operators', 'uploads'],
  orders: ['accounts', 'catalog', 'operators'],
  refunds: ['orders', 'catalog', 'operators'],
  payments: ['orders', 'refunds', 'catalog', 'operators'],
  companion: ['accounts', 'catalog'],
  operations: ['accounts', 'catalog', 'companion', 'operators', 'orders', 'payments', 'refunds'],
};
const featureOf = (file) => /src\/server\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];

/** features/A may import features/B only when featureImports allows it, and never B's routes. */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), source);
        const to = featureOf(target);
        if (!to || to === from) return;
        if (!featureImports[from]?.includes(to)) {
          context.report({
            node,
            message: `features/${from} may not import features/${to} (decision 030: allowed ${JSON.stringify(featureImports[from] ?? [])}).`,
          });
        } else if (/\.routes\.ts$/.test(target)) {
          context.report({ node, message: `features/${from} may not import another feature's routes.` });
        }
      },
    };
  },
};

/** The query builder's entry points: only repositories (and migrations, the db layer, tests) use them. */
const queryBuilder = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
    message: 'SQL lives in *.repository.ts files only (decision 030): move this query into the feature’s repository.',
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in *.repository.ts files only (decision 030).' },
  { selector: "MemberExpression[object.name='sql']", message: 'SQL lives in *.repository.ts files only (decision 030).' },
];

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error', 'local/feature-boundaries': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', 'src/server/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...queryBuilder] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  forbid(['src/contract/**'], [['**/server/**', '**/web/**'], 'The contract imports zod only.']),
  forbid(['src/server/**'], [['**/web/**'], 'The server never imports the web app.']),
  {
    // What the build ships never imports test code (tests/, Vitest, mathjs — a devDependency): a test's helper is a
    // *.test-support.ts file, which the server build leaves out like the tests (tsconfig.server.json).
    ...forbid(
      ['src/server/**'],
      [['**/web/**'], 'The server never imports the web app.'],
      [['**/tests/**', 'vitest', 'mathjs'], 'Only tests and *.test-support.ts import test code, Vitest or mathjs.'],
    ),
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
  },
  forbid(['src/web/**'], noServer),
  forbid(webShared, noServer, [['**/phone/**', '**/desktop/**', '**/admin/**', '**/app/**'], 'Shared web code never imports a site.']),
  forbid(['src/web/phone/**'], noServer, [['**/desktop/**', '**/admin/**'], 'The phone site never imports another site.']),
  forbid(['src/web/desktop/**'], noServer, [['**/phone/**', '**/admin/**'], 'The desktop site never imports another site.']),
  forbid(['src/web/admin/**'], noServer, [['**/phone/**', '**/desktop/**'], 'The console never imports another site.']),
);
