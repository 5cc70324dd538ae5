import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/** Every folder of src/web/features is a feature: a new one is checked without editing this file. */
const FEATURES = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which code may import which, checked on the resolved file (aliases and relative paths alike):
 * web and server never import each other, shared imports neither, components/ and lib/ import no
 * feature, and a feature imports no other feature (src/web/app composes them).
 */
const boundaries = [
  { target: './src/web', from: './src/server', message: 'The browser never imports server code.' },
  { target: './src/server', from: './src/web', message: 'The server never imports browser code.' },
  {
    target: './src/shared',
    from: ['./src/web', './src/server'],
    message: 'Shared code imports nothing from web/ or server/.',
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: './src/web/features',
    message: 'Shared browser code imports no feature.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/web/app.',
  })),
];

/** Every folder of src/server/modules is a module; its public face is `<name>.service.ts`. */
const MODULES = fs
  .readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's layers (product code; tests may reach into what they check): lib, db and plugins
 * serve every module and import none, and a module uses another only through that module's service.
 * Cycles between modules are checked by scripts/module-cycles.mjs (lint runs it).
 */
const serverLayers = [
  {
    target: ['./src/server/lib', './src/server/db', './src/server/plugins'],
    from: './src/server/modules',
    message: 'lib, db and plugins serve every module and import none.',
  },
  ...MODULES.map((name) => ({
    target: `./src/server/modules/${name}`,
    from: './src/server/modules',
    except: [
      `./${name}`,
      ...MODULES.filter((other) => other !== name).map((other) => `./${other}/${other}.service.ts`),
    ],
    message: 'A module uses another only through its service (<module>/<module>.service.ts).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.tmp',
      '.cache',
      '**/lint-fixtures/**',
    ],
  },
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
    files: ['src/**/*.{ts,tsx}', 'scripts/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the cycle check never opens a TypeScript file and passes silently.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverLayers] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs', 'bench/**/*.mjs', 'eslint.config.js'],
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
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'Shared code runs in the browser too: no Node modules.' }] },
      ],
    },
  },
);
