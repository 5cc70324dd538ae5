import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES = ['admin', 'auth', 'booking', 'kitchen', 'storefront'];
// Patterns are gitignore-style, where '#' starts a comment: the aliases are matched with regexes.
const noServerImports = { regex: '^(#server/|(\\.\\./)+server/)', message: 'The browser never imports server code.' };

/** A feature imports components/, lib/ and shared code, never another feature: app/ composes them. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noServerImports,
          {
            regex: `^#web/features/(?!${feature}/)`,
            message: 'Features do not import each other; compose them in src/web/app.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Kysely's own convention: migrations are written against Kysely<any> and stay frozen.
    files: ['src/server/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerImports] }],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#server/|#web/|node:)',
              message: 'Shared code imports nothing from web/, server/ or Node.',
            },
          ],
        },
      ],
    },
  },
);
