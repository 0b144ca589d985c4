// Bench section: the rich-text sanitiser (src/domain/rich-text.ts) on a hostile 1 MB show
// description, in a child process with tsx (the sanitiser is TypeScript). Issue 19 item 7: it took
// 52-119 s and 100 KB of nested <div> overflowed the stack; the budget is 100 ms.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { projectRoot } from '../routes.mjs'

export const id = 'rich-text'
export const title = 'Rich-text sanitiser on a 1 MB description (budget 100 ms)'

/** The most a 1 MB description may take (median of the runs). */
export const BUDGET_MS = 100

const CHILD = `
import richText from ${JSON.stringify(join(projectRoot, 'src', 'domain', 'rich-text.ts'))}
const { sanitizeRichText, richTextTruncated } = richText
const paragraph = '<p>Acts and <b>encores</b>, <a href="https://example.com/x">all night</a>.</p>'
const inputs = {
  'paragraphs, 1 MB': paragraph.repeat(Math.ceil(1_000_000 / paragraph.length)),
  'nested <div>, 1 MB': '<div>'.repeat(100_000) + 'deep' + '</div>'.repeat(100_000),
  'text without tags, 1 MB': 'a < b & c '.repeat(100_000),
}
const out = {}
for (const [name, html] of Object.entries(inputs)) {
  const times = []
  for (let run = 0; run < 5; run++) {
    const started = performance.now()
    sanitizeRichText(html)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  out[name] = { bytes: html.length, medianMs: Math.round(times[2] * 10) / 10, truncated: richTextTruncated(html) }
}
console.log(JSON.stringify(out))
`

export async function run() {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 300_000,
  })
  if (child.status !== 0) throw new Error(`the sanitiser run failed: ${(child.stderr || child.stdout).slice(-500)}`)
  const data = JSON.parse(child.stdout.trim().split('\n').pop())
  const rows = Object.entries(data).map(
    ([name, { bytes, medianMs, truncated }]) =>
      `| ${name} | ${bytes} | ${medianMs} ms | ${truncated ? 'yes' : 'no'} | ${medianMs <= BUDGET_MS ? 'ok' : 'OVER'} |`,
  )
  const text = ['| input | characters | median of 5 | cut | ≤ 100 ms |', '|---|---|---|---|---|', ...rows].join('\n')
  const over = Object.entries(data).filter(([, { medianMs }]) => medianMs > BUDGET_MS)
  if (over.length) throw new Error(`over ${BUDGET_MS} ms: ${over.map(([name]) => name).join(', ')}\n${text}`)
  return { text, data }
}
