// ESLint flat config. Besides the usual TypeScript and hooks rules, it enforces the layer
// boundaries of docs/decisions/boundaries.md (__tests__/lint/boundaries.test.ts proves each bites):
//   - src/domain imports nothing of the app (pure rules; dayjs is fine);
//   - only src/platform reads process.env.TARO_ENV or isH5/isMini (elsewhere: per-platform files);
//   - screens (src/pages, src/package-*/pages) never import the http layer;
//   - a sub-package (src/package-*) imports no other sub-package;
//   - src/components imports no sub-package;
//   - src/http and src/api import no src/state;
//   - no import cycles in src;
//   - no function in a .tsx file of src is over 200 lines;
//   - src imports only TYPES from @showtix/contract (its schemas are TypeBox): values only from the
//     TypeBox-free entries @showtix/contract/rules, /codes and /enums.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'

const root = path.dirname(fileURLToPath(import.meta.url))

// Anything of the app outside src/domain, and the app's frameworks.
const APP_LAYERS = String.raw`^(@/(?!domain/)|\.\./|@tarojs/|react$|react-dom|jotai|i18next)`

const TARO_ENV_READ = {
  selector: "MemberExpression[object.property.name='env'][property.name='TARO_ENV']",
  message: 'Only src/platform knows which target it runs on: ask src/platform/env instead.',
}

// isH5 / isMini name the target itself: outside src/platform, ask the platform a question
// (webOrigin, launchPath, capabilities...) or give the file a per-platform twin (`name.h5.tsx`).
const TARGET_FLAG = '/^(isH5|isMini)$/'
const TARGET_FLAG_MESSAGE =
  'Only src/platform knows which target it runs on: ask src/platform a question, or write name.h5.tsx beside name.tsx.'
const TARGET_FLAG_READS = [
  { selector: `ImportSpecifier[imported.name=${TARGET_FLAG}]`, message: TARGET_FLAG_MESSAGE },
  { selector: `MemberExpression[property.name=${TARGET_FLAG}]`, message: TARGET_FLAG_MESSAGE },
]

// The sub-packages (feature folders), read from the tree so a new one is covered at once.
const SUB_PACKAGES = fs
  .readdirSync(path.join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('package-'))
  .map((entry) => `./src/${entry.name}`)

// One-way import rules on resolved paths (import-x/no-restricted-paths: `@/`, relative and
// per-platform imports alike).
const ZONES = [
  ...SUB_PACKAGES.map((target) => ({
    target,
    from: SUB_PACKAGES.filter((other) => other !== target),
    message: 'A sub-package imports no other sub-package: move what both need to src/components, src/api or src/domain.',
  })),
  {
    target: './src/components',
    from: SUB_PACKAGES,
    message: 'src/components is shared by every package: it imports no sub-package (src/package-*).',
  },
  {
    target: ['./src/http', './src/api'],
    from: './src/state',
    message:
      'src/http and src/api import no src/state: what a request needs from the app comes through the http provider (src/runtime).',
  },
]

// The contract's schemas are TypeBox values: the app takes their types only, so TypeBox never
// reaches a bundle (docs/decisions/contract.md). Its TypeBox-free entries may be imported as values.
const CONTRACT_MESSAGE =
  'The app imports only types from @showtix/contract (`import type`): values only from @showtix/contract/rules, /codes or /enums.'
const CONTRACT_IMPORTS = {
  paths: [
    { name: '@showtix/contract', message: CONTRACT_MESSAGE, allowTypeImports: true },
    { name: '@sinclair/typebox', message: CONTRACT_MESSAGE, allowTypeImports: true },
  ],
  patterns: [
    {
      group: ['@showtix/contract/*', '!@showtix/contract/rules', '!@showtix/contract/codes', '!@showtix/contract/enums'],
      message: CONTRACT_MESSAGE,
      allowTypeImports: true,
    },
    { regex: String.raw`^(\.\./)+contract(/|$)`, message: CONTRACT_MESSAGE, allowTypeImports: true },
  ],
}

// Component functions stay short (issue 17: none over 200 lines).
const MAX_COMPONENT_LINES = 200

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
      'no-restricted-syntax': ['error', TARO_ENV_READ, ...TARGET_FLAG_READS],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: ZONES }],
      '@typescript-eslint/no-restricted-imports': ['error', CONTRACT_IMPORTS],
      // Type-only imports are erased at build time and cannot form a cycle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: MAX_COMPONENT_LINES }],
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
