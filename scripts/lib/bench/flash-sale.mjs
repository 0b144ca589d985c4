// Bench section: a flash sale against the reference gateway (issue 18). A child process
// (server/bench/flash-sale.ts) runs, for SQLite with 1 gateway process and PostgreSQL with 1 and
// 2 processes (a throwaway cluster; skipped with the reason where PostgreSQL is not installed),
// N buyers racing for M seats over loopback, C in flight, spread over the processes; then counts
// the database (oversold must be 0). It first measures the ceiling: a bare route on the same
// Fastify setup returning the envelope. Defaults N=2000, M=500, C=200; override with
// BENCH_FLASH_N, BENCH_FLASH_M, BENCH_FLASH_C. Each setup first serves BENCH_FLASH_WARM (400)
// orders of another show, not measured, and reports the CPU each part used per attempt (the
// machine may be shared: CPU per attempt compares setups where requests per second cannot).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { table } from '../dist.mjs'
import { projectRoot } from '../routes.mjs'

export const id = 'flash-sale'
export const title = 'Gateway flash sale (N buyers race for M seats over loopback; SQLite and PostgreSQL)'

const TIMEOUT_MS = 900_000

function envInt(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${raw}`)
  return value
}

export async function run() {
  const args = [
    '--users',
    envInt('BENCH_FLASH_N', 2000),
    '--seats',
    envInt('BENCH_FLASH_M', 500),
    '--inflight',
    envInt('BENCH_FLASH_C', 200),
    '--warm',
    process.env.BENCH_FLASH_WARM === '0' ? 0 : envInt('BENCH_FLASH_WARM', 400),
  ]
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'bench', 'flash-sale.ts'), ...args.map(String)], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)))
  const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS)
  const code = await new Promise((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  if (code !== 0) throw new Error(`flash-sale child exited with ${code}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`)
  const report = JSON.parse(stdout.trim().split('\n').pop())
  const ceiling = report.ceiling.attemptsPerS
  const setups = Object.keys(report).filter((key) => key.includes('process'))
  const rows = [['ceiling: bare route, envelope, 1 process (req/s)', ...setups.map(() => '')]]
  rows[0] = ['bare route ceiling, 1 process (req / s)', ceiling, ...setups.slice(1).map(() => '')]
  const header = ['figure', ...setups]
  const line = (label, pick) => [label, ...setups.map((key) => pick(report[key]))]
  const body = [
    line('attempts handled / s', (r) => r.attemptsPerS),
    line('orders won / s', (r) => r.ordersPerS),
    line('attempts / s ÷ ceiling', (r) => (r.attemptsPerS / ceiling).toFixed(3)),
    line('won / lost / other', (r) => `${r.won} / ${r.lost} / ${r.other}`),
    line('latency p50 / p95 / p99 (ms)', (r) => `${r.p50} / ${r.p95} / ${r.p99}`),
    line('seats held (db)', (r) => r.db.held),
    line('distinct seats in live orders (db)', (r) => r.db.distinctSeats),
    line('oversold seats (db, must be 0)', (r) => r.db.oversold),
    line('CPU ms / attempt: load generator / gateways / PostgreSQL', (r) => {
      const cpu = r.cpuMsPerAttempt
      return `${cpu.loadGenerator} / ${cpu.gateways} / ${cpu.postgres}`
    }),
    line('CPU ms / attempt, all; cores busy', (r) => `${r.cpuMsPerAttempt.total}; ${r.cpuMsPerAttempt.coresBusy}`),
  ]
  const text = [
    `N=${report.users} buyers, M=${report.seats} seats, C=${report.inFlight} in flight, after ${report.warm} warm-up orders on another show; bare route ceiling ${ceiling} req/s (1 process, CPU ms / request: load generator ${report.ceiling.cpuMsPerAttempt.loadGenerator}, gateway ${report.ceiling.cpuMsPerAttempt.gateways})`,
    table(header, body, `l${'r'.repeat(setups.length)}`),
    ...(report.postgresSkipped ? [`PostgreSQL skipped: ${report.postgresSkipped}`] : []),
  ].join('\n')
  return { text, data: report }
}
