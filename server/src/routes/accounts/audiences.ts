import {
  Attendee,
  AttendeeBody,
  AttendeeListQuery,
  AttendeePage,
  AttendeeParams,
  Done,
  Envelope,
  LangQuery,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import {
  addAudience,
  deleteAudience,
  getAudience,
  listAudiences,
  parseIdTypes,
  updateAudience,
} from '../../services/accounts/audiences'
import { USER, langFor, security } from './common'

const tags = ['user: attendees']
const BASE = `${USER}/buyer/v3/user_audiences`

/** Attendees: list, detail, add, edit, delete; only the caller's own. */
export default async function audienceRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: "The caller's attendees, newest first (ID numbers masked)",
        security,
        querystring: AttendeeListQuery,
        response: { 200: Envelope(AttendeePage) },
      },
    },
    async (request) => {
      const { offset, length, idTypes } = request.query
      return ok(
        await listAudiences(storage, request.userId, { offset, length, idTypes: parseIdTypes(idTypes) }, langFor(request)),
      )
    },
  )

  app.get(
    `${BASE}/:audienceId`,
    {
      schema: {
        tags,
        summary: 'One attendee of the caller, with the full ID number',
        security,
        params: AttendeeParams,
        querystring: LangQuery,
        response: { 200: Envelope(Attendee) },
      },
    },
    async (request) => ok(await getAudience(storage, request.userId, request.params.audienceId, langFor(request))),
  )

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Add an attendee',
        description:
          'Name required. A mainland ID number must be 18 characters with a valid check digit; birth date and gender come from it. ' +
          'A minor uses the phone of the logged-in account. The same document twice is refused.',
        security,
        body: AttendeeBody,
        querystring: LangQuery,
        response: { 200: Envelope(Attendee) },
      },
    },
    async (request) => ok(await addAudience(storage, request.userId, request.body, langFor(request))),
  )

  app.put(
    `${BASE}/:audienceId`,
    {
      schema: {
        tags,
        summary: 'Edit an attendee of the caller',
        security,
        params: AttendeeParams,
        body: AttendeeBody,
        querystring: LangQuery,
        response: { 200: Envelope(Attendee) },
      },
    },
    async (request) =>
      ok(await updateAudience(storage, request.userId, request.params.audienceId, request.body, langFor(request))),
  )

  app.delete(
    `${BASE}/:audienceId`,
    {
      schema: {
        tags,
        summary: 'Delete an attendee of the caller',
        security,
        params: AttendeeParams,
        response: { 200: Envelope(Done) },
      },
    },
    async (request) => {
      await deleteAudience(storage, request.userId, request.params.audienceId)
      return ok(true)
    },
  )
}
