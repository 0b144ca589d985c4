/**
 * Open shows (issue 26, decision D24; docs/decisions/services.md): a free event that needs
 * registration, its sessions with their capacity, the merchant's registration and entrance fields,
 * the buyer's registrations and the check-in code. `server/src/routes/services/open-show.ts`; the
 * answers' check is `@showtix/contract/rules` openShowAnswerErrors.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Page } from '../common'
import { OPEN_SHOW_ANSWER_MAX, OPEN_SHOW_FIELD_TYPES } from '../rules/open-show'
import { Millis, Nullable, TradeId, TradeLang } from '../trade/common'

export const OpenShowQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })
export type OpenShowQuery = Static<typeof OpenShowQuery>

export const OpenShowParams = Type.Object({ showId: TradeId })
export type OpenShowParams = Static<typeof OpenShowParams>

export const OpenShowField = Type.Object({
  key: Type.String(),
  type: Type.Union(OPEN_SHOW_FIELD_TYPES.map((type) => Type.Literal(type))),
  label: Type.String(),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.String(), label: Type.String() }))),
})
export type OpenShowField = Static<typeof OpenShowField>

export const OpenShowSession = Type.Object({
  sessionId: Type.String(),
  name: Type.String(),
  startsAt: Millis,
  endsAt: Millis,
  capacity: Type.Integer(),
  placesLeft: Type.Integer(),
  /** Registration is open until the session starts. */
  open: Type.Boolean(),
})
export type OpenShowSession = Static<typeof OpenShowSession>

/** GET open_shows/:showId: the event (no login). */
export const OpenShow = Type.Object({
  showId: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  description: Type.String(),
  posterUrl: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  /** D24 / spec s8: registering needs the account's e-mail authorised (activated). */
  emailRequired: Type.Boolean(),
  sessions: Type.Array(OpenShowSession),
  fields: Type.Array(OpenShowField),
  entranceFields: Type.Array(OpenShowField),
})
export type OpenShow = Static<typeof OpenShow>

const Answers = Type.Record(Type.String({ maxLength: 32 }), Type.String({ maxLength: OPEN_SHOW_ANSWER_MAX + 50 }), {
  maxProperties: 30,
})

/** POST open_shows/:showId/registrations: one place of a session; the answers are checked again here. */
export const OpenShowRegisterBody = Type.Object({ sessionId: TradeId, answers: Answers })
export type OpenShowRegisterBody = Static<typeof OpenShowRegisterBody>

export const OpenShowAnswer = Type.Object({ key: Type.String(), label: Type.String(), value: Type.String() })
export type OpenShowAnswer = Static<typeof OpenShowAnswer>

/** One registration of the buyer: the event, the session, the answers, and the entrance part once given. */
export const OpenShowRegistration = Type.Object({
  registrationId: Type.String(),
  showId: Type.String(),
  showTitle: Type.String(),
  posterUrl: Type.String(),
  venueName: Type.String(),
  sessionId: Type.String(),
  sessionName: Type.String(),
  startsAt: Millis,
  endsAt: Millis,
  registeredAt: Millis,
  answers: Type.Array(OpenShowAnswer),
  /** The entrance registration (check-in details): null until given. */
  entranceAnswers: Nullable(Type.Array(OpenShowAnswer)),
  enteredAt: Nullable(Millis),
  /** The check-in code staff scan (a QR): once the entrance registration is given. */
  checkInCode: Nullable(Type.String()),
  /** The session has ended: the registration is history. */
  ended: Type.Boolean(),
})
export type OpenShowRegistration = Static<typeof OpenShowRegistration>

export const OpenShowRegistrationParams = Type.Object({ registrationId: TradeId })
export type OpenShowRegistrationParams = Static<typeof OpenShowRegistrationParams>

/** POST open_show_registrations/:registrationId/entrance: the entrance form's answers. */
export const OpenShowEntranceBody = Type.Object({ answers: Answers })
export type OpenShowEntranceBody = Static<typeof OpenShowEntranceBody>

export const OpenShowRegistrationsQuery = Type.Object({
  showId: Type.Optional(TradeId),
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: TradeLang,
})
export type OpenShowRegistrationsQuery = Static<typeof OpenShowRegistrationsQuery>

export const OpenShowRegistrations = Page(OpenShowRegistration)
export type OpenShowRegistrations = Static<typeof OpenShowRegistrations>

/** GET open_show_registrations/shows: the open shows the buyer registered for, newest first. */
export const MyOpenShow = Type.Object({
  showId: Type.String(),
  title: Type.String(),
  posterUrl: Type.String(),
  venueName: Type.String(),
  registrations: Type.Integer(),
  lastRegisteredAt: Millis,
  /** The next session of the buyer's not yet ended (null: all ended). */
  nextStartsAt: Nullable(Millis),
})
export type MyOpenShow = Static<typeof MyOpenShow>

export const MyOpenShows = Page(MyOpenShow)
export type MyOpenShows = Static<typeof MyOpenShows>
