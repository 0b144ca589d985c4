// One test file in its own process, for ./runner.mjs: node:test runs it (spec reporter to
// stdout) and the outcome goes back to the runner over IPC: passes, skips, failures (name and
// first line of the error), tests counted, and the lines the test printed that match
// $E2E_RUN_NOTES. $E2E_RUN_GREP picks tests by name.
import { run } from 'node:test'
import { spec } from 'node:test/reporters'

/** One file may take this long before node:test stops it. */
const FILE_TIMEOUT_MS = 10 * 60 * 1000

const [file] = process.argv.slice(2)
const grep = process.env.E2E_RUN_GREP
const notes = process.env.E2E_RUN_NOTES ? new RegExp(process.env.E2E_RUN_NOTES) : undefined

const outcome = { pass: 0, skipped: 0, fail: [], counted: 0, notes: [] }
const stream = run({ files: [file], concurrency: 1, timeout: FILE_TIMEOUT_MS, ...(grep ? { testNamePatterns: [grep] } : {}) })
const isTest = (data) => data.details?.type !== 'suite'
const firstLine = (data) => String(data.details?.error?.cause?.message ?? data.details?.error?.message ?? '').split('\n')[0]
stream.on('test:pass', (data) => {
  if (!isTest(data)) return
  if (data.skip !== undefined && data.skip !== false) outcome.skipped += 1
  else outcome.pass += 1
  outcome.counted += 1
})
stream.on('test:fail', (data) => {
  if (!isTest(data)) return
  outcome.fail.push({ name: data.name, message: firstLine(data) })
  outcome.counted += 1
})
stream.on('test:stdout', (data) => {
  if (notes?.test(data.message)) outcome.notes.push(data.message.trim())
})
await new Promise((resolve, reject) => {
  const out = stream.compose(new spec())
  out.on('data', (chunk) => process.stdout.write(chunk))
  out.on('end', resolve)
  out.on('error', reject)
})
process.send(outcome, () => process.disconnect())
