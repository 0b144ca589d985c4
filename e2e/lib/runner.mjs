// The runner both e2e suites use (e2e/run.mjs for H5, e2e/weapp/run.mjs for WeChat): test files
// shared out to `workers` parallel workers, each with its own servers (fresh data, free ports:
// `startWorker(index)` gives the environment its files run with). A worker runs one file at a
// time, each in its own process (./run-file.mjs, node:test's spec reporter); a file's output is
// printed whole when it ends, under a header naming it, so two workers never interleave lines.
// Then a summary: counts, time, and each failure with its file. A skipped test is not a pass:
// none may be left behind, so it fails the run.
//
// Files are taken longest first, by the durations of the last run (.tmp/<name>-durations.json),
// so a long file does not start last while the other worker is idle.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = dirname(fileURLToPath(import.meta.url))
const TMP = join(HERE, '..', '..', '.tmp')

/** Workers when the caller does not say: the CI machine has 2 cores. */
export const DEFAULT_WORKERS = 2

/** `--workers N` among `args`, else `fallback`. */
export function workersArg(args, fallback = DEFAULT_WORKERS) {
  const at = args.indexOf('--workers')
  const value = at === -1 ? fallback : Number(args[at + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--workers needs a positive whole number, got ${args[at + 1]}`)
  return value
}

function readDurations(name) {
  try {
    return JSON.parse(readFileSync(join(TMP, `${name}-durations.json`), 'utf8'))
  } catch {
    return {}
  }
}

function writeDurations(name, durations) {
  try {
    mkdirSync(TMP, { recursive: true })
    writeFileSync(join(TMP, `${name}-durations.json`), `${JSON.stringify(durations, null, 2)}\n`)
  } catch {
    // Only an ordering hint for the next run.
  }
}

/** Runs one file in its own process with `env`; resolves to `{ output, outcome, seconds }`. */
function runFile(file, { env, grep, notePattern }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(HERE, 'run-file.mjs'), file], {
      env: {
        ...process.env,
        ...env,
        ...(grep ? { E2E_RUN_GREP: grep } : {}),
        ...(notePattern ? { E2E_RUN_NOTES: notePattern.source } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    let output = ''
    let outcome
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.on('message', (message) => (outcome = message))
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000
      outcome ??= {
        pass: 0,
        skipped: 0,
        counted: 0,
        notes: [],
        fail: [{ name: basename(file), file, message: `the file's process ended (code ${code}) without a result` }],
      }
      resolve({ output, outcome, seconds })
    })
  })
}

/**
 * Runs `files` on `workers` workers, prints each file's output and a summary titled `title`;
 * resolves to the exit code. `startWorker(index)` resolves to `{ env, label, close }` (its
 * servers); `countFile` names a file whose tests are counted apart, `notePattern` picks lines a
 * test prints for the summary; `name` keys the durations kept for ordering.
 */
export async function runSuites({ title, name, files, grep, workers = 1, startWorker, countFile, countLabel, notePattern }) {
  const started = Date.now()
  const total = { pass: 0, skipped: 0, fail: [], counted: 0, notes: [] }
  const durations = readDurations(name)
  const queue = [...files].sort((a, b) => (durations[basename(b)] ?? Infinity) - (durations[basename(a)] ?? Infinity))
  const count = Math.max(1, Math.min(workers, files.length))
  const servers = await Promise.all(Array.from({ length: count }, (_, i) => startWorker(i)))
  for (const server of servers) console.log(`  worker ${servers.indexOf(server) + 1}: ${server.label}`)
  console.log('')
  let done = 0
  const worker = async (index) => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { output, outcome, seconds } = await runFile(file, { env: servers[index].env, grep, notePattern })
      durations[basename(file)] = Math.round(seconds * 10) / 10
      done += 1
      const verdict = outcome.fail.length ? `FAILED ${outcome.fail.length}` : outcome.skipped ? 'SKIPPED' : 'ok'
      console.log(
        `── ${basename(file)}: ${verdict}, ${outcome.pass} passed, ${seconds.toFixed(1)} s (worker ${index + 1}, ${done}/${files.length}) ──`,
      )
      process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`)
      total.pass += outcome.pass
      total.skipped += outcome.skipped
      total.counted += basename(file) === countFile ? outcome.counted : 0
      total.fail.push(...outcome.fail.map((f) => ({ ...f, file: basename(file) })))
      total.notes.push(...outcome.notes)
    }
  }
  try {
    await Promise.all(servers.map((_, i) => worker(i)))
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
  writeDurations(name, durations)

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`\n== ${title} ==`)
  for (const note of total.notes) console.log(`  ${note}`)
  console.log(
    `  passed: ${total.pass}, failed: ${total.fail.length}${total.skipped ? `, skipped: ${total.skipped}` : ''}, in ${seconds} s (${count} worker${count > 1 ? 's' : ''}, ${files.length} file${files.length > 1 ? 's' : ''})`,
  )
  if (total.counted) console.log(`  ${countLabel}: ${total.counted}`)
  if (total.fail.length) {
    console.log('\n  Failed:')
    for (const t of total.fail) console.log(`    - ${t.file}: ${t.name}: ${t.message}`)
  }
  return total.fail.length || total.skipped ? 1 : 0
}
