// ESLint flat config. Generated files are not linted; import direction (DESIGN §1) is enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'data/**', 'node_modules/**', 'src/generated/**', 'server/generated/**', 'admin-resources/generated/**', 'src/app/generated/**', 'bench/results/**', 'bench/peers/strapi/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'storefront/**/*.ts', 'admin-resources/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Server code never imports web code; it may use the generated types and the shared messages/constants.
  { files: ['server/**/*.ts'], rules: restrict([{ group: ['**/src/*', '!**/src/generated', '!**/src/config', '!**/src/domain'], message: 'server/ may import only src/generated, src/config and src/domain (pure business rules) from the web side' }, { group: ['**/storefront/**', '**/admin-resources/**'], message: 'server/ never imports web code' }]) },
  // Business rules shared with the server stay pure: no React, no browser, no app parts.
  { files: ['src/domain/**/*.ts'], rules: restrict([{ group: ['react', 'react-*', '@mui/*', '@tanstack/*', 'zustand*', '../*', '!../config', '!../generated'], message: 'src/domain holds pure rules the server shares: it imports only src/config and src/generated' }]) },
  // The shared core does not reach into features; the composition root (src/app/, src/main.tsx) assembles them.
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/app/**', 'src/main.tsx'], rules: restrict([{ group: ['**/storefront/**', '**/admin-resources/**', '**/server/**'], message: 'src/ is the shared core: features import it, not the other way (only src/app/ and src/main.tsx import the areas)' }]) },
  // (A library's own server part, @emotion/server for the server-rendering entry, is not server code of ours.)
  { files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'], rules: restrict([{ regex: '^(\\.{1,2}/)+server/', message: 'the web app never imports server code' }]) },
  { files: ['admin-resources/**/*.{ts,tsx}'], rules: restrict([{ regex: '(^|/)server/|(^|/)storefront/(?!shared/)', message: 'admin-resources/ uses the shared core (src/) and the features shared by every area (storefront/shared/) only; a storefront screen it shows comes through the route table' }]) },
  { files: ['storefront/trainer/**/*.{ts,tsx}'], rules: restrict([{ group: ['**/athlete/**', '**/server/**'], message: 'storefront/trainer never imports storefront/athlete (shared pieces move to src/)' }]) },
  { files: ['storefront/athlete/**/*.{ts,tsx}'], rules: restrict([{ group: ['**/trainer/**', '**/server/**'], message: 'storefront/athlete never imports storefront/trainer (shared pieces move to src/)' }]) },
);
