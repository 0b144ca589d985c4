/**
 * Student verification (issue 24, D28; spec s7 "GET student certification create {authChannel}"):
 * routes/accounts/student.ts. The provider is the gateway's sandbox page.
 */
import { Type, type Static } from '@sinclair/typebox'

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

export const StudentCreateQuery = Type.Object({
  authChannel: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Z_]+$' }),
  /** Where the provider sends the browser back (middle-verify), when given. */
  returnUrl: Type.Optional(Type.String({ maxLength: 1000, pattern: '^https?://' })),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
})
export type StudentCreateQuery = Static<typeof StudentCreateQuery>

export const StudentCertificationCreated = Type.Object({ certificationId: Type.String(), url: Type.String() })
export type StudentCertificationCreated = Static<typeof StudentCertificationCreated>

export const StudentCertificationParams = Type.Object({ certificationId: Id })

export const StudentCertification = Type.Object({
  certificationId: Type.String(),
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('VERIFIED'), Type.Literal('FAILED')]),
  /** VERIFIED: when it lapses (a year after the decision). */
  expireAt: Type.Union([Type.Number(), Type.Null()]),
})
export type StudentCertification = Static<typeof StudentCertification>

export const StudentStatus = Type.Object({ verified: Type.Boolean(), expireAt: Type.Union([Type.Number(), Type.Null()]) })
export type StudentStatus = Static<typeof StudentStatus>

export const StudentSandboxQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16 })) })
export const StudentDecideBody = Type.Object({ verified: Type.Union([Type.Literal('true'), Type.Literal('false')]) })
