// The host a mini-program's view layer gives WeChat's component engine: a DOM (jsdom) whose
// window is Node's global object, as in the client's WebView. exparser decides at load time
// whether it has a DOM backend, and the code wcc generates reads and writes `window.*` and the
// same names as free variables; so this module runs before either is loaded, once per process.
import { JSDOM } from 'jsdom'

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'https://servicewechat.com/harness/page-frame.html',
  pretendToBeVisual: true,
})
const { window } = dom

// What exparser, j-component and wcc's output touch. Not `navigator`, `location` or `fetch`:
// the app's code must not find a browser here (it asks Taro, and Taro asks `wx`).
const DOM_GLOBALS = [
  'document',
  'Node',
  'Element',
  'HTMLElement',
  'Text',
  'Comment',
  'DocumentFragment',
  'Event',
  'CustomEvent',
  'UIEvent',
  'MouseEvent',
  'TouchEvent',
  'MutationObserver',
  'getComputedStyle',
]

for (const name of DOM_GLOBALS) {
  if (!(name in globalThis) || name === 'Event' || name === 'CustomEvent') {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true })
  }
}
globalThis.window = globalThis
// The engine version wcc's output checks for.
globalThis.__webview_engine_version__ = 0.02

export const jsdomWindow = window
export const document = window.document
