#!/usr/bin/env node
// `npm run test:weapp`: the WeChat runtime tests (e2e/weapp/tests/*.test.mjs, node:test) against
// the compiled build in dist/weapp and one fresh reference gateway (in-memory database).
//
//   node e2e/weapp/run.mjs [names...] [--grep <pattern>] [--workers N]   (default 2 workers)
//
// Files are shared out to parallel workers, each with its own fresh gateway (e2e/lib/runner.mjs).
// Each file runs in its own process: WeChat's component engine and Taro's runtime keep global
// state, so one mini-program per process. A single file also runs alone:
// `node --test e2e/weapp/tests/pages.test.mjs` (it then starts its own gateway).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { startGateway } from '../lib/gateway.mjs'
import { runSuites, workersArg } from '../lib/runner.mjs'

const args = process.argv.slice(2)
const grepAt = args.indexOf('--grep')
const grep = grepAt !== -1 ? args[grepAt + 1] : undefined
const workersAt = args.indexOf('--workers')
const valueAt = new Set([grepAt + 1, workersAt + 1].filter((i) => i > 0))
const names = args.filter((arg, i) => !arg.startsWith('--') && !valueAt.has(i))
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

  const workers = workersArg(args)
  console.log(`weapp: ${files.length} file(s) on ${Math.min(workers, files.length)} worker(s) against dist/weapp`)
  return runSuites({
    title: 'weapp runtime summary',
    name: 'weapp',
    files,
    grep,
    workers,
    // Each worker: its own fresh gateway.
    async startWorker() {
      const gateway = await startGateway()
      return { env: { GATEWAY_URL: gateway.url }, label: `gateway ${gateway.url}`, close: () => gateway.close() }
    },
    notePattern: /^weapp runtime:/,
  })
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`weapp: ${error.stack ?? error}`)
    process.exit(1)
  },
)
