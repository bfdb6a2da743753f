import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      // The server drawing's build (npm run build), like functions/lib.
      'functions/served/**',
      '.emulator-data/**',
      '.emulator-storage/**',
      '.firebase/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // MUI 9 dropped the system props: a component ignores color="text.secondary" and draws
      // primary text. Typography takes palette names (textSecondary); elsewhere use sx.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="color"][value.value=/^text\\./]',
          message: 'MUI ignores color="text.…": use color="textSecondary" (Typography) or sx.',
        },
      ],
    },
  },
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'shared/ is below features and app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `../sibling-feature/…` or anything under app/; `../../shared/…` stays allowed.
              regex: '^\\.\\./(?!\\.\\./)|(^|/)app(/|$)',
              message: 'A feature does not import another feature or app/; compose them in app/.',
            },
          ],
        },
      ],
    },
  },
);
