// The node:test runner both e2e suites use (e2e/run.mjs for H5, e2e/weapp/run.mjs for WeChat):
// files one at a time (each in its own process), the spec reporter's output as it comes, then a
// summary. A skipped test is not a pass: none may be left behind, so it fails the run.
import { basename } from 'node:path'
import { run } from 'node:test'
import { spec } from 'node:test/reporters'

/** One suite may take this long before node:test stops it. */
const SUITE_TIMEOUT_MS = 10 * 60 * 1000

/**
 * Runs `files`, prints the reporter's output and a summary titled `title`; resolves to the exit
 * code. `countFile` names a file whose tests are counted apart (`counted` in `notes`), and
 * `notePattern` picks lines a test prints for the summary.
 */
export async function runSuites({ title, files, grep, countFile, countLabel, notePattern }) {
  const outcome = { pass: 0, skipped: 0, fail: [], counted: 0, notes: [] }
  const started = Date.now()
  const stream = run({ files, concurrency: 1, timeout: SUITE_TIMEOUT_MS, ...(grep ? { testNamePatterns: [grep] } : {}) })
  const isTest = (data) => data.details?.type !== 'suite'
  const isCounted = (data) => countFile && basename(data.file ?? '') === countFile
  stream.on('test:pass', (data) => {
    if (!isTest(data)) return
    if (data.skip !== undefined && data.skip !== false) outcome.skipped += 1
    else outcome.pass += 1
    if (isCounted(data)) outcome.counted += 1
  })
  stream.on('test:fail', (data) => {
    if (!isTest(data)) return
    outcome.fail.push(data)
    if (isCounted(data)) outcome.counted += 1
  })
  stream.on('test:stdout', (data) => {
    if (notePattern?.test(data.message)) outcome.notes.push(data.message.trim())
  })
  await new Promise((resolve, reject) => {
    const out = stream.compose(new spec())
    out.on('data', (chunk) => process.stdout.write(chunk))
    out.on('end', resolve)
    out.on('error', reject)
  })

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const firstLine = (data) => String(data.details?.error?.cause?.message ?? data.details?.error?.message ?? '').split('\n')[0]
  console.log(`\n== ${title} ==`)
  for (const note of outcome.notes) console.log(`  ${note}`)
  console.log(
    `  passed: ${outcome.pass}, failed: ${outcome.fail.length}${outcome.skipped ? `, skipped: ${outcome.skipped}` : ''}, in ${seconds} s`,
  )
  if (outcome.counted) console.log(`  ${countLabel}: ${outcome.counted}`)
  if (outcome.fail.length) {
    console.log('\n  Failed:')
    for (const t of outcome.fail) console.log(`    - ${t.name}: ${firstLine(t)}`)
  }
  return outcome.fail.length || outcome.skipped ? 1 : 0
}
