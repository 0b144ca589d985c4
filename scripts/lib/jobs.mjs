// Runs jobs that name the jobs they need first, as soon as those have passed, on `slots` cores,
// in the order given when several are ready; a job's output goes to its log file and is printed
// whole when it ends (two jobs' lines never interleave). The first failure stops the jobs still
// running. Used by scripts/test-all.mjs (`npm test`).
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * @param {{ name: string, command: string, needs?: string[], slots?: number }[]} jobs
 * @param {{ slots: number, logDir: string, print?: (text: string) => void }} options
 * @returns {Promise<{ passed: Map<string, string>, failed?: string }>} seconds per passed job
 */
export async function runJobs(jobs, { slots, logDir, print = (text) => process.stdout.write(text) }) {
  mkdirSync(logDir, { recursive: true })
  const logOf = (job) => join(logDir, `test-${job.name.replace(/[^a-z0-9]+/gi, '-')}.log`)
  const started = Date.now()
  const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)
  const passed = new Map()
  const running = new Map()
  let failed

  function start(job) {
    const since = Date.now()
    const log = createWriteStream(logOf(job))
    print(`▶ ${job.name} (at ${seconds(started)} s)\n`)
    const child = spawn(job.command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    child.stdout.pipe(log)
    child.stderr.pipe(log)
    running.set(job.name, child)
    return new Promise((resolve) => {
      child.on('close', (code) => {
        running.delete(job.name)
        log.end(() => {
          if (failed) return resolve()
          const text = readFileSync(logOf(job), 'utf8')
          print(`\n════ ${job.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(since)} s ════\n`)
          print(text.endsWith('\n') || !text ? text : `${text}\n`)
          if (code === 0) passed.set(job.name, seconds(since))
          else failed = `${job.name} failed (exit ${code}) after ${seconds(since)} s`
          resolve()
        })
      })
    })
  }

  const stopAll = () => {
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  const onInterrupt = () => {
    stopAll()
    process.exit(130)
  }
  process.on('SIGINT', onInterrupt)

  const slotsOf = (job) => Math.min(job.slots ?? 1, slots)
  const busy = () => [...running.keys()].reduce((n, name) => n + slotsOf(jobs.find((j) => j.name === name)), 0)
  const waiting = [...jobs]
  const inFlight = new Set()
  while ((waiting.length || inFlight.size) && !failed) {
    for (const job of [...waiting]) {
      const ready = (job.needs ?? []).every((name) => passed.has(name))
      if (!ready || slots - busy() < slotsOf(job)) continue
      waiting.splice(waiting.indexOf(job), 1)
      const promise = start(job).finally(() => inFlight.delete(promise))
      inFlight.add(promise)
    }
    if (inFlight.size) await Promise.race(inFlight)
    else if (waiting.length) failed = `cannot start: ${waiting.map((j) => j.name).join(', ')}`
  }
  if (failed) {
    stopAll()
    await Promise.allSettled(inFlight)
  }
  process.off('SIGINT', onInterrupt)
  return { passed, failed }
}
