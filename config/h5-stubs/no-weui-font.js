// A webpack loader for Taro's component styles on H5 (taro-components.css, which Taro's H5 runtime
// injects from the first-load script): drops the `weui` icon font, a 6 KB base64 TrueType (3 KB
// gzip of the first load). Only Taro's web-component Checkbox draws with it (its tick), and the app
// uses NutUI's Checkbox: `npm run test:dist` fails if Taro's Checkbox reaches dist/h5
// (scripts/check-dist.mjs, weuiFontProblems).
module.exports = function noWeuiFont(source) {
  return String(source).replace(/@font-face\s*\{[^}]*font-family:\s*["']?weui["']?[^}]*\}/g, '')
}
