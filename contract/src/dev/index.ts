/**
 * The development-only routes (GATEWAY_DEV; server/README.md): the outbox, captcha answers, the
 * fault switch, pricing switches, opening a sale now, and the sandboxes that stand in for Google,
 * Apple, WeChat and a channel partner. Not the app's contract: tests and the sandbox pages use them.
 */
import { Type, type Static } from '@sinclair/typebox'
import { ChannelCode, ReturnUrl, State } from '../accounts/sign-in'
import { SignInProvider } from '../accounts/enums'

/**
 * A database row as it is (snake_case columns): the listed ones, and any a later migration adds.
 * Its static type is `unknown`: the handler answers what the database gave it, unread.
 */
const Row = <T extends Parameters<typeof Type.Object>[0]>(columns: T) =>
  Type.Unsafe<unknown>(Type.Object(columns, { additionalProperties: true }))

export const OutboxQuery = Type.Object({
  recipient: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
})
/** An SMS, e-mail or mini-program subscribe message "sent" (the outbox row). */
export const OutboxMessage = Row({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('SMS'), Type.Literal('EMAIL'), Type.Literal('MINI')]),
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.Integer(),
})

export const CaptchaParams = Type.Object({ captchaId: Type.String() })
export const CaptchaAnswer = Type.Object({ answer: Type.String() })

export const OpenSaleParams = Type.Object({ showId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) })
export const SaleOpened = Type.Object({ showId: Type.String(), saleTime: Type.Integer() })

/** The transfer expiry with the clock moved ahead (issue 22): `aheadMs` from now, up to 30 days. */
export const TransferSweepBody = Type.Object({ aheadMs: Type.Integer({ minimum: 0, maximum: 30 * 24 * 3600_000 }) })
export const TransferSweepDone = Type.Object({ transfersExpired: Type.Integer() })

/** HTTP statuses the fault switch answers with: any error status, and 999 (a misbehaving proxy; the client must handle it). */
export const FAULT_HTTP_MIN = 400
export const FAULT_HTTP_MAX = 599
export const FAULT_HTTP_EXTRA = [999] as const
/** The longest delay the switch makes (longer than every client timeout). */
export const FAULT_MAX_DELAY_MS = 120_000

const faultFields = {
  match: Type.String({ minLength: 1, description: 'applies to every path containing this text' }),
  kind: Type.Union([Type.Literal('http'), Type.Literal('delay'), Type.Literal('code')]),
  status: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: FAULT_HTTP_MIN, maximum: FAULT_HTTP_MAX }),
      ...FAULT_HTTP_EXTRA.map((code) => Type.Literal(code)),
    ]),
  ),
  delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: FAULT_MAX_DELAY_MS })),
  statusCode: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
}
export const FaultBody = Type.Object({ ...faultFields, times: Type.Optional(Type.Integer({ minimum: 1 })) })
/** A fault in the switch: `remaining` uses left (unlimited when absent). */
export const Fault = Type.Object({
  ...faultFields,
  status: Type.Optional(Type.Integer()),
  remaining: Type.Optional(Type.Integer()),
})
/** The switch's faults (read-only: the switch's own list). */
export const Faults = Type.Unsafe<readonly Static<typeof Fault>[]>(Type.Array(Fault))

export const MemberBody = Type.Object({
  cellphone: Type.String({ pattern: '^[0-9]{5,15}$' }),
  countryCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
  primeLevel: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  points: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
})
export const Member = Row({ id: Type.String(), primeLevel: Type.Integer(), points: Type.Integer() })

export const PrivilegeBody = Type.Object({
  privilegeId: Type.String({ minLength: 1 }),
  discountRate: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
})
/** The member_discount_privileges row. */
export const PrivilegeRow = Row({
  id: Type.String(),
  merchant_id: Type.String(),
  level: Type.Integer(),
  discount_rate: Type.Number(),
  show_ids: Type.String(),
  target_name: Type.String(),
})

