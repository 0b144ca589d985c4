// The bench's own rules: the first-load breakdown puts each module's bytes in its group through a
// real source map (React or Preact builds alike), and the Lighthouse targets of issue 16 are
// judged against the bare app's figures.
//
//   node --test scripts/lib/bench/bench.test.mjs
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, describe, test } from 'node:test'
import { build } from 'esbuild'
import { groupOf, splitByGroup } from './first-load.mjs'
import { checkTargets } from './lighthouse.mjs'

describe('first-load breakdown', () => {
  const work = mkdtempSync(join(tmpdir(), 'showtix-bench-test-'))
  after(() => rmSync(work, { recursive: true, force: true }))
  const write = (rel, text) => {
    mkdirSync(dirname(join(work, rel)), { recursive: true })
    writeFileSync(join(work, rel), text)
  }

  /** A minified bundle with its source map, of modules each saying which group it belongs to. */
  async function bundle(renderer) {
    write(`node_modules/${renderer}/package.json`, JSON.stringify({ name: renderer, main: 'index.js' }))
    write(`node_modules/${renderer}/index.js`, `export function render(x) { return ['RENDERER_${renderer}', x].join(':') }`)
    write('node_modules/@tarojs/runtime/package.json', JSON.stringify({ name: '@tarojs/runtime', main: 'index.js' }))
    write('node_modules/@tarojs/runtime/index.js', `export function taro(x) { return ['TARO_RUNTIME', x].join(':') }`)
    write('node_modules/jotai/package.json', JSON.stringify({ name: 'jotai', main: 'index.js' }))
    write('node_modules/jotai/index.js', `export function atom(x) { return ['JOTAI_ATOM', x].join(':') }`)
    write('node_modules/dayjs/package.json', JSON.stringify({ name: 'dayjs', main: 'index.js' }))
    write('node_modules/dayjs/index.js', `export function day(x) { return ['DAYJS_DAY', x].join(':') }`)
    write(
      'src/app.js',
      [
        `import { render } from '${renderer}'`,
        `import { taro } from '@tarojs/runtime'`,
        `import { atom } from 'jotai'`,
        `import { day } from 'dayjs'`,
        `window.out = render(taro(atom(day('APP_CODE_MARK'))))`,
      ].join('\n'),
    )
    const result = await build({
      entryPoints: [join(work, 'src/app.js')],
      bundle: true,
      minify: true,
      sourcemap: 'external',
      write: false,
      outfile: join(work, 'out.js'),
      absWorkingDir: work,
    })
    const code = result.outputFiles.find((f) => f.path.endsWith('.js')).text
    const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map')).text)
    return { code, map }
  }

  for (const [renderer, group] of [
    ['react-dom', 'React DOM'],
    ['preact', 'Preact'],
  ]) {
    test(`a ${renderer} build: each module's code lands in its group, and nothing is lost`, async () => {
      const { code, map } = await bundle(renderer)
      const parts = splitByGroup(code, map)
      assert.match(parts[group] ?? '', new RegExp(`RENDERER_${renderer}`))
      assert.match(parts['Taro runtime/components'] ?? '', /TARO_RUNTIME/)
      assert.match(parts.jotai ?? '', /JOTAI_ATOM/)
      assert.match(parts['app code'] ?? '', /APP_CODE_MARK/)
      assert.match(parts.other ?? '', /DAYJS_DAY/)
      for (const [name, text] of Object.entries(parts)) {
        if (name !== group) assert.doesNotMatch(text, /RENDERER_/, `${name} holds renderer code`)
      }
      const total = Object.values(parts).reduce((sum, text) => sum + text.length, 0)
      assert.equal(total, code.length + 1, 'every byte of the script (and the final newline) is counted once')
    })
  }

  test('webpack source paths: packages by the first node_modules folder, our files as app code', () => {
    assert.equal(groupOf('webpack://showtix/./node_modules/react-dom/cjs/react-dom.production.min.js'), 'React DOM')
    assert.equal(groupOf('webpack://showtix/./node_modules/preact/compat/dist/compat.module.js'), 'Preact')
    assert.equal(
      groupOf('webpack://showtix/./node_modules/@tarojs/taro-h5/dist/node_modules/.pnpm/x/node_modules/y/a.js'),
      'Taro runtime/components',
    )
    assert.equal(groupOf('webpack://showtix/./node_modules/i18next/dist/esm/i18next.js'), 'i18next')
    assert.equal(groupOf('webpack://showtix/./node_modules/react-i18next/dist/es/index.js'), 'i18next')
    assert.equal(groupOf('webpack://showtix/./node_modules/@nutui/nutui-react-taro/dist/es/x.js'), 'NutUI')
    assert.equal(groupOf('webpack://bare-taro-app/../../../../node_modules/react/index.js'), 'React DOM')
    assert.equal(groupOf('webpack://showtix/./src/pages/list/list.tsx'), 'app code')
    assert.equal(groupOf('webpack://showtix/./config/h5-stubs/platform.js'), 'app code')
    assert.equal(groupOf('webpack://showtix/webpack/runtime/load script'), 'other')
    assert.equal(groupOf(undefined), 'other')
  })
})

describe('targets against the bare app', () => {
  const bare = { performance: 91, lcp: 1200, tbt: 400, cls: 0, accessibility: 88, jsFirstLoad: 100 * 1024 }
  const app = { performance: 88, lcp: 1200 * 1.3, tbt: 400 * 1.2, cls: 0.02, accessibility: 95, jsFirstLoad: 225 * 1024 }
  const missed = (a, b) =>
    checkTargets(a, b)
      .filter((c) => !c.ok)
      .map((c) => c.key)

  test('an app exactly at every limit meets them all', () => {
    assert.deepEqual(missed(app, bare), [])
  })

  test('one step past each limit misses that target only', () => {
    assert.deepEqual(missed({ ...app, performance: 87 }, bare), ['performance'])
    assert.deepEqual(missed({ ...app, lcp: 1200 * 1.3 + 1 }, bare), ['lcp'])
    assert.deepEqual(missed({ ...app, tbt: 400 * 1.2 + 1 }, bare), ['tbt'])
    assert.deepEqual(missed({ ...app, cls: 0.021 }, bare), ['cls'])
    assert.deepEqual(missed({ ...app, accessibility: 94 }, bare), ['accessibility'])
    assert.deepEqual(missed({ ...app, jsFirstLoad: 225 * 1024 + 1 }, bare), ['jsFirstLoad'])
  })

  test('LCP within 1.3x of a slow bare app still misses above 1.8 s', () => {
    assert.deepEqual(missed({ ...app, lcp: 1900 }, { ...bare, lcp: 1800 }), ['lcp'])
  })
})
