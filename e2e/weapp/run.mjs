#!/usr/bin/env node
// `npm run test:weapp`: the WeChat runtime tests (e2e/weapp/tests/*.test.mjs, node:test) against
// the compiled build in dist/weapp and one fresh reference gateway (in-memory database).
// `npm run test:mini -- --target alipay|tt|xhs|weapp`: the same harness on that target's build
// (dist/<target>, translated to WeChat's template syntax, with the platform's own global):
// for Alipay, Douyin and Xiaohongshu only the files in TARGET_FILES (every route mounted, the
// journeys that differ by platform, the broken build); the other journeys are the same code.
//
//   node e2e/weapp/run.mjs [names...] [--target t] [--grep <pattern>] [--workers N]   (default 2 workers)
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
import { PLATFORMS } from './targets/platforms.mjs'

const args = process.argv.slice(2)
const grepAt = args.indexOf('--grep')
const grep = grepAt !== -1 ? args[grepAt + 1] : undefined
const workersAt = args.indexOf('--workers')
const targetAt = args.indexOf('--target')
const target = targetAt !== -1 ? args[targetAt + 1] : 'weapp'
const valueAt = new Set([grepAt + 1, workersAt + 1, targetAt + 1].filter((i) => i > 0))
const names = args.filter((arg, i) => !arg.startsWith('--') && !valueAt.has(i))
const testsDir = join(projectRoot, 'e2e', 'weapp', 'tests')
/** What runs on the Alipay, Douyin and Xiaohongshu builds (WeChat: every file). */
const TARGET_FILES = ['pages.test.mjs', 'platform.test.mjs', 'broken-build.test.mjs']

async function main() {
  if (!PLATFORMS[target]) {
    console.error(`mini: unknown --target ${target}: weapp, alipay, tt or xhs`)
    return 1
  }
  if (!existsSync(join(projectRoot, 'dist', target, 'app.json'))) {
    console.error(`${target}: dist/${target}/app.json not found: build it first (npm run build:${target})`)
    return 1
  }
  const files = readdirSync(testsDir)
    .filter((f) => f.endsWith('.test.mjs'))
    .filter((f) => target === 'weapp' || TARGET_FILES.includes(f))
    .filter((f) => !names.length || names.some((n) => f === n || f.replace(/\.test\.mjs$/, '') === n))
    .sort()
    .map((f) => join(testsDir, f))
  if (!files.length) {
    console.error(`${target}: no test file matches ${names.join(', ')}`)
    return 1
  }

  const workers = workersArg(args)
  console.log(`${target}: ${files.length} file(s) on ${Math.min(workers, files.length)} worker(s) against dist/${target}`)
  return runSuites({
    title: `${target} runtime summary`,
    name: target,
    files,
    grep,
    workers,
    // Each worker: its own fresh gateway.
    async startWorker() {
      const gateway = await startGateway()
      return {
        env: { GATEWAY_URL: gateway.url, MINI_TARGET: target },
        label: `gateway ${gateway.url}`,
        close: () => gateway.close(),
      }
    },
    notePattern: new RegExp(`^${target} runtime:`),
  })
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`weapp: ${error.stack ?? error}`)
    process.exit(1)
  },
)
