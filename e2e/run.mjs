#!/usr/bin/env node
// `npm run test:e2e`: the e2e tests (e2e/tests/*.test.mjs, node:test + playwright-core) against
// the production H5 build, served by scripts/serve.mjs.
//
//   node e2e/run.mjs [names...] [--build] [--all-pages] [--grep <pattern>] [--workers N]
//
//   names        only these test files (`web-paths`, `routing`, `tab-bar`...)
//   --build      rebuild dist/h5 first (it is built anyway when missing)
//   --all-pages  open every page without a web path, not a sample
//   --grep       only tests whose name matches the pattern
//   --workers    how many files run at once (default 2), each worker with its own H5 server and
//                fresh gateway on free ports
//
// E2E_DATABASE=postgres runs each worker's gateway on PostgreSQL (a throwaway cluster, see
// e2e/lib/gateway.mjs) instead of in-memory SQLite.
//
// A single file also runs on its own: `node --test e2e/tests/routing.test.mjs` (it then starts
// its own server). Screenshots go to e2e/screenshots/ (git-ignored).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../scripts/lib/routes.mjs'
import { CHROMIUM, serveWithGateway } from './lib/browser.mjs'
import { E2E_DATABASE } from './lib/gateway.mjs'
import { runSuites, workersArg } from './lib/runner.mjs'

const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const grepAt = args.indexOf('--grep')
const grep = grepAt !== -1 ? args[grepAt + 1] : undefined
const workersAt = args.indexOf('--workers')
const valueAt = new Set([grepAt + 1, workersAt + 1].filter((i) => i > 0))
const names = args.filter((arg, i) => !arg.startsWith('--') && !valueAt.has(i))

const testsDir = join(projectRoot, 'e2e', 'tests')
const h5 = join(projectRoot, 'dist', 'h5')

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.error(
      `e2e: ${CHROMIUM} not found. Install Debian's Chromium (apt-get install chromium fonts-wqy-zenhei) or set CHROMIUM_PATH.`,
    )
    return 1
  }

  const index = join(h5, 'index.html')
  if (flag('build') || !existsSync(index)) {
    console.log('e2e: building the H5 app (npx taro build --type h5)...')
    const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (build.status !== 0) {
      console.error('e2e: the H5 build failed')
      return build.status ?? 1
    }
  } else if (statSync(index).mtimeMs < Math.max(newest(join(projectRoot, 'src')), newest(join(projectRoot, 'config')))) {
    console.warn('e2e: note: dist/h5 is older than src/ or config/; testing it as it is (--build to rebuild)')
  }

  const files = readdirSync(testsDir)
    .filter((f) => f.endsWith('.test.mjs'))
    .filter((f) => !names.length || names.some((n) => f === n || f.replace(/\.test\.mjs$/, '') === n))
    .sort()
    .map((f) => join(testsDir, f))
  if (!files.length) {
    console.error(`e2e: no test file matches ${names.join(', ')}`)
    return 1
  }

  const workers = workersArg(args)
  console.log(
    `e2e: ${files.length} file(s) on ${Math.min(workers, files.length)} worker(s) against dist/h5, Chromium ${CHROMIUM}, gateway on ${E2E_DATABASE}`,
  )
  return runSuites({
    title: 'e2e summary',
    name: 'e2e',
    files,
    grep,
    workers,
    // Each worker: its own H5 server in front of its own fresh gateway, on free ports.
    async startWorker() {
      const server = await serveWithGateway(h5)
      return {
        env: { E2E_BASE_URL: server.url, ...(flag('all-pages') ? { E2E_ALL_PAGES: '1' } : {}) },
        label: `${server.url} (gateway ${server.gatewayUrl})`,
        close: () => server.close(),
      }
    },
    countFile: 'web-paths.test.mjs',
    countLabel: 'web paths opened (direct load + reload)',
  })
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`e2e: ${error.stack ?? error}`)
    process.exit(1)
  },
)
