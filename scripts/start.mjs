#!/usr/bin/env node
// `npm start`: the reference gateway and the H5 app, behind one URL. Builds the H5 app first when
// dist/h5 is missing or older than the sources. The H5 server forwards the gateway's paths
// (service prefixes, /static, /docs, /dev) to it, so the browser talks to one origin.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { GATEWAY_PREFIXES, serveH5 } from './serve.mjs'

const PORT = Number(process.env.PORT ?? 10086)
const GATEWAY_PORT = Number(process.env.GATEWAY_PORT ?? 8787)

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

async function waitForGateway(url, child) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error('the gateway stopped while starting')
    try {
      await fetch(url) // any answer (a 404 for /) means it listens
      return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the gateway did not start within a minute')
}

const index = 'dist/h5/index.html'
if (!existsSync(index) || statSync(index).mtimeMs < Math.max(newest('src'), newest('config'))) {
  console.log('Building the H5 app (about a minute)...')
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (build.status !== 0) {
    console.error(`${build.stdout}\n${build.stderr}`.split('\n').slice(-60).join('\n'))
    process.exit(build.status ?? 1)
  }
}

// Migrations are a step of their own (a gateway refuses to start while some are pending): apply
// them first, on the database the gateway will use (GATEWAY_DATABASE_URL or the SQLite file).
const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/migrate.ts'], { stdio: 'inherit' })
if (migrate.status !== 0) process.exit(migrate.status ?? 1)

const publicUrl = `http://localhost:${PORT}`
const gateway = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  // Dev mode (the outbox, the sandbox payments and sign-in, /docs) for a newcomer on this machine;
  // GATEWAY_DEV=false turns it off. Logs go to stderr (warnings and errors unless GATEWAY_LOG_LEVEL says).
  env: {
    ...process.env,
    GATEWAY_DEV: process.env.GATEWAY_DEV ?? 'true',
    GATEWAY_LOG_LEVEL: process.env.GATEWAY_LOG_LEVEL ?? 'warn',
    GATEWAY_PORT: String(GATEWAY_PORT),
    GATEWAY_PUBLIC_URL: process.env.GATEWAY_PUBLIC_URL ?? publicUrl,
    // The app's own origins (dev calls from the browser, payment return URLs): this server's.
    GATEWAY_CORS_ORIGINS: process.env.GATEWAY_CORS_ORIGINS ?? `http://localhost:${PORT},http://127.0.0.1:${PORT}`,
  },
})
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`
await waitForGateway(gatewayUrl, gateway)

const server = await serveH5({ port: PORT, root: 'dist/h5', proxy: { target: gatewayUrl, prefixes: GATEWAY_PREFIXES } })
console.log(`\nShowtix is running at ${server.url}  (gateway API docs: ${server.url}/docs)\n`)

const stop = () => {
  gateway.kill('SIGTERM')
  void server.close().finally(() => process.exit(0))
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop)
gateway.on('exit', (code) => {
  console.error(`The gateway stopped (exit ${code}).`)
  void server.close().finally(() => process.exit(1))
})
