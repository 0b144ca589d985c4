#!/usr/bin/env node
// `npm start`: builds the H5 app once when dist/h5 is missing or older than the sources, then
// serves it with history-mode routing and prints one URL. (The reference gateway joins here
// when it lands: issue 3.)
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { serveH5 } from './serve.mjs'

const PORT = Number(process.env.PORT ?? 10086)

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

const index = 'dist/h5/index.html'
const stale = !existsSync(index) || statSync(index).mtimeMs < Math.max(newest('src'), newest('config'))
if (stale) {
  console.log('Building the H5 app (about a minute)...')
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { stdio: ['ignore', 'ignore', 'inherit'], shell: false })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = await serveH5({ port: PORT, root: 'dist/h5' })
console.log(`\nShowtix is running at ${server.url}\n`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().finally(() => process.exit(0)))
