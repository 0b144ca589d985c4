// Bench section: mini-program package sizes (the same figures as `npm run size`).
import { measureSizes, sizeTable } from '../../size.mjs'

export const id = 'size'
export const title = 'Mini-program package sizes'

export async function run() {
  const results = measureSizes()
  if (!results.length) return { skipped: 'no mini-program build in dist/' }
  return { text: sizeTable(results), data: results }
}
