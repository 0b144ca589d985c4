#!/usr/bin/env node
// `npm run size`: package sizes of every mini-program build in dist/, against the platforms'
// hard limits. Exits 1 when a limit is exceeded.
//
//   node scripts/size.mjs [--targets weapp,tt] [--json]
//
// The main package is every file outside the sub-package roots (app, runtime, vendors, common,
// main pages); each sub-package is its root folder. Project settings and build notes
// (project.config.json, *.LICENSE.txt, source maps) are not uploaded and are not counted.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MINI_TARGETS, MINI_TARGET_NAMES, NOT_PACKAGED, distDir, distExists, kb, table, targetsArg, walk } from './lib/dist.mjs'

const MB = 1024 * 1024

/** WeChat: 2 MB main package, 2 MB per sub-package. */
export const WEAPP_MAIN_LIMIT = 2 * MB
export const WEAPP_SUB_LIMIT = 2 * MB
/** Alipay: 2 MB main package, 2 MB per sub-package. */
export const ALIPAY_MAIN_LIMIT = 2 * MB
export const ALIPAY_SUB_LIMIT = 2 * MB
/** Douyin: 4 MB main package, 2 MB per sub-package. */
export const TT_MAIN_LIMIT = 4 * MB
export const TT_SUB_LIMIT = 2 * MB
/** Xiaohongshu: no published figure; assumed the same as WeChat. */
export const XHS_MAIN_LIMIT = WEAPP_MAIN_LIMIT
export const XHS_SUB_LIMIT = WEAPP_SUB_LIMIT

export const LIMITS = {
  weapp: { main: WEAPP_MAIN_LIMIT, sub: WEAPP_SUB_LIMIT },
  alipay: { main: ALIPAY_MAIN_LIMIT, sub: ALIPAY_SUB_LIMIT },
  tt: { main: TT_MAIN_LIMIT, sub: TT_SUB_LIMIT },
  xhs: { main: XHS_MAIN_LIMIT, sub: XHS_SUB_LIMIT },
}

/**
 * Sizes of one built mini target: `{ target, packages: [{ name, root, files, bytes, limit,
 * over }], total: { files, bytes }, over }`. Sub-package roots come from the build's app.json.
 */
export function measureTarget(target) {
  const dir = distDir(target)
  const app = JSON.parse(readFileSync(join(dir, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((sub) => sub.root.replace(/\/$/, ''))
  const limits = LIMITS[target]
  const packages = [{ name: 'main', root: '/', files: 0, bytes: 0, limit: limits.main }].concat(
    roots.map((root) => ({ name: root, root, files: 0, bytes: 0, limit: limits.sub })),
  )
  const excluded = { files: 0, bytes: 0 }
  for (const file of walk(dir)) {
    const base = file.rel.split('/').pop()
    if (NOT_PACKAGED.some((pattern) => pattern.test(base))) {
      excluded.files += 1
      excluded.bytes += file.size
      continue
    }
    const pkg = packages.find((p) => p.name !== 'main' && file.rel.startsWith(`${p.root}/`)) ?? packages[0]
    pkg.files += 1
    pkg.bytes += file.size
  }
  for (const pkg of packages) pkg.over = pkg.bytes > pkg.limit
  const total = packages.reduce((sum, p) => ({ files: sum.files + p.files, bytes: sum.bytes + p.bytes }), { files: 0, bytes: 0 })
  return { target, label: MINI_TARGETS[target].label, packages, total, excluded, over: packages.some((p) => p.over) }
}

/** Measures every requested mini target that has a build. */
export function measureSizes(targets = MINI_TARGET_NAMES) {
  return targets.filter((t) => t in MINI_TARGETS && distExists(t)).map(measureTarget)
}

/** The size table as text. */
export function sizeTable(results) {
  const rows = []
  for (const r of results) {
    for (const p of r.packages)
      rows.push([
        r.target,
        p.name,
        p.files,
        p.bytes,
        kb(p.bytes),
        kb(p.limit),
        `${((p.bytes / p.limit) * 100).toFixed(1)}%`,
        p.over ? 'OVER' : 'ok',
      ])
    rows.push([r.target, 'total', r.total.files, r.total.bytes, kb(r.total.bytes), '', '', r.over ? 'OVER' : 'ok'])
  }
  return table(['target', 'package', 'files', 'bytes', 'KB', 'limit KB', 'used', 'status'], rows, 'llrrrrrl')
}

function main() {
  const args = process.argv.slice(2)
  const requested = targetsArg(args)
  const targets = (requested ?? MINI_TARGET_NAMES).filter((t) => t in MINI_TARGETS)
  const missing = targets.filter((t) => !distExists(t))
  const results = measureSizes(targets)
  if (args.includes('--json')) {
    console.log(JSON.stringify({ limits: LIMITS, results, skipped: missing }, null, 2))
  } else {
    if (!results.length) {
      console.error('size: no mini-program build in dist/ (npx taro build --type weapp)')
      process.exit(1)
    }
    console.log(sizeTable(results))
    if (missing.length) console.log(`\nNot built, skipped: ${missing.join(', ')}`)
  }
  const over = results.flatMap((r) =>
    r.packages.filter((p) => p.over).map((p) => `${r.target} ${p.name}: ${kb(p.bytes)} KB > ${kb(p.limit)} KB`),
  )
  if (over.length) {
    console.error(`\nsize: over the platform limit:\n${over.map((o) => `  - ${o}`).join('\n')}`)
    process.exit(1)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main()
  } catch (error) {
    console.error(`size: ${error.message}`)
    process.exit(1)
  }
}
