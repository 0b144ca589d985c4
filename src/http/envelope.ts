/** The response envelope of spec section 7: every gateway answer has this shape. */
export interface Envelope<T = unknown> {
  readonly statusCode: number | string
  readonly comments: string
  readonly data: T
  readonly subComments: string
  readonly actText: string
}

/** Spec section 7: statusCode 200, and 510, are success. */
export const SUCCESS_CODES: readonly string[] = ['200', '510']

export function isSuccessCode(statusCode: number | string): boolean {
  return SUCCESS_CODES.includes(String(statusCode))
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The envelope in a response body, or undefined when the body is not one (no statusCode). */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined
  const record = body as Record<string, unknown>
  const { statusCode } = record
  if (typeof statusCode !== 'number' && typeof statusCode !== 'string') return undefined
  return {
    statusCode,
    comments: text(record.comments),
    data: record.data ?? null,
    subComments: text(record.subComments),
    actText: text(record.actText),
  }
}
