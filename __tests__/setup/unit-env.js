/**
 * The unit and components projects run the H5 build's code (`src/platform/env` reads TARO_ENV
 * once, at import). A phone-sized window, so the H5 host is a phone, not desktop (PC) mode:
 * jsdom's default 1024 px would hide the tab bar.
 */
process.env.TARO_ENV = 'h5'
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 })
}
