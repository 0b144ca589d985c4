/** Attendee (real-name ticket holder) endpoints (spec section 7, Audiences; User and auth: countries). */
import type { Attendee, AttendeeBody, AttendeePage, CertificateType, Country, IdType } from '@showtix/contract'
import { isHttpError, request } from '@/http'

export type { Attendee, AttendeePage, CertificateType, Country }

const BASE = '/buyer/v3/user_audiences'

/** GET user_audiences/list: the user's attendees, newest first (offset, length up to 50, idTypes). */
export function fetchAttendees(query: { offset: number; length: number; idTypes?: readonly IdType[] }): Promise<AttendeePage> {
  return request<AttendeePage>({
    service: 'user',
    path: `${BASE}/list`,
    data: {
      offset: query.offset,
      length: query.length,
      ...(query.idTypes?.length ? { idTypes: query.idTypes.join(',') } : {}),
    },
    silent: true,
  })
}

/** GET user_audiences/{id}: one attendee with the full ID number. */
export function fetchAttendee(audienceId: string): Promise<Attendee> {
  return request<Attendee>({ service: 'user', path: `${BASE}/${encodeURIComponent(audienceId)}`, silent: true })
}

/** What the attendee form sends (birthday and gender come from the document). */
export type AttendeeInput = Omit<AttendeeBody, 'birthday' | 'gender'>

/** POST user_audiences: add one. */
export function addAttendee(input: AttendeeInput): Promise<Attendee> {
  return request<Attendee>({ method: 'POST', service: 'user', path: BASE, data: { ...input }, silent: true })
}

/** PUT user_audiences/{id}: edit one. */
export function updateAttendee(audienceId: string, input: AttendeeInput): Promise<Attendee> {
  return request<Attendee>({
    method: 'PUT',
    service: 'user',
    path: `${BASE}/${encodeURIComponent(audienceId)}`,
    data: { ...input },
    silent: true,
  })
}

/** DELETE user_audiences/{id}. */
export function deleteAttendee(audienceId: string): Promise<unknown> {
  return request({ method: 'DELETE', service: 'user', path: `${BASE}/${encodeURIComponent(audienceId)}`, silent: true })
}

/** GET certificate_types: the ID document types, named in the request's language. */
export function fetchCertificateTypes(): Promise<readonly CertificateType[]> {
  return request<readonly CertificateType[]>({ service: 'user', path: '/pub/v3/certificate_types', silent: true })
}

/** GET countries: countries and regions with their phone area codes. */
export function fetchCountries(): Promise<readonly Country[]> {
  return request<readonly Country[]>({ service: 'user', path: '/pub/v3/countries', silent: true })
}

/** The field a refused attendee names (the gateway says which in `data.field`). */
export type RefusedField = 'name' | 'idNo' | 'countryRegion' | 'cellphone'
export interface Refusal {
  readonly field?: RefusedField
  readonly reason?: string
  /** The gateway's own words. */
  readonly comments: string
}

/** What the gateway said when it refused an attendee, or undefined for other failures (network...). */
export function refusalOf(failure: unknown): Refusal | undefined {
  if (!isHttpError(failure) || !failure.comments) return undefined
  const data = (failure.data ?? {}) as { field?: unknown; reason?: unknown }
  const fields: readonly string[] = ['name', 'idNo', 'countryRegion', 'cellphone']
  return {
    ...(typeof data.field === 'string' && fields.includes(data.field) ? { field: data.field as RefusedField } : {}),
    ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
    comments: failure.comments,
  }
}
