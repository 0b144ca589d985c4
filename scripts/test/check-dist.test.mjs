// The dist checks of the renderer (scripts/check-dist.mjs): a dist/h5 that ships Preact fails,
// one with React's DOM renderer passes; a mini dist without React's reconciler fails. Run by
// `npm test` (test:scripts) on small fixture dists written here.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, test } from 'node:test'
import { h5RendererProblems, miniReconcilerProblems, weuiFontProblems } from '../check-dist.mjs'

const root = mkdtempSync(join(tmpdir(), 'check-dist-'))
after(() => rmSync(root, { recursive: true, force: true }))

/** A fixture dist: `files` maps a path under it to its text. */
function dist(name, files) {
  const dir = join(root, name)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

// The opening of preact/dist/preact.min.js 10.x, as webpack's minified output carries it.
const PREACT =
  '!function(){var n,t,e,_="http://www.w3.org/2000/svg",x=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,C=Array.isArray;function M(n,t){for(var e in t)n[e]=t[e];return n}}()'
// What react-dom.production.min.js leaves in the H5 bundle (its devtools registration, keys quoted by Taro's minifier).
const REACT_DOM =
  'function Zk(a){return null===a?null:a.stateNode}var al={"bundleType":0,"version":"18.3.1","rendererPackageName":"react-dom"};'
// What react-reconciler's production build leaves in the mini-programs' vendors.js.
const RECONCILER =
  't.createContainer=function(a,b){return Sk(a,b)};t.updateContainer=function(a,b,c,d){return Uk(a,b,c,d)};' +
  'function p(a){return"Minified React error #"+a+"; visit https://reactjs.org/docs/error-decoder.html?invariant="+a}'

test('an H5 dist that ships Preact fails the check', () => {
  const dir = dist('h5-preact', { 'index.html': '<html></html>', 'js/app.1234.js': PREACT })
  const problems = h5RendererProblems(dir)
  assert.ok(
    problems.some((problem) => /React's DOM renderer/.test(problem)),
    problems.join('\n'),
  )
  assert.ok(
    problems.some((problem) => /js\/app\.1234\.js carries Preact/.test(problem)),
    problems.join('\n'),
  )
})

test('an H5 dist with React DOM beside Preact still fails', () => {
  const dir = dist('h5-both', { 'js/app.js': REACT_DOM, 'js/2860.js': PREACT })
  assert.deepEqual(h5RendererProblems(dir), [`js/2860.js carries Preact (acit|ex(?:s|g|n|p|$)|rph): H5 renders with React`])
})

test('an H5 dist with React DOM and no Preact passes', () => {
  const dir = dist('h5-react', { 'index.html': '<html></html>', 'js/app.js': `${REACT_DOM}var ok=1;`, 'js/2860.js': 'var a=1;' })
  assert.deepEqual(h5RendererProblems(dir), [])
})

test("a mini dist without React's reconciler fails, one with it passes", () => {
  assert.equal(miniReconcilerProblems(dist('weapp-none', { 'vendors.js': PREACT, 'app.js': 'App({})' })).length, 1)
  assert.deepEqual(miniReconcilerProblems(dist('weapp-react', { 'vendors.js': RECONCILER, 'app.js': 'App({})' })), [])
})

// What Taro's web-component Checkbox leaves in a chunk (its Stencil registration), and its tick's rule.
const TARO_CHECKBOX =
  'const q=[4,"taro-checkbox-core",{"name":[1],"value":[1]}];const r=".taro-checkbox_checked:checked:before{font-family:weui;content:\\"\\\\EA08\\"}";'

test("an H5 dist carrying Taro's Checkbox fails the weui-font check (H5 drops the font its tick is drawn with); one without passes", () => {
  const withCheckbox = dist('h5-checkbox', { 'index.html': '<html></html>', 'js/4321.abcd.js': TARO_CHECKBOX })
  assert.deepEqual(
    weuiFontProblems(withCheckbox).map((problem) => problem.split(' (')[0]),
    ["js/4321.abcd.js carries Taro's Checkbox"],
  )
  const without = dist('h5-no-checkbox', { 'index.html': '<html></html>', 'js/app.1234.js': REACT_DOM })
  assert.deepEqual(weuiFontProblems(without), [])
})
