#!/usr/bin/env node
// `npm run test:weapp`: the WeChat runtime tests (e2e/weapp/tests/*.test.mjs, node:test) against
// the compiled build in dist/weapp and one fresh reference gateway (in-memory database).
//
//   node e2e/weapp/run.mjs [names...] [--grep <pattern>]
//
// Each file runs in its own process: WeChat's component engine and Taro's runtime keep global
// state, so one mini-program per process. A single file also runs alone:
// `node --test e2e/weapp/tests/pages.test.mjs` (it then starts its own gateway).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { run } from 'node:test'
import { spec } from 'node:test/reporters'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { startGateway } from '../lib/gateway.mjs'

const args = process.argv.slice(2)
const grepAt = args.indexOf('--grep')
const grep = grepAt !== -1 ? args[grepAt + 1] : undefined
const names = args.filter((arg, i) => !arg.startsWith('--') && !(grepAt !== -1 && i === grepAt + 1))
const testsDir = join(projectRoot, 'e2e', 'weapp', 'tests')

async function main() {
  if (!existsSync(join(projectRoot, 'dist', 'weapp', 'app.json'))) {
    console.error('weapp: dist/weapp/app.json not found: build the WeChat app first (npm run build:weapp)')
    return 1
  }
  const files = readdirSync(testsDir)
    .filter((f) => f.endsWith('.test.mjs'))
    .filter((f) => !names.length || names.some((n) => f === n || f.replace(/\.test\.mjs$/, '') === n))
    .sort()
    .map((f) => join(testsDir, f))
  if (!files.length) {
    console.error(`weapp: no test file matches ${names.join(', ')}`)
    return 1
  }

  const gateway = await startGateway()
  process.env.GATEWAY_URL = gateway.url
  console.log(`weapp: ${files.length} file(s) against dist/weapp, gateway ${gateway.url}\n`)
  const outcome = { pass: 0, skipped: 0, fail: [], notes: [] }
  const started = Date.now()
  try {
    const stream = run({ files, concurrency: 1, timeout: 10 * 60 * 1000, ...(grep ? { testNamePatterns: [grep] } : {}) })
    const isTest = (data) => data.details?.type !== 'suite'
    stream.on('test:pass', (data) => {
      if (!isTest(data)) return
      if (data.skip !== undefined && data.skip !== false) outcome.skipped += 1
      else outcome.pass += 1
    })
    stream.on('test:fail', (data) => {
      if (isTest(data)) outcome.fail.push(data)
    })
    stream.on('test:stdout', (data) => {
      if (/^weapp runtime:/.test(data.message)) outcome.notes.push(data.message.trim())
    })
    await new Promise((resolve, reject) => {
      const out = stream.compose(new spec())
      out.on('data', (chunk) => process.stdout.write(chunk))
      out.on('end', resolve)
      out.on('error', reject)
    })
  } finally {
    await gateway.close()
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const firstLine = (data) => String(data.details?.error?.cause?.message ?? data.details?.error?.message ?? '').split('\n')[0]
  console.log('\n== weapp runtime summary ==')
  for (const note of outcome.notes) console.log(`  ${note}`)
  console.log(
    `  passed: ${outcome.pass}, failed: ${outcome.fail.length}${outcome.skipped ? `, skipped: ${outcome.skipped}` : ''}, in ${seconds} s`,
  )
  if (outcome.fail.length) {
    console.log('\n  Failed:')
    for (const t of outcome.fail) console.log(`    - ${t.name}: ${firstLine(t)}`)
  }
  // A skipped test is not a pass: none may be left behind.
  return outcome.fail.length || outcome.skipped ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`weapp: ${error.stack ?? error}`)
    process.exit(1)
  },
)
