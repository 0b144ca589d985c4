// `node --test scripts/test/check-dist-i18n.test.mjs`: check-dist's i18n check (issue 16) on
// fixture dists: i18next minified as a build minifies it passes; a dist carrying the translator
// that stood in for i18next (an excerpt of the H5 and WeChat builds before i18next came back,
// fixtures/translate-stand-in.*.txt) fails, and so does a dist without i18next.
import assert from 'node:assert/strict'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { i18nProblems } from '../check-dist.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = mkdtempSync(join(tmpdir(), 'check-dist-i18n-'))
after(() => rmSync(root, { recursive: true, force: true }))

/** i18next bundled and minified, as the app's builds carry it (ES5-ish for the mini-programs too). */
const i18next = (
  await build({
    stdin: { contents: "import i18next from 'i18next'; globalThis.i18n = i18next.createInstance()", resolveDir: here },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2015',
  })
).outputFiles[0].text
const standIn = (target) => readFileSync(join(here, 'fixtures', `translate-stand-in.${target}.txt`), 'utf8')

/** A fixture dist: `{ 'js/app.js': text }` written under a fresh folder. */
function dist(name, files) {
  const dir = join(root, name)
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), text)
  }
  return dir
}

test('a dist that carries i18next, minified, and not the stand-in passes', () => {
  assert.deepEqual(i18nProblems(dist('ok-h5', { 'js/app.js': i18next, 'index.html': '<script src="/js/app.js">' })), [])
  assert.deepEqual(i18nProblems(dist('ok-weapp', { 'common.js': 'var a=1;', 'vendors.js': i18next })), [])
})

test('a dist that carries the translator that stood in for i18next fails, naming the file', () => {
  for (const target of ['h5', 'weapp']) {
    const problems = i18nProblems(
      dist(`stand-in-${target}`, { 'vendors.js': i18next, 'sub/common.js': `var x=1;${standIn(target)}` }),
    )
    assert.equal(problems.length, 1, problems.join('\n'))
    assert.match(problems[0], /^sub\/common\.js carries the translator that stood in for i18next/)
  }
})

test('a dist without i18next fails (the builds before issue 16: the stand-in only)', () => {
  const problems = i18nProblems(dist('before', { 'common.js': standIn('weapp') }))
  assert.equal(problems.length, 2, problems.join('\n'))
  assert.match(problems[0], /^no i18next in its scripts/)
  assert.match(problems[1], /^common\.js carries the translator/)
  assert.match(i18nProblems(dist('empty', { 'app.js': 'var a=1;' }))[0], /^no i18next in its scripts/)
})
