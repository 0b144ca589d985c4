import { CODES, GatewayError } from '../http/envelope'

/** The busy answer: HTTP 469, which the app handles ('ticket channel crowded', retried automatically). */
export const BUSY_HTTP_STATUS = 469

export function busyError(reason: string): GatewayError {
  return new GatewayError(CODES.busy, `busy: ${reason}, try again`, BUSY_HTTP_STATUS, null, {
    'zh-CN': '购票通道拥挤，请稍后再试',
    'zh-MO': '購票通道擁擠，請稍後再試',
    'en-US': 'The ticket channel is crowded: please try again',
  })
}

/** A UNIQUE or PRIMARY KEY constraint refused a row (SQLite's SQLITE_CONSTRAINT_*, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? ''
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
