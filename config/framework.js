// The one place that names the UI framework: React 18 on all five targets (H5 included) and in
// jest. config/index.ts gives it to Taro's build, babel.config.js to Taro's Babel preset.
// Why React on H5 too: docs/decisions/h5-boot-and-react.md.
module.exports = {
  FRAMEWORK: 'react',
  // Watch builds reload the page instead of React fast refresh (config/index.ts devServer.hot).
  HOT: false,
}
