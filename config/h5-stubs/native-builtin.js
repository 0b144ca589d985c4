// Stands in for Taro H5's fetch and AbortController polyfills (whatwg-fetch,
// abortcontroller-polyfill): every browser the H5 build targets has both natively (babel.config.js).
export {}