export const PromotionBody = Type.Object({
  promotionId: Type.String({ minLength: 1 }),
  active: Type.Optional(Type.Boolean()),
  threshold: Type.Optional(Type.Number({ minimum: 0 })),
  value: Type.Optional(Type.Number({ minimum: 0 })),
})
/** The promotions row. */
export const PromotionRow = Row({
  id: Type.String(),
  merchant_id: Type.String(),
  show_ids: Type.String(),
  method: Type.String(),
  threshold: Type.Number(),
  value: Type.Number(),
  title: Type.String(),
  activity_type: Type.String(),
  start_time: Type.Integer(),
  end_time: Type.Integer(),
  active: Type.Integer(),
})

/** The sandbox providers (either case). */
export const SandboxProvider = Type.Union([
  Type.Literal('google'),
  Type.Literal('apple'),
  Type.Literal('GOOGLE'),
  Type.Literal('APPLE'),
])
export const SandboxTokenBody = Type.Object({
  provider: SandboxProvider,
  sub: Type.String({ minLength: 1, maxLength: 255, description: "the provider's stable user id" }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  name: Type.Optional(Type.String({ maxLength: 60 })),
})
export const SandboxToken = Type.Object({
  provider: SignInProvider,
  token: Type.String(),
  /** The body field of the login route that takes it. */
  field: Type.Union([Type.Literal('googleCsrfToken'), Type.Literal('identityToken')]),
})

/**
 * A public key of the set (RFC 7517 section 4, RFC 7518 section 6.3 for RSA): the sandbox signs
 * RS256 with one, so `n` and `e` are its modulus and exponent (base64url). Members a key may carry
 * beyond these are allowed, as the RFC says.
 */
export const Jwk = Type.Object(
  {
    kty: Type.String({ description: 'key type: RSA for the sandbox' }),
    kid: Type.String({ description: 'the key id a token names in its header' }),
    alg: Type.Optional(Type.String()),
    use: Type.Optional(Type.Union([Type.Literal('sig'), Type.Literal('enc')])),
    n: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]+$' })),
    e: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: true },
)
export type Jwk = Static<typeof Jwk>

/** RFC 7517's JSON Web Key Set: a standard document, not an envelope. */
export const Jwks = Type.Object(
  { keys: Type.Array(Jwk) },
  {
    description: 'a JSON Web Key Set (RFC 7517), not an envelope',
    externalDocs: { url: 'https://www.rfc-editor.org/rfc/rfc7517#section-5' },
  },
)

export const SandboxAuthorizeQuery = Type.Object({
  provider: SandboxProvider,
  state: Type.String({ pattern: '^[A-Za-z0-9_-]{8,128}$', description: "the app's nonce, echoed back" }),
})
export const WeixinSandboxQuery = Type.Object({ redirect_uri: ReturnUrl, state: State })
export const ChannelCodeBody = Type.Object({
  partnerUserId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  cellphone: Type.Optional(Type.String({ pattern: '^1[0-9]{10}$' })),
})
export const ChannelAuthCode = Type.Object({ authCode: Type.String() })
export const ChannelSandboxQuery = Type.Object({
  channelCode: ChannelCode,
  redirect_uri: ReturnUrl,
  cellphone: Type.Optional(Type.String()),
})

/** The sweep run now as if `aheadMs` later (the sandboxes' delays: invoices issued, refunds settled, parcels moved). */
export const SWEEP_AHEAD_MAX_MS = 60 * 60 * 1000
export const SweepBody = Type.Object({ aheadMs: Type.Integer({ minimum: 0, maximum: SWEEP_AHEAD_MAX_MS }) })
export const SweepDone = Type.Object({
  skipped: Type.Boolean(),
  ordersClosed: Type.Integer(),
  invoicesSettled: Type.Integer(),
  refundsSettled: Type.Integer(),
  expressSteps: Type.Integer(),
})
/** The collector's last events (GET /dev/track/events). */
export const TrackEventsQuery = Type.Object({
  merchantId: Type.Optional(Type.String({ maxLength: 32 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
})
export const TrackedEvent = Row({
  kind: Type.String(),
  page: Type.String(),
  mark: Type.Union([Type.String(), Type.Null()]),
  seconds: Type.Union([Type.Integer(), Type.Null()]),
  session_id: Type.String(),
  device_id: Type.String(),
  at: Type.Integer(),
  received_at: Type.Integer(),
})
