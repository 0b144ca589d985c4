import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import {
  addAddress,
  defaultAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../services/accounts/addresses'
import { AreaCode, Id, USER, langFor, security } from './common'

const tags = ['user: addresses']
const BASE = `${USER}/buyer/v3/user/addresses`

const AreaId = Type.String({ minLength: 1, maxLength: 32 })
const AddressBody = Type.Object({
  recipient: Type.String({ maxLength: 200 }),
  cellphone: Type.String({ maxLength: 20, description: 'mainland (86): 11 digits starting with 1' }),
  cellphoneAreaCode: Type.Optional(AreaCode),
  provinceId: AreaId,
  cityId: AreaId,
  districtId: Type.Optional(AreaId),
  detailAddress: Type.String({
    maxLength: 400,
    description:
      'at least 12 units: a Chinese (CJK) character counts 2, any other letter or digit 1, spaces and punctuation 0 (6 Chinese characters, or 12 letters or digits); at most 100 characters',
  }),
  isDefault: Type.Optional(Type.Boolean()),
})
const Params = Type.Object({ addressId: Id })
const LangOnly = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) })

/** Delivery addresses: list, default, detail, add, edit, delete, set default; only the caller's own. */
export default async function addressRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    BASE,
    { schema: { tags, summary: "The caller's addresses, the default first", security, querystring: LangOnly } },
    async (request) => ok(await listAddresses(storage, request.userId, langFor(request))),
  )

  app.get(
    `${BASE}/default`,
    { schema: { tags, summary: "The caller's default address, or null", security, querystring: LangOnly } },
    async (request) => ok(await defaultAddress(storage, request.userId, langFor(request))),
  )

  app.get(
    `${BASE}/:addressId`,
    { schema: { tags, summary: 'One address of the caller', security, params: Params, querystring: LangOnly } },
    async (request) => ok(await getAddress(storage, request.userId, request.params.addressId, langFor(request))),
  )

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Add an address (the first one becomes the default)',
        description:
          'Area ids are those of GET provinces / cities / districts, a city of the province and a district of the city. The detail needs 12 units: 6 Chinese characters, or 12 letters or digits (a Chinese character counts 2).',
        security,
        body: AddressBody,
        querystring: LangOnly,
      },
    },
    async (request) => ok(await addAddress(storage, request.userId, request.body, langFor(request))),
  )

  app.put(
    `${BASE}/:addressId`,
    {
      schema: {
        tags,
        summary: 'Edit an address of the caller',
        security,
        params: Params,
        body: AddressBody,
        querystring: LangOnly,
      },
    },
    async (request) => ok(await updateAddress(storage, request.userId, request.params.addressId, request.body, langFor(request))),
  )

  app.put(
    `${BASE}/:addressId/default`,
    { schema: { tags, summary: 'Make an address of the caller the default', security, params: Params, querystring: LangOnly } },
    async (request) => ok(await setDefaultAddress(storage, request.userId, request.params.addressId, langFor(request))),
  )

  app.delete(
    `${BASE}/:addressId`,
    {
      schema: {
        tags,
        summary: 'Delete an address of the caller (a default passes to the latest other)',
        security,
        params: Params,
      },
    },
    async (request) => {
      await deleteAddress(storage, request.userId, request.params.addressId)
      return ok(true)
    },
  )
}
