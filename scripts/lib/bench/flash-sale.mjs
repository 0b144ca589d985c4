// Bench section: a flash sale against the reference gateway. A child process
// (server/bench/flash-sale-server.ts) runs the gateway on a temporary SQLite FILE with one
// seat-picking show of M seats and N logged-in buyers; this process fires the N order attempts
// over loopback, C in flight at a time, each buyer asking for seat i % M. Then the child counts
// what the database holds (oversold seats must be 0) and measures SQLite's raw write-transaction
// rate on the same file, to show how close the gateway gets to the database's own limit.
// Defaults N=2000, M=500, C=200; override with BENCH_FLASH_N, BENCH_FLASH_M, BENCH_FLASH_C.
import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { table } from '../dist.mjs'
import { projectRoot } from '../routes.mjs'

export const id = 'flash-sale'
export const title = 'Gateway flash sale (N buyers race for M seats over loopback)'

const CREATE_PATH = '/cyy_gatewayapi/trade/buyer/v1/orders/create'
const TIMEOUT_MS = 120_000

function envInt(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${raw}`)
  return value
}

/** One POST over the keep-alive agent; resolves with the HTTP status and body text, or rejects. */
function post(agent, url, token, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(CREATE_PATH, url),
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'access-token': token,
          'terminal-src': 'H5',
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Nearest-rank percentile of an ascending array. */
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

/** Fires one attempt per token, `concurrency` in flight; returns outcomes and latencies. */
async function fire(setup, attempts, seats, concurrency, agent) {
  const latencies = new Array(attempts)
  const tally = { won: 0, lost: 0, other: 0 }
  const others = new Map()
  let next = 0
  const worker = async () => {
    while (next < attempts) {
      const i = next
      next += 1
      const body = JSON.stringify({
        items: [
          {
            showId: setup.showId,
            sessionId: setup.sessionId,
            seatPlanId: setup.seatPlanId,
            qty: 1,
            seatIds: [setup.seatIds[i % seats]],
          },
        ],
      })
      const started = performance.now()
      let outcome
      try {
        const { status, text } = await post(agent, setup.url, setup.tokens[i], body)
        let envelope
        try {
          envelope = JSON.parse(text)
        } catch {
          envelope = undefined
        }
        if (status === 200 && envelope?.statusCode === 200) outcome = 'won'
        else if (status === 200 && envelope?.statusCode === setup.noTickets) outcome = 'lost'
        else outcome = `HTTP ${status} ${envelope?.statusCode ?? ''} ${envelope?.comments ?? text.slice(0, 80)}`
      } catch (error) {
        outcome = `request failed: ${error.code ?? error.message}`
      }
      latencies[i] = performance.now() - started
      if (outcome === 'won' || outcome === 'lost') tally[outcome] += 1
      else {
        tally.other += 1
        others.set(outcome, (others.get(outcome) ?? 0) + 1)
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: Math.min(concurrency, attempts) }, worker))
  const wallMs = performance.now() - started
  return { ...tally, others: Object.fromEntries(others), wallMs, latencies: latencies.sort((a, b) => a - b) }
}

export async function run() {
  const attempts = envInt('BENCH_FLASH_N', 2000)
  const seats = envInt('BENCH_FLASH_M', 500)
  const concurrency = envInt('BENCH_FLASH_C', 200)

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('server', 'bench', 'flash-sale-server.ts'), '--users', String(attempts), '--seats', String(seats)],
    { cwd: projectRoot, stdio: ['pipe', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000)
  })
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  let timer
  let killTimer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      agent.destroy()
      child.kill('SIGTERM')
      killTimer = setTimeout(() => child.kill('SIGKILL'), 3000)
      reject(new Error(`timed out after ${TIMEOUT_MS / 1000} s; gateway child killed`))
    }, TIMEOUT_MS)
  })
  deadline.catch(() => {})
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const nextLine = async (what) => {
    const { value, done } = await Promise.race([lines.next(), deadline])
    if (done)
      throw new Error(`gateway child ended before ${what}${stderr ? `: ${stderr.trim().split('\n').slice(-5).join(' | ')}` : ''}`)
    return JSON.parse(value)
  }

  try {
    const setup = await nextLine('its setup line')
    if (!new URL(setup.url).hostname.startsWith('127.')) throw new Error(`gateway not on loopback: ${setup.url}`)
    const result = await Promise.race([fire(setup, attempts, seats, concurrency, agent), deadline])
    agent.destroy()
    child.stdin.write('report\n')
    const found = await nextLine('its report')
    child.stdin.end()
    await Promise.race([exited, deadline])

    const wallS = result.wallMs / 1000
    const handledPerS = attempts / wallS
    const wonPerS = result.won / wallS
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(result.latencies, p))
    const ratio = handledPerS / found.rawTx.perSecond
    const rows = [
      ['attempts (N buyers)', attempts],
      ['seats (M)', seats],
      ['concurrency (C in flight)', concurrency],
      ['won', result.won],
      ['lost (no tickets)', result.lost],
      ['other errors', result.other],
      ['wall time (s)', fixed(wallS, 2)],
      ['attempts handled / s', fixed(handledPerS, 0)],
      ['orders won / s', fixed(wonPerS, 0)],
      ['latency p50 (ms)', fixed(p50)],
      ['latency p95 (ms)', fixed(p95)],
      ['latency p99 (ms)', fixed(p99)],
      ['seats held (db)', found.seatsHeld],
      ['distinct seats in live orders (db)', found.distinctSeats],
      ['live orders (db)', found.liveOrders],
      ['oversold seats (db, must be 0)', found.oversold],
      ['SQLite raw write tx / s (same file)', found.rawTx.perSecond],
      ['handled / s ÷ raw tx / s', fixed(ratio, 3)],
    ]
    const notes = Object.entries(result.others).map(([what, n]) => `other error x${n}: ${what}`)
    return {
      text: [table(['figure', 'value'], rows, 'lr'), ...notes].join('\n'),
      data: {
        attempts,
        seats,
        concurrency,
        won: result.won,
        lost: result.lost,
        other: result.other,
        others: result.others,
        wallMs: Math.round(result.wallMs),
        handledPerSecond: Math.round(handledPerS),
        wonPerSecond: Math.round(wonPerS),
        latencyMs: { p50, p95, p99 },
        db: found,
        ratio,
      },
    }
  } finally {
    clearTimeout(timer)
    agent.destroy()
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const forced = setTimeout(() => child.kill('SIGKILL'), 3000)
      await exited
      clearTimeout(forced)
    }
    clearTimeout(killTimer)
  }
}
