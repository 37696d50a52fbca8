// Lint config for the whole repo (`npm run lint`). Kept in .ci/ because the top level is fixed.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-widget/**', '**/dist-ssr/**', '**/coverage/**', '**/test-results/**',
      '**/playwright-report/**', '**/bench-results/**', '**/.data/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The router is shared under one name (shell/src/router.ts): a direct import in a screen would
    // bundle a second router whose context the shell never provides. Tests may use it directly.
    files: ['{shell,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/router.ts', '**/*.test.{ts,tsx}', '**/test-support/**', '**/*.test-helper.{ts,tsx}', '**/*.test-data.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react-router', 'react-router-dom'].map((name) => ({ name, message: "Import the router from '@league/shell/router' (shared once for every remote)." })),
      }],
    },
  },
);
