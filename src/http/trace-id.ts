let sequence = 0

const RANDOM_CHARS = 8

/**
 * A new `front-trace-id` (spec section 7: on every request). Time, a counter for this run of
 * the app and a random part: unique within a run, and across devices in practice.
 */
export function createTraceId(now: number = Date.now()): string {
  sequence += 1
  const random = Math.random()
    .toString(36)
    .slice(2, 2 + RANDOM_CHARS)
    .padEnd(RANDOM_CHARS, '0')
  return `${now.toString(36)}-${sequence.toString(36)}-${random}`
}
