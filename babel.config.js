// Taro's preset for the app; jest uses it too (through babel-jest).
module.exports = {
  presets: [
    [
      'taro',
      { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: process.env.TARO_ENV === 'h5' ? 'usage' : false },
    ],
  ],
}
