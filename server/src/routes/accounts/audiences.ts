import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import {
  MAX_PAGE,
  addAudience,
  deleteAudience,
  getAudience,
  listAudiences,
  parseIdTypes,
  updateAudience,
} from '../../services/accounts/audiences'
import { AreaCode, Gender, Id, USER, langFor, security } from './common'

const tags = ['user: attendees']
const BASE = `${USER}/buyer/v3/user_audiences`

const IdType = Type.Union(
  [
    Type.Literal('ID_CARD'),
    Type.Literal('PASSPORT'),
    Type.Literal('HK_MACAU_PERMIT'),
    Type.Literal('TAIWAN_PERMIT'),
    Type.Literal('MACAU_ID_CARD'),
  ],
  { description: 'ID_CARD (mainland), PASSPORT, HK_MACAU_PERMIT, TAIWAN_PERMIT, MACAU_ID_CARD (Macau resident ID)' },
)

const AudienceBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  idType: IdType,
  idNo: Type.String({ maxLength: 40, description: 'ID_CARD: 18 characters with a valid check digit' }),
  countryRegion: Type.Optional(
    Type.String({ maxLength: 2, description: 'ISO alpha-2; required for passports, derived otherwise' }),
  ),
  cellphone: Type.Optional(Type.String({ maxLength: 20, description: 'mainland (86): 11 digits starting with 1' })),
  cellphoneAreaCode: Type.Optional(AreaCode),
  birthday: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD; derived from an ID_CARD number' })),
  gender: Type.Optional(Gender),
})

const Params = Type.Object({ audienceId: Id })
const LangOnly = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) })

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
        querystring: Type.Object({
          offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
          length: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: MAX_PAGE }),
          showId: Type.Optional(
            Type.String({ maxLength: 64, description: 'accepted for the contract; per-show rules are applied at order time' }),
          ),
          idTypes: Type.Optional(Type.String({ maxLength: 200, description: 'comma-separated certificate types to keep' })),
          lang: Type.Optional(Type.String({ maxLength: 10 })),
        }),
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
        params: Params,
        querystring: LangOnly,
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
        body: AudienceBody,
        querystring: LangOnly,
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
        params: Params,
        body: AudienceBody,
        querystring: LangOnly,
      },
    },
    async (request) =>
      ok(await updateAudience(storage, request.userId, request.params.audienceId, request.body, langFor(request))),
  )

  app.delete(
    `${BASE}/:audienceId`,
    { schema: { tags, summary: 'Delete an attendee of the caller', security, params: Params } },
    async (request) => {
      await deleteAudience(storage, request.userId, request.params.audienceId)
      return ok(true)
    },
  )
}
