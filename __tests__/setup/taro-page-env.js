/**
 * Setup for the page tests (@tarojs/test-utils-react over Taro 4.2.0's H5 runtime). Runs before
 * any test module; each step is checked by __tests__/pages/shims.test.tsx.
 */

// Taro's runtime picks its web implementations (window, document, history, location) only when
// TARO_PLATFORM is 'web'; without it pages never mount. TARO_ENV is the H5 target, as in the build.
process.env.TARO_PLATFORM = 'web'
process.env.TARO_ENV = 'h5'

// A phone-sized window (jsdom's default 1024 px is desktop "PC" mode, which hides the tab bar).
Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 })

// Taro's web components are classes whose names the build can leave empty; test-utils' html()
// (pretty-format) only recognises an element by its constructor's name and otherwise walks the
// element's object graph without end. Give each one a name from its tag: taro-view-core -> TaroViewCore.
const define = customElements.define.bind(customElements)
customElements.define = function defineNamed(tag, constructor, options) {
  if (!constructor.name || /^_class\d*$/.test(constructor.name)) {
    const name = tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase())
    Object.defineProperty(constructor, 'name', { value: name, configurable: true })
  }
  return define(tag, constructor, options)
}

// Load Taro first. Otherwise the first import of test-utils goes router -> components ->
// taro-h5 -> router while the router module is still half-initialised, and fails with
// "Cannot read properties of undefined (reading 'history')".
require('@tarojs/taro')
