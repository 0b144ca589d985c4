// The bench's own rules: the first-load breakdown puts each module's bytes in its group, reading
// a real webpack chunk with the stats config/stats-writer.ts writes (React or Preact builds, ES5
// or ES2020 output alike), and the Lighthouse targets of issue 16 are judged against the bare
// app's figures.
//
//   node --test scripts/test/bench.test.mjs
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, describe, test } from 'node:test'
import { tsImport } from 'tsx/esm/api'
import webpack from 'webpack'
import { groupOf, modulesById, splitChunk } from '../lib/bench/first-load.mjs'
import { randomBytes } from 'node:crypto'
import { firstLoadByPage } from '../lib/bench/h5-initial.mjs'
import { TARGETS, checkTargets, staleBuildWarning, tbtVerdict } from '../lib/bench/lighthouse.mjs'
import { initialAssets } from '../lib/h5.mjs'
import { serveH5 } from '../serve.mjs'

// The app's stats writer is TypeScript (config/), loaded through tsx.
const { StatsWriter } = await tsImport('../../config/stats-writer.ts', import.meta.url)

describe('first-load breakdown', () => {
  const work = mkdtempSync(join(tmpdir(), 'showtix-bench-test-'))
  after(() => rmSync(work, { recursive: true, force: true }))
  const write = (rel, text) => {
    mkdirSync(dirname(join(work, rel)), { recursive: true })
    writeFileSync(join(work, rel), text)
  }
  const fakePackage = (name, mark) => {
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, main: 'index.js' }))
    // CommonJS, so webpack keeps each package a module of its own.
    write(`node_modules/${name}/index.js`, `module.exports = function (x) { return ['${mark}', x].join(':') }`)
  }

  /** A minified webpack build of modules each saying which group it belongs to: its one chunk's code and stats. */
  async function bundle(renderer, target) {
    fakePackage(renderer, `RENDERER_${renderer}`)
    fakePackage('@tarojs/runtime', 'TARO_RUNTIME')
    fakePackage('jotai', 'JOTAI_ATOM')
    fakePackage('dayjs', 'DAYJS_DAY')
    // The entry module is written into webpack's bootstrap (outside the module table: "other"), as
    // Taro's app entry is; the app's own code is in the modules it requires.
    write('src/app.js', `require('./main')`)
    write(
      'src/main.js',
      [
        `const render = require('${renderer}')`,
        `const taro = require('@tarojs/runtime')`,
        `const atom = require('jotai')`,
        `const day = require('dayjs')`,
        `window.out = render(taro(atom(day('APP_CODE_MARK'))))`,
      ].join('\n'),
    )
    const out = join(work, `dist-${renderer}-${target}`)
    const statsFile = join(out, 'stats.json')
    await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: work,
          target: ['web', target],
          entry: './src/app.js',
          output: { path: out, filename: 'app.js' },
          optimization: { moduleIds: 'deterministic' },
          plugins: [new StatsWriter(statsFile)],
        },
        (error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve()),
      ),
    )
    assert.deepEqual(readdirSync(out).sort(), ['app.js', 'stats.json'])
    return { code: readFileSync(join(out, 'app.js'), 'utf8'), byId: modulesById(JSON.parse(readFileSync(statsFile, 'utf8'))) }
  }

  for (const [renderer, group, target] of [
    ['react-dom', 'React DOM', 'es5'],
    ['preact', 'Preact', 'es2020'],
  ]) {
    test(`a ${renderer} build (${target}): each module's code lands in its group, and nothing is lost`, async () => {
      const { code, byId } = await bundle(renderer, target)
      const split = splitChunk(code, byId)
      assert.deepEqual(split.unknownIds, [])
      assert.equal(split.modules, 5, 'the renderer, Taro, jotai, dayjs and the app')
      assert.ok(split.gzip[group] > 0, `${group} has bytes`)
      for (const other of ['React DOM', 'Preact'].filter((g) => g !== group)) assert.equal(split.gzip[other], undefined)
      for (const name of ['Taro runtime/components', 'jotai', 'app code', 'other'])
        assert.ok(split.gzip[name] > 0, `${name} has bytes`)
      assert.ok(split.otherRaw.dayjs > 0, 'dayjs is named among "other"')
      const raw = Object.values(split.raw).reduce((a, b) => a + b, 0)
      assert.equal(Math.round(raw), code.length, 'every byte of the script is counted once')
    })
  }

  test('module names: packages by the first node_modules folder, our files as app code', () => {
    assert.equal(groupOf('./node_modules/react-dom/cjs/react-dom.production.min.js'), 'React DOM')
    assert.equal(groupOf('./node_modules/preact/compat/dist/compat.module.js'), 'Preact')
    assert.equal(
      groupOf('./node_modules/@tarojs/taro-h5/dist/node_modules/.pnpm/x/node_modules/y/a.js'),
      'Taro runtime/components',
    )
    assert.equal(groupOf('./node_modules/i18next/dist/esm/i18next.js'), 'i18next')
    assert.equal(groupOf('./node_modules/react-i18next/dist/es/index.js'), 'i18next')
    assert.equal(groupOf('./node_modules/@nutui/nutui-react-taro/dist/es/x.js'), 'NutUI')
    assert.equal(groupOf('../../../../node_modules/react/index.js'), 'React DOM')
    assert.equal(groupOf('./node_modules/@tarojs/taro-loader/lib/h5.js!./src/app.ts'), 'app code')
    assert.equal(groupOf('./src/pages/list/list.tsx'), 'app code')
    assert.equal(groupOf('./config/h5-stubs/platform.js'), 'app code')
    assert.equal(groupOf('./node_modules/dayjs/dayjs.min.js'), 'other')
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

  test('the TBT line gives both medians, the ratio and the verdict against 1.2x', () => {
    assert.equal(
      tbtVerdict({ ...app, tbt: 54 }, { ...bare, tbt: 42 }),
      'TBT: app 54 ms vs bare 42 ms = 1.29x (target <= 1.2x): MISSED',
    )
    assert.equal(
      tbtVerdict({ ...app, tbt: 50 }, { ...bare, tbt: 42 }),
      'TBT: app 50 ms vs bare 42 ms = 1.19x (target <= 1.2x): ok',
    )
  })

  test('LCP within 1.3x of a slow bare app still misses above 1.8 s', () => {
    assert.deepEqual(missed({ ...app, lcp: 1900 }, { ...bare, lcp: 1800 }), ['lcp'])
  })
})

