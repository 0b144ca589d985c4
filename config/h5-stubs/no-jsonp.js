// Stands in for jsonp-retry, which Taro H5's request imports for `jsonp: true` calls. The app
// makes none (src/http sends JSON over fetch); a call that asks for it fails loudly.
export default function jsonpUnsupported() {
  return Promise.reject(new Error('JSONP requests are not supported in this build'))
}
