/**
 * Student verification (spec s7 "GET student certification create {authChannel}"; D28): start a
 * certification with the provider, the result middle-verify polls, the buyer's standing.
 * Decision record: docs/decisions/membership.md (student verification).
 */
import type { StudentCertification, StudentCertificationCreated, StudentStatus } from '@showtix/contract'
import { request } from '@/http'

export type { StudentCertification, StudentCertificationCreated, StudentStatus }

/** GET student certification create: the provider's page to open, coming back to `returnUrl`. */
export function createStudentCertification(
  authChannel: string,
  returnUrl: string | undefined,
): Promise<StudentCertificationCreated> {
  return request<StudentCertificationCreated>({
    service: 'user',
    path: '/buyer/v3/student/certification/create',
    data: { authChannel, ...(returnUrl ? { returnUrl } : {}) },
    // The page says what went wrong beside its button.
    silent: true,
  })
}

/** One certification's result (PENDING until the provider decides): what middle-verify polls. */
export function fetchStudentCertification(certificationId: string): Promise<StudentCertification> {
  return request<StudentCertification>({
    service: 'user',
    path: `/buyer/v3/student/certification/${encodeURIComponent(certificationId)}`,
    silent: true,
  })
}

/** The buyer's verification now: verified, until when. */
export function fetchStudentStatus(): Promise<StudentStatus> {
  return request<StudentStatus>({ service: 'user', path: '/buyer/v3/student/status' })
}
