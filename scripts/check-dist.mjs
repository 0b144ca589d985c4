#!/usr/bin/env node
// `npm run test:dist`: structural checks of every build in dist/ against the route table.
//
//   node scripts/check-dist.mjs [--targets weapp,tt] [--require-styles]
//
// For each mini target that was built (dist/<target>/app.json exists):
//   - every page of src/routes.ts has its template, script and config file (and a style file
//     when --require-styles: the platforms do not require one, and Taro writes none for a page
//     without styles of its own, so by default a missing style is only counted);
//   - app.json: `pages` are the main-package pages with homeList first, `subPackages` one per
//     package root with exactly its pageFile()s, `preloadRule` is PRELOAD mapped to roots;
//   - no emitted .js file uses syntax beyond ES5 (acorn, ecmaVersion 5): file and line.
// For h5: dist/h5/index.html exists and the scripts it loads exist.
// For every target: its scripts carry i18next and not the translator that stood in for it.
// The renderer (issue 16, React on every target): dist/h5 carries React's DOM renderer and no
// Preact (h5RendererProblems); every mini dist carries React's reconciler (miniReconcilerProblems).
// Exits 1 with the list of problems; prints a summary table either way.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'acorn'
import { ALL_TARGET_NAMES, MINI_TARGETS, distDir, distExists, expectedApp, table, targetsArg, walk } from './lib/dist.mjs'
import { initialAssets } from './lib/h5.mjs'

const args = process.argv.slice(2)
const requireStyles = args.includes('--require-styles')

const sameList = (a, b) => a.length === b.length && a.every((item, i) => item === b[i])
const sameSet = (a, b) => a.length === b.length && [...a].sort().every((item, i) => item === [...b].sort()[i])
const diff = (a, b) => a.filter((item) => !b.includes(item))

function describeSetDiff(label, actual, expected) {
  const missing = diff(expected, actual)
  const extra = diff(actual, expected)
  const parts = []
  if (missing.length) parts.push(`missing ${missing.join(', ')}`)
  if (extra.length) parts.push(`unexpected ${extra.join(', ')}`)
  const dupes = actual.filter((item, i) => actual.indexOf(item) !== i)
  if (dupes.length) parts.push(`duplicated ${dupes.join(', ')}`)
  return `${label}: ${parts.join('; ')}`
}

/** The first ES5 violation of a script, or undefined. */
export function es5Error(code) {
  try {
    parse(code, { ecmaVersion: 5, sourceType: 'script', allowReserved: true, allowHashBang: false })
    return undefined
  } catch (error) {
    const line = error.loc?.line ?? '?'
    const column = error.loc?.column ?? 0
    const text = code.split('\n')[(error.loc?.line ?? 1) - 1] ?? ''
    const excerpt = text.slice(Math.max(0, column - 40), column + 40).trim()
    return { line, column, message: error.message.replace(/\s*\(\d+:\d+\)$/, ''), excerpt }
  }
}

/**
 * React's DOM renderer: react-dom's production build names itself to React's devtools hook
 * (`injectIntoDevTools({ rendererPackageName: 'react-dom' })`), and keeps the name when minified
 * (Taro's minifier quotes the key: `"rendererPackageName":"react-dom"`).
 */
