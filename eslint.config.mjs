// One lint setup for the monorepo. The boundary rules encode the architecture:
// a remote never imports another remote, and shared packages import no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = [
  'shell',
  'mfe-landing',
  'mfe-planning',
  'mfe-statements',
  'mfe-operations',
  'mfe-chat',
  'mfe-admin',
];

const noCrossAppImports = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps
          .filter((app) => app !== self)
          .flatMap((app) => [
            {
              group: [`${app}`, `${app}/*`],
              message: 'Apps never import each other: use the bus, the API or shared/.',
            },
            {
              group: [`**/${app}/**`],
              message: 'Apps never import each other: use the bus, the API or shared/.',
            },
          ]),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...apps.map(noCrossAppImports),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.flatMap((a) => [a, `${a}/*`, `**/${a}/**`]),
              message: 'shared/ never imports an app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'scripts/**', '**/bench/**', '**/eval/**', '**/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
