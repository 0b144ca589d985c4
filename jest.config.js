/**
 * Jest, in three projects (DESIGN.md, Tests):
 *
 * - unit:       pure modules (route table, derived configs, navigation rules, domain, i18n files),
 *               in Node, with `@tarojs/taro` replaced by a small mock. Fast.
 * - components: our H5 components (tab bar, nav bar, "not available yet") with plain Testing
 *               Library, real Taro H5 components and NutUI, and the same `@tarojs/taro` mock.
 * - pages:      whole pages through `@tarojs/test-utils-react` and Taro 4.2.0's real H5 runtime
 *               and router. test-utils 0.1.1 targets Taro 3.6; the shims under __tests__/setup
 *               make it work with 4.2.0 (each is tested in __tests__/pages/shims.test.tsx).
 *
 * One file: `npx jest __tests__/routes.test.ts`; one project: `npx jest --selectProjects unit`.
 */
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const setup = (file) => `<rootDir>/__tests__/setup/${file}`

/**
 * node_modules that ship ES modules only and must go through Babel; everything else in
 * node_modules is left alone (transforming jest's own runner fails with "Class private methods
 * are not enabled"). Each entry is needed: without it some suite fails to load. jotai, i18next,
 * dayjs and @swc/helpers are not listed because jest resolves them to their CommonJS builds.
 */
const ESM_DEPENDENCIES = [
  '@tarojs', // Taro 4's runtime, router, components, taro-h5; test-utils' dom and shared packages
  '\\.pnpm', // the copies Taro 4 bundles in its dist folders: @tarojs/taro-h5/dist/node_modules/.pnpm/...
  'style-inject', // ... one of them
  'tslib', // ... and another
  '@stencil', // Taro's web components
  'swiper', // pulled in by Taro's components (`.mjs`)
  'query-string', // Taro's router and its dependencies:
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  '@nutui', // NutUI React Taro and its icons
]
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_DEPENDENCIES.join('|')})/)`]

/** Module mappings every project shares. */
const commonModules = {
  // Styles (ours and NutUI's `style/css` entries) are not part of what jest checks. First: the
  // first pattern that matches wins, and `@/x.scss` must not go to src/ as a module.
  '\\.(css|scss|sass|less)$': setup('style-stub.js'),
  '^@nutui/nutui-react-taro/dist/es/packages/[^/]+/style/css$': setup('style-stub.js'),
  '^@/(.*)$': '<rootDir>/src/$1',
  // Taro 4 imports lodash-es files one by one; lodash has the same files as CommonJS.
  '^lodash-es/(.*)$': 'lodash/$1',
}

const taroMock = '<rootDir>/__tests__/__mocks__/tarojs-taro.ts'

/** Where jest looks (not dist/, server/ or e2e/, which have their own runners). */
const roots = ['<rootDir>/__tests__', '<rootDir>/src']

/**
 * Jest runs the H5 build's code (TARO_ENV=h5, __tests__/setup/unit-env.js), so it takes a module's
 * H5 file (`name.h5.tsx`) over the default one (`name.tsx`), as Taro's H5 build does
 * (docs/decisions/boundaries.md, per-platform files).
 */
const haste = { defaultPlatform: 'h5', platforms: ['h5'] }

// test-utils' preset: its transformer (which adds Taro's React hooks to `@tarojs/taro`), its
// `@tarojs/taro` -> taro-h5 mapping and Taro's runtime globals; our allow-list, setup and shims.
const preset = defineJestConfig({
  moduleNameMapper: {
    '^@/runtime$': setup('runtime-stub.ts'),
    ...commonModules,
    '^@tarojs/router$': setup('taro-router-shim.js'),
  },
})
/** The compile-time flags Taro's runtime reads (ENABLE_INNER_HTML...), from the preset. */
const taroGlobals = Object.fromEntries(
  Object.entries(preset.globals).filter(([key]) => key !== 'ts-jest' && key !== 'babel-jest'),
)

const unit = {
  displayName: 'unit',
  rootDir: __dirname,
  roots,
  haste,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  setupFiles: [setup('unit-env.js')],
  transformIgnorePatterns,
  moduleNameMapper: { ...commonModules, '^@tarojs/taro$': taroMock },
  clearMocks: true,
}

const components = {
  displayName: 'components',
  rootDir: __dirname,
  roots,
  haste,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/__tests__/components/**/*.test.tsx'],
  globals: taroGlobals,
  setupFiles: [setup('unit-env.js')],
  setupFilesAfterEnv: [setup('server-data.ts')],
  transform: { '^.+\\.(m?js|jsx|ts|tsx)$': 'babel-jest' },
  transformIgnorePatterns,
  moduleNameMapper: {
    ...commonModules,
    '^@tarojs/taro$': taroMock,
    // The H5 build's components: React wrappers over Taro's web components.
    '^@tarojs/components$': '@tarojs/components/lib/react/index',
  },
  clearMocks: true,
}

const { bail: _bail, verbose: _verbose, collectCoverageFrom: _coverage, ...presetOptions } = preset
const pages = {
  ...presetOptions,
  displayName: 'pages',
  rootDir: __dirname,
  roots,
  haste: { ...presetOptions.haste, ...haste },
  testMatch: ['<rootDir>/__tests__/pages/**/*.test.tsx'],
  globals: taroGlobals,
  setupFiles: [setup('taro-page-env.js')],
  setupFilesAfterEnv: [...(presetOptions.setupFilesAfterEnv ?? []), setup('server-data.ts')],
  // `.mjs` too: swiper (pulled in by Taro's components) ships only `.mjs`.
  transform: { '^.+\\.(m?js|jsx|ts|tsx)$': preset.transform['^.+\\.(js|jsx|ts|tsx)$'] },
  transformIgnorePatterns,
}

module.exports = {
  projects: [unit, components, pages],
  // A page test's cold start (nothing transformed yet) on a busy 2-core machine takes seconds.
  testTimeout: 30_000,
}
