// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-marketing', 'mf-courses', 'mf-lesson', 'mf-billing', 'mf-account'];

/**
 * Arrows point one way (ARCHITECTURE §1): shell → shared, mf-* → shared, api → shared/contracts.
 * A remote never imports another remote or the shell; the shell never imports a remote's
 * source; shared/contracts imports neither React nor the DOM.
 */
const boundaryZones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', './api', ...remotes.filter((r) => r !== remote).map((r) => `./${r}`)],
    message: 'A remote may import only @lingualoop/shared.',
  })),
  {
    target: './shell',
    from: ['./api', ...remotes.map((r) => `./${r}`)],
    message: 'The shell loads remotes at run time.',
  },
  {
    target: './api',
    from: ['./shell', ...remotes.map((r) => `./${r}`)],
    message: 'The API uses only shared/contracts.',
  },
  {
    target: './api',
    from: './shared',
    except: ['./src/contracts'],
    message: 'The API uses only shared/contracts.',
  },
  {
    target: './shared',
    from: ['./api', './shell', ...remotes.map((r) => `./${r}`)],
    message: 'shared depends on nobody in the workspace.',
  },
];

const ROUTER_IMPORTS = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message:
    'Import the router from @lingualoop/shared: one router instance for the shell and every remote.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'api/drizzle/**',
      'e2e/.state/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Declared before the contracts' rule below, which replaces it there (those import no React).
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_IMPORTS,
        },
      ],
    },
  },
  {
    // The shell and the remotes also take RxJS from @lingualoop/shared (see shared/src/rx);
    // their tests and test helpers may use rxjs directly. Replaces the rule above here.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...ROUTER_IMPORTS,
            {
              name: 'rxjs',
              message:
                'Import RxJS from @lingualoop/shared: one RxJS for the session bus and every package, tree-shaken.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'styled-components'],
              message: 'contracts stay React-free: the API imports them.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage'],
    },
  },
  prettier,
);
