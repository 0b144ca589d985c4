#!/usr/bin/env node
// `npm run bench`: prints figures (not pass/fail). Each section is a module under
// scripts/lib/bench/ exporting `id`, `title` and `async run(context)`, which returns
// `{ text, data }` or `{ skipped: reason }`. Sections: size (mini-program packages), h5 (H5
// first-paint assets), flash-sale (N buyers race for M seats against the reference gateway on a
// SQLite file, over loopback; BENCH_FLASH_N/_M/_C override 2000/500/200), lighthouse (the H5 home
// and all-shows pages under real Lighthouse, mobile, each beside a bare Taro app in the same run,
// with ratios, issue 16's targets and what the first-load JS holds; BENCH_LH_RUNS, default 5;
// BENCH_LH_DIR for reports; BENCH_LH_PAGES=home for one page; docs/decisions/bench-baseline.md),
// seat-map (first draw, pan frame times and tap-to-selected on the 25,478-seat stadium in
// Chromium). Add a section by writing its module and listing it in SECTIONS.
//
//   node scripts/bench.mjs [--only size,h5,flash-sale] [--json]
import * as size from './lib/bench/size.mjs'
import * as h5Initial from './lib/bench/h5-initial.mjs'
import * as flashSale from './lib/bench/flash-sale.mjs'
import * as lighthouse from './lib/bench/lighthouse.mjs'
import * as seatMap from './lib/bench/seat-map.mjs'
import * as richText from './lib/bench/rich-text.mjs'

export const SECTIONS = [size, h5Initial, lighthouse, seatMap, flashSale, richText]

function onlyArg(args) {
  const at = args.findIndex((a) => a === '--only' || a.startsWith('--only='))
  if (at === -1) return undefined
  return (args[at].includes('=') ? args[at].split('=')[1] : (args[at + 1] ?? '')).split(',').filter(Boolean)
}

async function main() {
  const args = process.argv.slice(2)
  const only = onlyArg(args)
  const json = args.includes('--json')
  const unknown = (only ?? []).filter((id) => !SECTIONS.some((s) => s.id === id))
  if (unknown.length) throw new Error(`unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.map((s) => s.id).join(', ')}`)
  const context = { args, startedAt: new Date().toISOString() }
  const report = {}
  let failed = 0
  for (const section of SECTIONS.filter((s) => !only || only.includes(s.id))) {
    const started = Date.now()
    let result
    try {
      result = await section.run(context)
    } catch (error) {
      failed += 1
      result = { error: error.message }
    }
    const ms = Date.now() - started
    report[section.id] = { title: section.title, ms, ...result }
    if (json) continue
    console.log(`\n## ${section.title}\n`)
    if (result.skipped) console.log(`(skipped: ${result.skipped})`)
    else if (result.error) console.log(`(failed: ${result.error})`)
    else console.log(result.text)
  }
  if (json) console.log(JSON.stringify(report, null, 2))
  if (failed) process.exitCode = 1
}

main().catch((error) => {
  console.error(`bench: ${error.message}`)
  process.exit(1)
})
