// Looks a test up in e2e/known-issues.mjs: the reason (a string, making the test a TODO) or
// false. E2E_STRICT=1 (`node e2e/run.mjs --strict`) turns the list off.
import { KNOWN_ISSUES } from '../known-issues.mjs'

export function knownIssue(file, name) {
  if (process.env.E2E_STRICT === '1') return false
  const reason = KNOWN_ISSUES[`${file}: ${name}`]
  return reason ? `known app bug: ${reason}` : false
}
