// Stands in for `lodash.kebabcase` (14 KB, 1.9 KB gzip of the first load) on H5, where only
// NutUI's ConfigProvider uses it: its theme keys (`nutuiColorPrimaryStop1`) become CSS variable
// names (`--nutui-color-primary-stop-1`). Words as lodash splits ASCII names: a capital starts a
// word, a run of capitals is one word, digits are a word; anything else separates.
// __tests__/h5/kebab-case.test.ts holds it to lodash's answers for the app's theme keys and more.
module.exports = function kebabCase(value) {
  const words = String(value ?? '').match(/[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g)
  return words ? words.join('-').toLowerCase() : ''
}
