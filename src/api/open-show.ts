/**
 * Open shows (issue 26, D24; routes/services/open-show.ts on the reference gateway): the event
 * (public), registering for a session, the buyer's registrations and open shows, the entrance
 * registration with its check-in code. Types are the contract's. Every call is silent: the pages
 * show what failed.
 */
import type {
  MyOpenShow,
  MyOpenShows,
  OpenShow,
  OpenShowAnswer,
  OpenShowField,
  OpenShowRegistration,
  OpenShowRegistrations,
  OpenShowSession,
} from '@showtix/contract'
import type { OpenShowAnswerError } from '@showtix/contract/rules'
import { isHttpError, request } from '@/http'

export type { MyOpenShow, OpenShow, OpenShowAnswer, OpenShowField, OpenShowRegistration, OpenShowSession }

/** Spec section 9: lists are paged 20 at a time. */
export const OPEN_SHOW_PAGE_LENGTH = 20

/** The gateway's refusals the pages word themselves (services/services/open-show.ts OPEN_SHOW_CODES). */
export const OPEN_SHOW_REFUSALS = {
  full: 22063101,
  alreadyRegistered: 22063102,
  emailNotAuthorised: 22063103,
  answersInvalid: 22063104,
} as const

const REGISTRATIONS = '/buyer/v1/open_show_registrations'

export function fetchOpenShow(showId: string): Promise<OpenShow> {
  return request<OpenShow>({ service: 'trade', path: `/pub/v1/open_shows/${encodeURIComponent(showId)}`, silent: true })
}

/** POST registrations: critical (the buyer waits on it). */
export function registerOpenShow(
  showId: string,
  sessionId: string,
  answers: Record<string, string>,
): Promise<OpenShowRegistration> {
  return request<OpenShowRegistration>({
    method: 'POST',
    service: 'trade',
    path: `/buyer/v1/open_shows/${encodeURIComponent(showId)}/registrations`,
    data: { sessionId, answers },
    importance: 'critical',
    silent: true,
  })
}

export function fetchMyOpenShows(offset: number): Promise<MyOpenShows> {
  return request<MyOpenShows>({
    service: 'trade',
    path: `${REGISTRATIONS}/shows`,
    data: { offset, length: OPEN_SHOW_PAGE_LENGTH },
    silent: true,
  })
}

export function fetchOpenShowRegistrations(showId: string | undefined, offset: number): Promise<OpenShowRegistrations> {
  return request<OpenShowRegistrations>({
    service: 'trade',
    path: REGISTRATIONS,
    data: { offset, length: OPEN_SHOW_PAGE_LENGTH, ...(showId ? { showId } : {}) },
    silent: true,
  })
}

export function fetchOpenShowRegistration(registrationId: string): Promise<OpenShowRegistration> {
  return request<OpenShowRegistration>({
    service: 'trade',
    path: `${REGISTRATIONS}/${encodeURIComponent(registrationId)}`,
    silent: true,
  })
}

export function enterOpenShow(registrationId: string, answers: Record<string, string>): Promise<OpenShowRegistration> {
  return request<OpenShowRegistration>({
    method: 'POST',
    service: 'trade',
    path: `${REGISTRATIONS}/${encodeURIComponent(registrationId)}/entrance`,
    data: { answers },
    importance: 'critical',
    silent: true,
  })
}

/** A refusal of the gateway: its code, its words, and the fields it found wrong (answersInvalid). */
export interface OpenShowRefusal {
  readonly code: number | string | undefined
  readonly comments: string
  readonly fieldErrors: readonly OpenShowAnswerError[]
}

export function openShowRefusal(error: unknown): OpenShowRefusal {
  if (!isHttpError(error)) return { code: undefined, comments: '', fieldErrors: [] }
  const code = Number(error.statusCode)
  const fieldErrors =
    code === OPEN_SHOW_REFUSALS.answersInvalid && Array.isArray(error.data) ? (error.data as OpenShowAnswerError[]) : []
  return { code, comments: error.comments, fieldErrors }
}
