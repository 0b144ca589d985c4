#!/usr/bin/env node
// `npm run pages`: every page of the route table with its package and status (built / not yet).
// `npm run pages -- --json`: the same as a JSON array of {name, package, path, status}.
import { pageStatuses } from './lib/page-status.mjs'

const rows = await pageStatuses()
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2))
} else {
  const width = Math.max(...rows.map((row) => row.name.length))
  const pkgWidth = Math.max(...rows.map((row) => row.package.length))
  let current = ''
  for (const row of rows) {
    if (row.package !== current) {
      current = row.package
      console.log(`\n${current}`)
    }
    const mark = row.status === 'built' ? 'built' : row.status === 'not-yet' ? 'not yet' : 'MISSING FILE'
    console.log(`  ${row.name.padEnd(width)}  ${row.package.padEnd(pkgWidth)}  ${mark.padEnd(8)}  ${row.path}`)
  }
  const count = (status) => rows.filter((row) => row.status === status).length
  console.log(
    `\n${rows.length} pages: ${count('built')} built, ${count('not-yet')} not yet${count('missing') ? `, ${count('missing')} missing` : ''}`,
  )
  console.log(`${new Set(rows.map((row) => row.package)).size} packages (main + sub-packages)`)
}
if (rows.some((row) => row.status === 'missing')) process.exitCode = 1
