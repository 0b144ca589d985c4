// Taro's preset for the app; jest uses it too (through babel-jest).
//
// Mini-programs: ES5 for old phones (package.json browserslist); their runtimes bring the
// built-ins. H5: browsers that have the ES2019 built-ins the code uses (Object.fromEntries,
// Array.prototype.flatMap) natively: Chrome/Android WebView 73 (WeChat's and phone makers'
// browsers are newer) and iOS Safari 12.2, so no core-js polyfills are bundled (they were about
// 400 KB of the first load before minifying). scripts/check-dist checks the H5 output parses as ES2019.
const H5 = process.env.TARO_ENV === 'h5'
const H5_TARGETS = { chrome: '73', safari: '12.2', ios: '12.2' }

// The framework (React, every target and jest) and fast refresh: config/framework.js, which
// config/index.ts reads too.
const { FRAMEWORK, HOT } = require('./config/framework')
const FRAMEWORK_OPTIONS = { framework: FRAMEWORK, hot: HOT }

module.exports = {
  presets: [
    [
      'taro',
      { ...FRAMEWORK_OPTIONS, ts: true, compiler: 'webpack5', useBuiltIns: false, ...(H5 ? { targets: H5_TARGETS } : {}) },
    ],
  ],
}