describe('JS first load per page (h5 section)', () => {
  const work = mkdtempSync(join(tmpdir(), 'showtix-bench-h5-'))
  after(() => rmSync(work, { recursive: true, force: true }))

  /** A dist/h5 whose home page loads `entry` and `page` bytes of incompressible script. */
  function distWith(entryBytes, pageBytes) {
    const dir = mkdtempSync(join(work, 'dist-'))
    mkdirSync(join(dir, 'js'))
    writeFileSync(join(dir, 'js', 'app.1234abcd.js'), randomBytes(entryBytes))
    writeFileSync(join(dir, 'js', '42.5678abcd.js'), randomBytes(pageBytes))
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><script data-app-scripts="/js/app.1234abcd.js">boot()</script></head><body></body></html>',
    )
    writeFileSync(join(dir, 'boot-page-files.json'), JSON.stringify({ '/': ['/css/42.css', '/js/42.5678abcd.js'], '/all': [] }))
    return dir
  }

  async function measure(dir) {
    const server = await serveH5({ port: 0, root: dir })
    try {
      return await firstLoadByPage(initialAssets(dir), undefined, server.url)
    } finally {
      await server.close()
    }
  }

  test("counts the app's scripts and the opened page's own, as served with headers, against the budget", async () => {
    const [home, all] = await measure(distWith(100 * 1024, 20 * 1024))
    assert.equal(home.files, 2)
    assert.equal(all.files, 1)
    assert.ok(home.gzip > 120 * 1024, `${home.gzip}`)
    // Each response's headers are counted too, as Lighthouse counts bytes transferred.
    assert.ok(home.wire > home.gzip + 2 * 200, `${home.wire} vs ${home.gzip}`)
    assert.deepEqual([home.ok, all.ok], [true, true])
  })

  test('a page past the budget misses it, the other page still meets it', async () => {
    const [home, all] = await measure(distWith(100 * 1024, (TARGETS.jsFirstLoadKb - 100) * 1024))
    assert.deepEqual([home.ok, all.ok], [false, true])
  })
})

describe('the Lighthouse bench on a stale build', () => {
  test('warns when a source changed after dist/h5 was built, and says nothing when the build is newer', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-stale-'))
    after(() => rmSync(root, { recursive: true, force: true }))
    const built = join(root, 'index.html')
    const source = join(root, 'src', 'page.tsx')
    mkdirSync(dirname(source), { recursive: true })
    writeFileSync(built, '<html></html>')
    writeFileSync(source, 'export {}')
    utimesSync(built, new Date('2026-11-26T23:00:00Z'), new Date('2026-11-26T23:00:00Z'))
    utimesSync(source, new Date('2026-11-27T02:00:00Z'), new Date('2026-11-27T02:00:00Z'))
    assert.match(staleBuildWarning(built, [join(root, 'src')]) ?? '', /older than its sources \(changed 2026-11-27T02:00:00Z\)/)
    utimesSync(built, new Date('2026-11-27T03:00:00Z'), new Date('2026-11-27T03:00:00Z'))
    assert.equal(staleBuildWarning(built, [join(root, 'src')]), undefined)
  })
})
