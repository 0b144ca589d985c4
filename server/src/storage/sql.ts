/** The one SQL dialect's small translations. */

/** `?` placeholders to PostgreSQL's `$1, $2, ...`, leaving quoted strings and identifiers alone. */
export function toPostgres(sql: string): string {
  let out = ''
  let n = 0
  let quote: string | null = null
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null
      out += ch
    } else if (ch === "'" || ch === '"') {
      quote = ch
      out += ch
    } else if (ch === '?') {
      n += 1
      out += `$${n}`
    } else out += ch
  }
  return out
}

/** `?, ?, ?` for an IN list of n values. */
export const inList = (n: number): string => Array.from({ length: n }, () => '?').join(', ')