export const REACT_DOM_MARK = /["']?rendererPackageName["']?:["']react-dom["']/
/** Preact: its test of the style properties that take no `px` (preact/src/constants.js IS_NON_DIMENSIONAL). */
export const PREACT_MARK = 'acit|ex(?:s|g|n|p|$)|rph'
/** React's reconciler (react-reconciler, inside @tarojs/react on the mini-programs): its error decoder and its container API. */
export const REACT_RECONCILER_MARKS = ['Minified React error #', 'createContainer', 'updateContainer']

/** The .js files of a dist folder, with their text. */
const scriptsOf = (dir) =>
  walk(dir)
    .filter((file) => file.rel.endsWith('.js'))
    .map((file) => ({ rel: file.rel, code: readFileSync(file.path, 'utf8') }))

/** dist/h5 (or `dir`): React DOM in some script, Preact in none. */
export function h5RendererProblems(dir) {
  const scripts = scriptsOf(dir)
  const problems = []
  if (!scripts.some((script) => REACT_DOM_MARK.test(script.code)))
    problems.push(`no script carries React's DOM renderer (react-dom: ${REACT_DOM_MARK})`)
  for (const script of scripts.filter((each) => each.code.includes(PREACT_MARK)))
    problems.push(`${script.rel} carries Preact (${PREACT_MARK}): H5 renders with React`)
  return problems
}

/** Taro's web-component Checkbox (its tag name in its Stencil module), which draws its tick with the weui font. */
export const TARO_CHECKBOX_MARK = 'taro-checkbox-core'

/**
 * dist/h5 (`dir`): the H5 build drops Taro's weui icon font (config/h5-stubs/no-weui-font.js), so
 * no script may carry Taro's Checkbox, the one component drawing with it.
 */
export function weuiFontProblems(dir) {
  return scriptsOf(dir)
    .filter((script) => script.code.includes(TARO_CHECKBOX_MARK))
    .map(
      (script) =>
        `${script.rel} carries Taro's Checkbox (${TARO_CHECKBOX_MARK}), whose tick needs the weui font H5 drops: use NutUI's`,
    )
}

/** A mini dist (`dir`): some script carries React's reconciler. */
export function miniReconcilerProblems(dir) {
  const scripts = scriptsOf(dir)
  const found = REACT_RECONCILER_MARKS.every((mark) => scripts.some((script) => script.code.includes(mark)))
  return found ? [] : [`no script carries React's reconciler (${REACT_RECONCILER_MARKS.join(', ')})`]
}

function checkMini(target, expected) {
  const ext = MINI_TARGETS[target]
  const dir = distDir(target)
  const problems = []
  const { routes } = expected
  const { PAGE_NAMES, pagePath } = routes
  const files = walk(dir)
  const present = new Set(files.map((f) => f.rel))

  // Page files.
  let complete = 0
  const stylesMissing = []
  for (const name of PAGE_NAMES) {
    const path = pagePath(name)
    const missing = ['template', 'script', 'config'].filter((kind) => !present.has(path + ext[kind]))
    if (!present.has(path + ext.style)) stylesMissing.push(name)
    if (requireStyles && !present.has(path + ext.style)) missing.push('style')
    if (missing.length)
      problems.push(`page ${name} (${path}): no ${missing.map((kind) => `${kind} ${path}${ext[kind]}`).join(', ')}`)
    else complete += 1
  }

  // app.json.
  let app
  try {
    app = JSON.parse(readFileSync(join(dir, 'app.json'), 'utf8'))
  } catch (error) {
    problems.push(`app.json: ${error.message}`)
  }
  let appOk = false
  if (app) {
    const before = problems.length
    const pages = app.pages ?? []
    if (pages[0] !== expected.firstPage)
      problems.push(`app.json pages[0] is ${pages[0]}, expected ${expected.firstPage} (homeList)`)
    if (!sameSet(pages, expected.mainPages)) problems.push(describeSetDiff('app.json pages', pages, expected.mainPages))

    const subs = app.subPackages ?? app.subpackages ?? []
    const roots = subs.map((sub) => sub.root)
    const expectedRoots = expected.subPackages.map((sub) => sub.root)
    if (!sameSet(roots, expectedRoots)) problems.push(describeSetDiff('app.json subPackages roots', roots, expectedRoots))
    for (const sub of expected.subPackages) {
      const actual = subs.find((s) => s.root === sub.root)
      if (actual && !sameSet(actual.pages ?? [], sub.pages))
        problems.push(describeSetDiff(`app.json subPackage ${sub.root} pages`, actual.pages ?? [], sub.pages))
    }

    const rules = app.preloadRule ?? {}
    const ruleKeys = Object.keys(rules)
    const expectedKeys = Object.keys(expected.preloadRule)
    if (!sameSet(ruleKeys, expectedKeys)) problems.push(describeSetDiff('app.json preloadRule pages', ruleKeys, expectedKeys))
    for (const [page, packages] of Object.entries(expected.preloadRule)) {
      const actual = rules[page]?.packages
      if (actual && !sameList(actual, packages))
        problems.push(`app.json preloadRule ${page}: packages ${JSON.stringify(actual)}, expected ${JSON.stringify(packages)}`)
      for (const root of rules[page]?.packages ?? [])
        if (!expected.subPackages.some((sub) => sub.root === root))
          problems.push(`app.json preloadRule ${page}: ${root} is not a sub-package root`)
    }
    appOk = problems.length === before
  }

  problems.push(...miniReconcilerProblems(dir))

  // ES5.
  const scripts = files.filter((f) => f.rel.endsWith('.js'))
  let es5Failures = 0
  for (const file of scripts) {
    const error = es5Error(readFileSync(file.path, 'utf8'))
    if (error) {
      es5Failures += 1
      problems.push(
        `not ES5: dist/${target}/${file.rel}:${error.line}:${error.column + 1} ${error.message} near \`${error.excerpt}\``,
      )
    }
  }

  return {
    target,
    problems,
    row: [
      target,
      `${complete}/${PAGE_NAMES.length}`,
      `${PAGE_NAMES.length - stylesMissing.length}/${PAGE_NAMES.length}`,
      app ? (appOk ? 'ok' : 'MISMATCH') : 'MISSING',
      `${scripts.length - es5Failures}/${scripts.length}`,
      problems.length ? `FAIL (${problems.length})` : 'ok',
    ],
    notes: [
      ...(stylesMissing.length && !requireStyles
        ? [
            `${target}: ${stylesMissing.length} page(s) have no ${ext.style} (allowed; --require-styles to enforce): ${stylesMissing.join(', ')}`,
          ]
        : []),
      ...customTabBarNotes(target, app, present),
    ],
  }
}

/**
 * A custom tab bar (`tabBar.custom`; Alipay: `tabBar.customize`) needs its component at the
 * root: custom-tab-bar/index (Alipay: customize-tab-bar/index). Reported as a note: the pages
 * draw their own bar, but the platform's tool may complain.
 */
function customTabBarNotes(target, app, present) {
  const tabBar = app?.tabBar ?? {}
  if (!tabBar.custom && !tabBar.customize) return []
  const folder = target === 'alipay' ? 'customize-tab-bar' : 'custom-tab-bar'
  const ext = MINI_TARGETS[target]
  const missing = ['template', 'script', 'config'].filter((kind) => !present.has(`${folder}/index${ext[kind]}`))
  if (!missing.length) return []
  const key = tabBar.customize ? 'customize' : 'custom'
  return [`${target}: app.json tabBar.${key} is on but ${folder}/index${ext[missing[0]]} is missing (${missing.join(', ')})`]
}

/**
 * The words go through i18next on every target, not through the hand-written translator that
 * stood in for it (src/i18n/translate.ts, issue 16). Each is recognised by text that survives
 * minification: i18next's logger prefix and its plural resolver's message; the stand-in's
 * placeholder pattern, a regular expression literal that i18next builds at run time instead.
 */
export const I18NEXT_MARKERS = ['i18next:', 'No Intl support, please use an Intl polyfill!']
export const TRANSLATOR_STAND_IN_MARKER = '/{{(.+?)}}/g'

/** What is wrong with a dist's translation library (`dir`: a built target): a list of problems. */
export function i18nProblems(dir) {
  const scripts = existsSync(dir) ? walk(dir).filter((file) => file.rel.endsWith('.js')) : []
  const texts = scripts.map((file) => ({ rel: file.rel, text: readFileSync(file.path, 'utf8') }))
  const problems = []
  const missing = I18NEXT_MARKERS.filter((marker) => !texts.some(({ text }) => text.includes(marker)))
  if (missing.length)
    problems.push(`no i18next in its scripts (no script says ${missing.map((m) => JSON.stringify(m)).join(', ')})`)
  for (const { rel, text } of texts)
    if (text.includes(TRANSLATOR_STAND_IN_MARKER))
      problems.push(
        `${rel} carries the translator that stood in for i18next (src/i18n/translate.ts: ${TRANSLATOR_STAND_IN_MARKER})`,
      )
  return problems
}

function checkH5() {
  const dir = distDir('h5')
  const problems = []
  let scripts = []
  if (!existsSync(join(dir, 'index.html'))) problems.push('dist/h5/index.html is missing')
  else {
    const assets = initialAssets(dir)
    scripts = assets.scripts
    if (!scripts.length) problems.push('dist/h5/index.html loads no script')
    for (const asset of [...assets.scripts, ...assets.styles])
      if (!asset.exists) problems.push(`dist/h5/index.html loads ${asset.src}, which is not in dist/h5`)
    problems.push(...h5RendererProblems(dir))
    problems.push(...weuiFontProblems(dir))
  }
  return {
    target: 'h5',
    problems,
    row: [
      'h5',
      '-',
      '-',
      existsSync(join(dir, 'index.html')) ? 'index.html ok' : 'MISSING',
      `${scripts.length} initial`,
      problems.length ? `FAIL (${problems.length})` : 'ok',
    ],
    notes: [],
  }
}

async function main() {
  const requested = targetsArg(args)
  const targets = (requested ?? ALL_TARGET_NAMES).filter((target) => distExists(target))
  const notBuilt = (requested ?? ALL_TARGET_NAMES).filter((target) => !targets.includes(target))
  if (notBuilt.length) console.log(`Not built, skipped: ${notBuilt.map((t) => `dist/${t}`).join(', ')}\n`)
  if (!targets.length) {
    console.error('No build in dist/ to check. Build first: npx taro build --type weapp')
    process.exit(1)
  }
  const expected = await expectedApp()
  const results = targets.map((target) => (target === 'h5' ? checkH5() : checkMini(target, expected)))
  for (const result of results) {
    const problems = i18nProblems(distDir(result.target))
    result.problems.push(...problems)
    if (problems.length) result.row[result.row.length - 1] = `FAIL (${result.problems.length})`
  }

  console.log(
    table(
      ['target', 'page files', 'styles', 'app.json', 'ES5 .js', 'result'],
      results.map((r) => r.row),
      'lrrrrl',
    ),
  )
  const notes = results.flatMap((r) => r.notes)
  if (notes.length) console.log(`\nNotes:\n${notes.map((n) => `  - ${n}`).join('\n')}`)
  const failed = results.filter((r) => r.problems.length)
  if (failed.length) {
    console.error('\nProblems:')
    for (const r of failed) {
      console.error(`  ${r.target}:`)
      for (const problem of r.problems) console.error(`    - ${problem}`)
    }
    console.error(`\ncheck-dist: ${failed.length} target(s) failed: ${failed.map((r) => r.target).join(', ')}`)
    process.exit(1)
  }
  console.log(`\ncheck-dist: ${targets.join(', ')} ok`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`check-dist: ${error.message}`)
    process.exit(1)
  })
}
