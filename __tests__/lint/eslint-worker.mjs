// Lints code sent on stdin, one JSON line per request ({ id, filePath, code }), with the project's
// real ESLint config, and answers one JSON line per result ({ id, ok, output }): one ESLint for
// every case of __tests__/lint/boundaries.test.ts instead of a process each.
import readline from 'node:readline'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: process.cwd() })
const formatter = await eslint.loadFormatter('stylish')

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (!line.trim()) continue
  const { id, filePath, code } = JSON.parse(line)
  const results = await eslint.lintText(code, { filePath })
  const ok = results.every((result) => result.errorCount === 0 && result.warningCount === 0)
  const output = await formatter.format(results)
  process.stdout.write(`${JSON.stringify({ id, ok, output })}\n`)
}
