// ESLint flat config. Besides the usual TypeScript and hooks rules, it enforces the layer
// boundaries of DESIGN.md (see __tests__/lint/boundaries.test.ts, which proves they bite):
//   - src/domain imports nothing of the app (pure rules; dayjs is fine);
//   - only src/platform reads process.env.TARO_ENV;
//   - screens (src/pages, src/package-*/pages) never import the http layer.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Anything of the app outside src/domain, and the app's frameworks.
const APP_LAYERS = String.raw`^(@/(?!domain/)|\.\./|@tarojs/|react$|react-dom|jotai)`

const TARO_ENV_READ = {
  selector: "MemberExpression[object.property.name='env'][property.name='TARO_ENV']",
  message: 'Only src/platform knows which target it runs on: ask src/platform/env instead.',
}

export default tseslint.config(
  {
    ignores: [
      '.tmp-*',
      '.tmp/**',
      'dist/**',
      'node_modules/**',
      'coverage/**',
      '.swc/**',
      'e2e/screenshots/**',
      'src/styles/nutui-dark.scss',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, defineAppConfig: 'readonly', definePageConfig: 'readonly' },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', TARO_ENV_READ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', 'config/xhs/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The places allowed to know the target: the platform layer, build config, tests and tools.
    files: ['src/platform/**', 'config/**', '__tests__/**', 'e2e/**', 'scripts/**', 'babel.config.js', 'jest.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: APP_LAYERS,
              message:
                'src/domain holds pure business rules: it imports nothing of the app (only other domain modules and dayjs).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**', 'src/package-*/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/http', '@/http/*', '**/http', '**/http/*'],
              message: 'Screens never call the http layer: use an endpoint function from src/api.',
            },
          ],
        },
      ],
    },
  },
)
