import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importDoors from './scripts/eslint/import-doors.js';

const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'child_process',
  'stream',
  'buffer',
  'util',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // DESIGN: web never imports server.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/server', '!react-dom/server'],
              message: 'web must not import server code; share through common/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      // DESIGN: common is isomorphic — no server, no web, no Drizzle, no Node built-ins.
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'common/ must run in the browser too.' })),
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'common/ imports neither server nor web.' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'node:*', 'pg', '@electric-sql/*'],
              message: 'common/ must stay isomorphic.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/src/**'], message: 'server must not import web code.' }] },
      ],
    },
  },
  // The area map (decision 019): each server module, each room of orders and each web feature is entered through
  // its index.ts, the rooms of orders import only the floors below them, web features never import each other,
  // and the web app's layers import only downward.
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { shop: { rules: { 'import-doors': importDoors } } },
    rules: {
      'shop/import-doors': [
        'error',
        {
          doors: ['server/modules', 'server/modules/orders'],
          floors: [
            {
              folder: 'server/modules/orders',
              order: [
                ['core'],
                ['documents'],
                ['payment'],
                ['refunds'],
                ['returns', 'cash-on-delivery'],
                ['checkout'],
                ['admin'],
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { shop: { rules: { 'import-doors': importDoors } } },
    rules: {
      'shop/import-doors': [
        'error',
        {
          doors: ['web/src/features'],
          walls: ['web/src/features'],
          below: [
            {
              from: ['web/src/components', 'web/src/lib'],
              notInto: ['web/src/features', 'web/src/routes', 'web/src/app'],
            },
            { from: ['web/src/features'], notInto: ['web/src/routes', 'web/src/app'] },
          ],
        },
      ],
    },
  },
);
