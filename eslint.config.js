import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', 'public', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Import boundaries (see DESIGN.md, Layout). Relative specifiers are matched, e.g. '../../server/trpc/router'.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(\\.\\./)*server(/|$)',
              allowTypeImports: true,
              message: 'The client imports src/shared, and only types from the server (`import type`).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/domains/**/*.ts'],
    ignores: ['src/server/domains/**/router.ts', 'src/server/domains/**/*-router.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(\\.\\./)*trpc(/|$)',
              message:
                'Services are transport-free: throw AppError (src/server/errors.ts); only router.ts uses tRPC.',
            },
            {
              regex: '^@trpc/server(/|$)',
              message:
                'Services are transport-free: throw AppError (src/server/errors.ts); only router.ts uses tRPC.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(\\.\\./)*(server|client)(/|$)',
              message: 'src/shared is used by both sides and imports from neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: {
      // Tests assert on shapes they just created; non-null assertions keep them readable.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['*.js', '*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
);
